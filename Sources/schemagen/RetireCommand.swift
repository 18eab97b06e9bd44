import ArgumentParser
import SchemaGenCore
import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen retire`: takes the oldest shipped versions out of the plan once no device still holds a store
/// of them, so the generated code and its compile time stop growing with the age of the app.
struct RetireCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "retire",
        abstract: "Take the oldest shipped versions out of the plan, once no device holds a store of them.",
        discussion: """
            Every version up to and including --through must be sealed, and one version at least must stay. \
            The lock keeps what it sealed and records each retired version's store fingerprint; the retired \
            version files are deleted (version control keeps them). The plan then starts at the next version, \
            and a store at a retired version is refused, naming the oldest version the app still migrates \
            from; stores of the versions kept open as before. Regenerate afterwards (the build plugin does so \
            by itself). The history must validate first. Exits 1 on any error and then changes nothing.
            """)

    @OptionGroup var options: SchemasOptions

    @Option(name: .long, help: "Retire every version up to and including this one.")
    var through: String

    func run() throws {
        let inputs = try options.resolve()
        let existing = try LockEditing.read(inputs)
        let analysis = try LockEditing.validate(inputs, against: existing)
        let outcome = RetireRequest.retire(
            through: try LockEditing.version(through, option: "--through"), in: existing, history: analysis.history,
            lockPath: inputs.shownLock)
        try LockEditing.fail(outcome.failure)
        // The lock first: a file left behind by a failed removal then says to delete it (SG809), while a
        // file removed under a lock that does not retire it would be a sealed version gone (SG801).
        try LockEditing.write(outcome.lock, for: inputs)
        var removed: [String] = []
        for name in outcome.retiredFiles {
            let shown = inputs.shownSchemaFile(name)
            do {
                try FileManager.default.removeItem(at: inputs.schemas.appendingPathComponent(name))
                removed.append(shown)
            } catch {
                let problem = FileProblem.from(error, reading: false)
                throw StandardStreams.failure(
                    Diagnostic(
                        .error, .unwritableFile,
                        "\(name) can't be deleted: \(problem.reason); the lock retires it, so it must go",
                        at: .path(shown), hint: "delete it by hand; \(problem.hint)"))
            }
        }
        print("\(inputs.shownLock): \(outcome.summary)")
        print("deleted \(removed.joined(separator: ", ")); regenerate to drop their code")
    }
}

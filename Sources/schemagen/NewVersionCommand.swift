import ArgumentParser
import SchemaGenCore
import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen new-version`: starts the next version file from the latest one.
struct NewVersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-version",
        abstract: "Start the next schema version: a copy of the latest version file with the next number.",
        discussion: """
            Writes the latest version file again, as written (comments and layout kept), with the next minor \
            version (or --version), without its 'name:' and 'migration:' (they were about the latest version), \
            and a first comment line to say what the new version changes. The file is named after the latest \
            one with its number counted up (V7.yaml -> V8.yaml). The history must validate first; nothing is \
            written over an existing file.
            """
    )

    @OptionGroup var options: SchemasOptions

    @Option(name: .long, help: "The new version's number (default: the next minor version after the latest).")
    var version: String?

    func run() throws {
        let inputs = try options.resolve()
        let result = try inputs.pipeline().run(directory: inputs.schemas, displayPath: inputs.shownSchemas)
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let latest = result.analysis?.history.latest else {
            StandardStreams.writeError(errors.map { $0.formatted + "\n" }.joined())
            StandardStreams.writeError("\(inputs.shownSchemas): fix these before starting a new version\n")
            throw ExitCode.failure
        }
        var requested: SchemaVersion?
        if let version {
            guard let parsed = SchemaVersion(parsing: version) else {
                throw ValidationError("--version takes a version such as 1.7.0, not '\(version)'")
            }
            requested = parsed
        }
        let latestText = try inputs.schemaFileText(latest.fileName)
        let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: inputs.schemas.path)) ?? [])
        switch NextVersionFile.make(
            after: latest, text: latestText, version: requested, existing: existing)
        {
        case .failure(let diagnostic):
            throw StandardStreams.failure(diagnostic)
        case .success(let file):
            let url = inputs.schemas.appendingPathComponent(file.fileName)
            do {
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                let problem = FileProblem.from(error, reading: false)
                throw StandardStreams.failure(
                    Diagnostic(
                        .error, .unwritableFile, "\(file.fileName) can't be written: \(problem.reason)",
                        at: .path(inputs.shownSchemaFile(file.fileName)), hint: problem.hint))
            }
            print(
                "Wrote \(inputs.shownSchemaFile(file.fileName)) (\(file.version)), a copy of \(latest.fileName) "
                    + "(\(latest.version)) without its name and migration hints; make the new version's changes, "
                    + "then run 'schemagen validate'.")
        }
    }
}

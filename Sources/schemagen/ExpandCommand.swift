import ArgumentParser
import SchemaGenCore
import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen expand`: splits the latest step, when it contracts the schema, into two releases a server can
/// deploy instance by instance (docs/PostgreSQL.md, "Rolling deploys").
struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Split the latest step, which contracts the schema, into an expanding and a contracting version.",
        discussion: """
            The latest version (not sealed) becomes the expanding version, under the same number: the \
            previous version with what the latest adds that instances still at the previous version tolerate, \
            and each attribute the latest removes kept as 'deprecated' where it can be. The latest version as \
            written moves to the next file, under --contracting-version. Instances of the previous release \
            keep serving while the expanding version migrates the store; instances of the expanding release \
            serve on through the removal of what it deprecated. The split history must validate before \
            anything is written; exits 1 on any error and then writes nothing.
            """)

    @OptionGroup var options: SchemasOptions

    @Option(name: .long, help: "The contracting version's number (default: the next minor version after the latest).")
    var contractingVersion: String?

    func run() throws {
        let inputs = try options.resolve()
        let lock = try LockEditing.read(inputs)
        let analysis = try LockEditing.validate(inputs, against: lock)
        let requested = try contractingVersion.map { try LockEditing.version($0, option: "--contracting-version") }
        let latestText = try analysis.history.latest.map { try inputs.schemaFileText($0.fileName) } ?? ""
        let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: inputs.schemas.path)) ?? [])
        let outcome: ExpandRequest.Outcome
        switch ExpandRequest.split(
            analysis, latestText: latestText, lock: lock, contractingVersion: requested, existing: existing,
            schemasPath: inputs.shownSchemas)
        {
        case .failure(let diagnostic): throw StandardStreams.failure(diagnostic)
        case .success(let split): outcome = split
        }
        let checked = try check(outcome, inputs: inputs, lock: lock)
        try write(outcome, in: inputs)
        for (file, step) in zip([outcome.expanding, outcome.contracting], checked.steps.suffix(2)) {
            print("Wrote \(inputs.shownSchemaFile(file.fileName)) (\(file.version)): \(consequence(of: step))")
        }
        print(
            "Regenerate, ship \(outcome.expanding.version), and ship \(outcome.contracting.version) in a later release."
        )
    }

    /// What a release at `step`'s version does to instances of the release before.
    private func consequence(of step: VersionStep) -> String {
        let before = step.previous.map { "\($0.version)" } ?? ""
        let obstacles = step.olderInstanceObstacles
        guard !obstacles.isEmpty else { return "instances at \(before) keep serving while it migrates." }
        return "instances at \(before) are refused once it migrates, because "
            + obstacles.map(\.description).joined(separator: "; ") + "."
    }

    /// The history as the split leaves it, validated from a copy of the schemas folder with both files
    /// written; exits 1 with its diagnostics when it does not validate, having written nothing.
    private func check(_ outcome: ExpandRequest.Outcome, inputs: Workspace, lock: SchemaLock)
        throws -> HistoryAnalysis
    {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "schemagen-expand-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        do {
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: inputs.schemas.path) {
                let source = inputs.schemas.appendingPathComponent(name)
                guard FileManager.default.isFolder(atPath: source.path) == false else { continue }
                try FileManager.default.copyItem(at: source, to: copy.appendingPathComponent(name))
            }
            for file in [outcome.expanding, outcome.contracting] {
                try Data(file.text.utf8).write(to: copy.appendingPathComponent(file.fileName))
            }
        } catch {
            let problem = FileProblem.from(error, reading: false)
            throw StandardStreams.failure(
                Diagnostic(
                    .error, .unwritableFile, "the split can't be checked in a temporary copy: \(problem.reason)",
                    at: .path(inputs.shownSchemas), hint: problem.hint))
        }
        let lockFile = lock.entries.isEmpty ? nil : SchemaSourceFile(name: inputs.shownLock, text: lock.text)
        let result = SchemaPipeline(lock: lockFile, options: inputs.generationOptions).run(
            directory: copy, displayPath: inputs.shownSchemas)
        guard let analysis = result.analysis, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            StandardStreams.writeError(
                ValidationReport(result.loaderResult, folder: inputs.shownSchemas).diagnosticsText)
            StandardStreams.writeError(
                "\(inputs.shownSchemas): the split history does not validate; nothing was written\n")
            throw ExitCode.failure
        }
        return analysis
    }

    /// Writes the contracting file, then the expanding one over the latest; if the second can't be written,
    /// the first is removed, so the folder is as it was.
    private func write(_ outcome: ExpandRequest.Outcome, in inputs: Workspace) throws {
        let contracting = inputs.schemas.appendingPathComponent(outcome.contracting.fileName)
        do {
            try Data(outcome.contracting.text.utf8).write(to: contracting, options: .withoutOverwriting)
        } catch {
            throw failure(error, writing: outcome.contracting.fileName, in: inputs)
        }
        do {
            try Data(outcome.expanding.text.utf8).write(
                to: inputs.schemas.appendingPathComponent(outcome.expanding.fileName), options: .atomic)
        } catch {
            try? FileManager.default.removeItem(at: contracting)
            throw failure(error, writing: outcome.expanding.fileName, in: inputs)
        }
    }

    private func failure(_ error: any Error, writing name: String, in inputs: Workspace) -> Error {
        let problem = FileProblem.from(error, reading: false)
        return StandardStreams.failure(
            Diagnostic(
                .error, .unwritableFile, "\(name) can't be written: \(problem.reason); nothing was changed",
                at: .path(inputs.shownSchemaFile(name)), hint: problem.hint))
    }
}

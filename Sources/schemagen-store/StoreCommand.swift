import ArgumentParser
import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import SchemaRuntime

/// `schemagen-store`: what a store holds, against the history in its version files, without changing it.
@main
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schemagen-store",
        abstract: "Read an SQLite store against a history's version files, without changing it.",
        subcommands: [StatusCommand.self])
}

/// `schemagen-store status`: the version a store is at, the stages it applied, the stages opening it would
/// run, and whether its tables match its version's layout (Rails' `db:migrate:status`, Alembic's `current`).
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show a store's version, history and pending stages, and check its tables against its layout.",
        discussion: """
            The store is read from a private copy and never written. A store the app would refuse (another \
            app's, a newer one, one whose tables differ from its version's layout) is an error saying why; the \
            command then exits 1.
            """)

    @Option(help: "The SQLite store file.")
    var store: String

    @Option(help: "The folder of schema version files.")
    var schemas = "Schemas"

    @Option(
        name: .customLong("plan-name"),
        help: "The generated plan's name, which the store's history identifier starts with.")
    var planName = GenerationOptions().planName

    func validate() throws {
        // A URL would read as a file that does not exist yet, which is "no store yet": wrong, not an error.
        if store.contains("://") {
            throw ValidationError(
                "'\(store)' is a URL: status reads SQLite stores only, so far; give the store file's path")
        }
    }

    func run() throws {
        let result = SchemaPipeline(options: GenerationOptions(planName: planName)).run(
            directory: URL(fileURLWithPath: schemas), displayPath: schemas)
        let errors = result.diagnostics.filter { $0.severity == .error }
        FileHandle.standardError.write(Data(errors.map { $0.formatted + "\n" }.joined().utf8))
        guard let analysis = result.analysis, errors.isEmpty else { throw ExitCode.failure }
        let versions = analysis.history.versions.map(\.schema)
        do {
            let status = try SchemaStore.status(
                at: URL(fileURLWithPath: store), versions: versions,
                stageKinds: analysis.steps.dropFirst().map { $0.stage == .custom ? .custom : .lightweight },
                history: HistoryIdentifier.ofPlan(named: planName, firstVersion: versions.first))
            print(status.summary.joined(separator: "\n"))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.localizedDescription)\n".utf8))
            throw ExitCode.failure
        }
    }
}

import ArgumentParser
import SchemaGenCore
import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The options every command that reads schemas takes.
struct SchemasOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "The folder of schema version files (default: \(ConfigurationKey.schemas.defaultValue), or the configuration's 'schemas')."
    )
    var schemas: String?

    @Option(
        name: .long,
        help: """
            A schemagen.yaml configuration; its paths are relative to its folder. Options given here win. \
            Without it, the schemagen.yaml of this folder or the nearest one above it, up to the package root.
            """)
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Use no schemagen.yaml, not even one found in this folder or above.")
    var noConfig = false

    func validate() throws {
        if config != nil, noConfig { throw ValidationError("--config and --no-config can't be given together") }
    }

    /// The working directory, against which relative paths given on the command line resolve.
    static var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// The command's workspace: the configuration, if any, the schemas folder and the lock; prints what
    /// resolving warns about, and exits 1 after printing why when the configuration is invalid.
    func resolve() throws -> Workspace {
        let choice: Workspace.ConfigurationChoice = config.map { .named($0) } ?? (noConfig ? .none : .nearest)
        do {
            let workspace = try Workspace.resolve(
                workingDirectory: Self.workingDirectory, configuration: choice, schemas: schemas)
            StandardStreams.writeError(workspace.warnings.map { $0.formatted + "\n" }.joined())
            return workspace
        } catch {
            StandardStreams.writeError(error.diagnostics.map { $0.formatted + "\n" }.joined())
            throw ExitCode.failure
        }
    }
}

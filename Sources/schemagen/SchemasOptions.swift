import ArgumentParser
import Foundation
import SchemaGenCore
import SchemaKit

/// The options every command that reads schemas takes.
struct SchemasOptions: ParsableArguments {
    @Option(
        name: .long, help: "The folder of schema version files (default: Schemas, or the configuration's 'schemas').")
    var schemas: String?

    @Option(
        name: .long,
        help: "A schemagen.yaml configuration; its paths are relative to its folder. Options given here win.")
    var config: String?

    /// The working directory, against which relative paths given on the command line resolve.
    static var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// The configuration, if one was given; exits 1 after printing its diagnostics if it is invalid.
    func loadConfiguration() throws -> (SchemaGenConfiguration, folder: URL, shownFolder: String)? {
        guard let config else { return nil }
        let url = URL(fileURLWithPath: config, relativeTo: Self.workingDirectory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            StandardStreams.writeError(
                Diagnostic(
                    .error, "the configuration file can't be read", at: .path(config),
                    hint: "check the path given to --config"
                )
                .formatted + "\n")
            throw ExitCode.failure
        }
        let loaded = SchemaGenConfiguration.load(Array(data), path: config)
        StandardStreams.writeError(loaded.diagnostics.map { $0.formatted + "\n" }.joined())
        guard let configuration = loaded.configuration else { throw ExitCode.failure }
        let shownFolder = (config as NSString).deletingLastPathComponent
        return (configuration, url.deletingLastPathComponent(), shownFolder)
    }

    /// The schemas folder: the flag, else the configuration's, else `Schemas`; with how to show it.
    func resolvedSchemas() throws -> (url: URL, shown: String) {
        if let schemas { return (URL(fileURLWithPath: schemas, relativeTo: Self.workingDirectory), schemas) }
        if let (configuration, folder, shownFolder) = try loadConfiguration() {
            return (
                URL(fileURLWithPath: configuration.schemas, relativeTo: folder),
                shownFolder.isEmpty ? configuration.schemas : "\(shownFolder)/\(configuration.schemas)"
            )
        }
        return (URL(fileURLWithPath: "Schemas", relativeTo: Self.workingDirectory), "Schemas")
    }
}

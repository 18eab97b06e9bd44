import ArgumentParser
import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel

/// The options every command that reads schemas takes.
struct SchemasOptions: ParsableArguments {
    @Option(
        name: .long, help: "The folder of schema version files (default: Schemas, or the configuration's 'schemas').")
    var schemas: String?

    @Option(
        name: .long,
        help: "A schemagen.yaml configuration; its paths are relative to its folder. Options given here win.")
    var config: String?

    /// A configuration file that was given and loaded, with its folder.
    struct LoadedConfiguration {
        var configuration: SchemaGenConfiguration
        /// The folder its paths are relative to.
        var folder: URL
        /// That folder as the user wrote it, for messages ("" for the working directory).
        var shownFolder: String
    }

    /// What the command line and the configuration say about the inputs, resolved once per command so the
    /// configuration file is read and checked once.
    struct ResolvedInputs {
        /// The schemas folder: the flag, else the configuration's, else `Schemas`.
        var schemas: URL
        /// The same as shown in messages.
        var shownSchemas: String
        /// The configuration, if `--config` was given.
        var configuration: LoadedConfiguration?

        /// The configuration's generation options, or the defaults; flags override them.
        var generationOptions: GenerationOptions { configuration?.configuration.options ?? GenerationOptions() }
    }

    /// The working directory, against which relative paths given on the command line resolve.
    static var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// The configuration, if one was given; exits 1 after printing its diagnostics if it is invalid.
    private func loadConfiguration() throws -> LoadedConfiguration? {
        guard let config else { return nil }
        let url = URL(fileURLWithPath: config, relativeTo: Self.workingDirectory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            StandardStreams.writeError(
                Diagnostic(
                    .error, .unreadableFile, "the configuration file can't be read", at: .path(config),
                    hint: "check the path given to --config"
                )
                .formatted + "\n")
            throw ExitCode.failure
        }
        let loaded = SchemaGenConfiguration.load(Array(data), path: config)
        StandardStreams.writeError(loaded.diagnostics.map { $0.formatted + "\n" }.joined())
        guard let configuration = loaded.configuration else { throw ExitCode.failure }
        return LoadedConfiguration(
            configuration: configuration, folder: url.deletingLastPathComponent(),
            shownFolder: (config as NSString).deletingLastPathComponent)
    }

    /// Reads the configuration, if any, and resolves the schemas folder; exits 1 if the configuration is
    /// invalid.
    func resolve() throws -> ResolvedInputs {
        let loaded = try loadConfiguration()
        if let schemas {
            return ResolvedInputs(
                schemas: URL(fileURLWithPath: schemas, relativeTo: Self.workingDirectory), shownSchemas: schemas,
                configuration: loaded)
        }
        if let loaded {
            let path = loaded.configuration.schemas
            return ResolvedInputs(
                schemas: URL(fileURLWithPath: path, relativeTo: loaded.folder),
                shownSchemas: loaded.shownFolder.isEmpty ? path : "\(loaded.shownFolder)/\(path)",
                configuration: loaded)
        }
        return ResolvedInputs(
            schemas: URL(fileURLWithPath: "Schemas", relativeTo: Self.workingDirectory), shownSchemas: "Schemas",
            configuration: nil)
    }
}

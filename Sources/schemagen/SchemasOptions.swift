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

        /// The lock file: `schemagen.lock` beside the configuration (given with `--config`, or the working
        /// directory's when it names the same schemas folder), or in the schemas folder when there is none.
        var lockURL: URL
        /// The same as shown in messages.
        var shownLock: String

        /// The configuration's generation options, or the defaults; flags override them.
        var generationOptions: GenerationOptions { configuration?.configuration.options ?? GenerationOptions() }

        /// The lock file's contents, if there is one.
        func readLock() throws -> SchemaSourceFile? {
            guard FileManager.default.fileExists(atPath: lockURL.path) else { return nil }
            guard let data = FileManager.default.contents(atPath: lockURL.path) else {
                throw StandardStreams.failure(
                    Diagnostic(
                        .error, .unreadableFile, "the lock file can't be read", at: .path(shownLock),
                        hint: "check its permissions"))
            }
            return SchemaSourceFile(name: shownLock, bytes: Array(data))
        }

        /// The pipeline for these inputs: with the lock file, when there is one, and the configuration's
        /// options (so its flavor's checks run), or `options` when a command's flags changed them.
        func pipeline(options: GenerationOptions? = nil) throws -> SchemaPipeline {
            SchemaPipeline(lock: try readLock(), options: options ?? generationOptions)
        }
    }

    /// Whether the working directory holds a valid `schemagen.yaml` whose schemas folder is `schemas`.
    private static func workingDirectoryConfigurationNames(_ schemas: URL) -> Bool {
        let url = workingDirectory.appendingPathComponent("schemagen.yaml")
        guard let data = FileManager.default.contents(atPath: url.path),
            let configuration = SchemaGenConfiguration.load(Array(data), path: "schemagen.yaml").configuration
        else { return false }
        let configured = URL(fileURLWithPath: configuration.schemas, relativeTo: workingDirectory)
        return configured.standardizedFileURL.path == schemas.standardizedFileURL.path
    }

    /// The working directory, against which relative paths given on the command line resolve.
    static var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// The configuration, if one was given; exits 1 after printing its diagnostics if it is invalid.
    private func loadConfiguration() throws -> LoadedConfiguration? {
        guard let config else { return nil }
        let url = URL(fileURLWithPath: config, relativeTo: Self.workingDirectory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw StandardStreams.failure(
                Diagnostic(
                    .error, .unreadableFile, "the configuration file can't be read", at: .path(config),
                    hint: "check the path given to --config"))
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
        let schemasURL: URL
        let shownSchemas: String
        if let schemas {
            schemasURL = URL(fileURLWithPath: schemas, relativeTo: Self.workingDirectory)
            shownSchemas = schemas
        } else if let loaded {
            let path = loaded.configuration.schemas
            schemasURL = URL(fileURLWithPath: path, relativeTo: loaded.folder)
            shownSchemas = loaded.shownFolder.isEmpty ? path : "\(loaded.shownFolder)/\(path)"
        } else {
            schemasURL = URL(fileURLWithPath: "Schemas", relativeTo: Self.workingDirectory)
            shownSchemas = "Schemas"
        }
        let lockURL: URL
        let shownLock: String
        if let loaded {
            lockURL = loaded.folder.appendingPathComponent(SchemaLock.fileName)
            shownLock =
                loaded.shownFolder.isEmpty ? SchemaLock.fileName : "\(loaded.shownFolder)/\(SchemaLock.fileName)"
        } else if Self.workingDirectoryConfigurationNames(schemasURL) {
            // Run without --config in a folder whose schemagen.yaml names these schemas: the lock is beside
            // that configuration, where the plugins find it, so no way of running misses it.
            lockURL = Self.workingDirectory.appendingPathComponent(SchemaLock.fileName)
            shownLock = SchemaLock.fileName
        } else {
            lockURL = schemasURL.appendingPathComponent(SchemaLock.fileName)
            shownLock = "\(shownSchemas)/\(SchemaLock.fileName)"
        }
        return ResolvedInputs(
            schemas: schemasURL, shownSchemas: shownSchemas, configuration: loaded, lockURL: lockURL,
            shownLock: shownLock)
    }
}

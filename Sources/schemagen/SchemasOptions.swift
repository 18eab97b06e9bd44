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

    /// A configuration file that was given or found, and loaded, with its folder.
    struct LoadedConfiguration {
        var configuration: SchemaGenConfiguration
        /// The folder its paths are relative to.
        var folder: URL
        /// That folder as the user wrote it, for messages ("" for the working directory).
        var shownFolder: String
        /// The file as messages name it.
        var shownFile: String
        /// Whether it was found in a folder above the working directory, not named or in the working
        /// directory (the commands that report their inputs say which file they used then).
        var foundAbove: Bool
    }

    /// What the command line and the configuration say about the inputs, resolved once per command so the
    /// configuration file is read and checked once.
    struct ResolvedInputs {
        /// The schemas folder: the flag, else the configuration's, else `Schemas`.
        var schemas: URL
        /// The same as shown in messages.
        var shownSchemas: String
        /// The configuration: the one `--config` names, or the one found in this folder or above.
        var configuration: LoadedConfiguration?

        /// The lock file: `schemagen.lock` beside the configuration, or in the schemas folder when there is
        /// none.
        var lockURL: URL
        /// The same as shown in messages.
        var shownLock: String

        /// The configuration's generation options, or the defaults; flags override them.
        var generationOptions: GenerationOptions { configuration?.configuration.options ?? GenerationOptions() }

        /// `name`, a file of the schemas folder, as messages show it.
        func shownSchemaFile(_ name: String) -> String {
            shownSchemas == "." ? name : "\(shownSchemas)/\(name)"
        }

        /// The text of `name`, a file of the schemas folder (a version file a command rewrites or copies);
        /// exits 1 saying why when it can't be read.
        func schemaFileText(_ name: String) throws -> String {
            switch FileProblem.read(schemas.appendingPathComponent(name).path) {
            case .success(let bytes):
                return String(decoding: bytes, as: UTF8.self)
            case .failure(let problem):
                throw StandardStreams.failure(
                    Diagnostic(
                        .error, .unreadableFile, "\(name) can't be read: \(problem.reason)",
                        at: .path(shownSchemaFile(name)), hint: problem.hint))
            }
        }

        /// The lock file's contents, if there is one.
        func readLock() throws -> SchemaSourceFile? {
            switch FileProblem.read(lockURL.path) {
            case .success(let bytes):
                return SchemaSourceFile(name: shownLock, bytes: bytes)
            case .failure(let problem) where problem.isMissing:
                return nil
            case .failure(let problem):
                // Never taken for "no lock": that would drop every seal without a word.
                throw StandardStreams.failure(
                    Diagnostic(
                        .error, .unreadableFile, "the lock file can't be read: \(problem.reason)",
                        at: .path(shownLock), hint: problem.hint))
            }
        }

        /// The pipeline for these inputs: with the lock file, when there is one, and the configuration's
        /// options (so its flavor's checks run), or `options` when a command's flags changed them.
        func pipeline(options: GenerationOptions? = nil) throws -> SchemaPipeline {
            SchemaPipeline(lock: try readLock(), options: options ?? generationOptions)
        }
    }

    /// The working directory, against which relative paths given on the command line resolve.
    static var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// A folder an option names: the flag (relative to the working directory), else the configuration's
    /// value (relative to its file), else `defaultPath` (relative to the working directory); with the folder
    /// as messages show it.
    static func folder(
        flag: String?, loaded: LoadedConfiguration?, configured: (SchemaGenConfiguration) -> String,
        defaultPath: String
    ) -> (url: URL, shown: String) {
        if let flag { return (URL(fileURLWithPath: flag, relativeTo: workingDirectory), flag) }
        if let loaded {
            let path = configured(loaded.configuration)
            return (
                URL(fileURLWithPath: path, relativeTo: loaded.folder),
                loaded.shownFolder.isEmpty ? path : "\(loaded.shownFolder)/\(path)"
            )
        }
        return (URL(fileURLWithPath: defaultPath, relativeTo: workingDirectory), defaultPath)
    }

    /// "note: using the configuration ../schemagen.yaml", for commands that report their inputs, when the
    /// configuration was found in a folder above the working directory (so not the obvious one).
    static func noteConfiguration(of inputs: ResolvedInputs) {
        guard let loaded = inputs.configuration, loaded.foundAbove else { return }
        StandardStreams.writeError("note: using the configuration \(loaded.shownFile)\n")
    }

    /// The configuration: the file `--config` names, else (unless `--no-config`) the one found in the
    /// working directory or above it; exits 1 after printing its diagnostics if it is invalid.
    private func loadConfiguration() throws -> LoadedConfiguration? {
        let url: URL
        let shown: String
        if let config {
            url = URL(fileURLWithPath: config, relativeTo: Self.workingDirectory)
            shown = config
        } else if !noConfig, let found = ConfigurationDiscovery.find(from: Self.workingDirectory) {
            url = found
            shown = ConfigurationDiscovery.shownPath(of: found, from: Self.workingDirectory)
        } else {
            return nil
        }
        let bytes: [UInt8]
        switch FileProblem.read(url.path) {
        case .success(let read):
            bytes = read
        case .failure(let problem):
            throw StandardStreams.failure(
                Diagnostic(
                    .error, .unreadableFile, "the configuration file can't be read: \(problem.reason)",
                    at: .path(shown),
                    hint: config == nil
                        ? "\(problem.hint), or pass --no-config"
                        : problem.isMissing ? "check the path given to --config" : problem.hint))
        }
        let loaded = SchemaGenConfiguration.load(bytes, path: shown)
        StandardStreams.writeError(loaded.diagnostics.map { $0.formatted + "\n" }.joined())
        guard let configuration = loaded.configuration else { throw ExitCode.failure }
        let folder = url.deletingLastPathComponent()
        return LoadedConfiguration(
            configuration: configuration, folder: folder, shownFolder: (shown as NSString).deletingLastPathComponent,
            shownFile: shown,
            foundAbove: config == nil
                && folder.standardizedFileURL.path != Self.workingDirectory.standardizedFileURL.path)
    }

    /// With no schemas folder and no configuration here, but targets that have one (a package whose
    /// configurations live in its targets' folders), the error names each as a `--config` to pass.
    private static func refuseWithoutTarget(shownSchemas: String) throws {
        let targets = ConfigurationDiscovery.targetConfigurations(in: workingDirectory)
        guard !targets.isEmpty else { return }
        let options = targets.map { "--config " + RelativePath.from(workingDirectory, to: $0) }
        let listed =
            options.count == 1 ? options[0] : options.dropLast().joined(separator: ", ") + " or " + (options.last ?? "")
        throw StandardStreams.failure(
            Diagnostic(
                .error, .noSuchFolder, "no such folder, and no schemagen.yaml here", at: .path(shownSchemas),
                hint: "this package configures schemagen in its targets: pass \(listed)"))
    }

    /// Reads the configuration, if any, and resolves the schemas folder; exits 1 if the configuration is
    /// invalid. A configuration that was found rather than named applies only to the schemas it names: with
    /// `--schemas` naming another folder (a second history in the same package), it is not used.
    func resolve() throws -> ResolvedInputs {
        var loaded = try loadConfiguration()
        if let found = loaded, config == nil, let schemas {
            let named = URL(fileURLWithPath: schemas, relativeTo: Self.workingDirectory).standardizedFileURL.path
            let configured = URL(fileURLWithPath: found.configuration.schemas, relativeTo: found.folder)
                .standardizedFileURL.path
            if named != configured { loaded = nil }
        }
        let (schemasURL, shownSchemas) = Self.folder(
            flag: schemas, loaded: loaded, configured: \.schemas, defaultPath: "Schemas")
        if loaded == nil, schemas == nil, !FileManager.default.fileExists(atPath: schemasURL.path) {
            try Self.refuseWithoutTarget(shownSchemas: shownSchemas)
        }
        let lockURL = LockDiscovery.lock(forSchemas: schemasURL, configurationFolder: loaded?.folder)
        // Paths given in full (a build plugin's) are shown in full, so the build can point at them.
        let shown = { (url: URL) -> String in
            shownSchemas.hasPrefix("/")
                ? url.standardizedFileURL.path : RelativePath.from(Self.workingDirectory, to: url)
        }
        let shownLock = shown(lockURL)
        if let copy = LockDiscovery.copy(besides: loaded?.folder, lock: lockURL) {
            let shownCopy = shown(copy)
            StandardStreams.writeError(
                Diagnostic(
                    .warning, .lockCopied,
                    "\(shownCopy) is not read: the history of \(shownSchemas) is sealed in \(shownLock)",
                    at: .path(shownCopy), hint: "delete \(shownCopy): a history has one lock, which every target reads"
                ).formatted + "\n")
        }
        return ResolvedInputs(
            schemas: schemasURL, shownSchemas: shownSchemas, configuration: loaded, lockURL: lockURL,
            shownLock: shownLock)
    }
}

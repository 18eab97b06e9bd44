import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a command's files are: the configuration it uses, the schemas folder, the history's lock, and the
/// folders the configuration's path keys name (output, suite, fixtures, frozen stores), each with the path
/// messages show. Resolved once per command, so the configuration is read and checked once.
public struct Workspace: Sendable {
    /// Which configuration a command uses.
    public enum ConfigurationChoice: Hashable, Sendable {
        /// The file at this path, relative to the working directory (`--config`).
        case named(String)
        /// The `schemagen.yaml` of the working directory, else of the nearest folder above it, up to the package
        /// root (``ConfigurationDiscovery``).
        case nearest
        /// None (`--no-config`).
        case none
    }

    /// Why a workspace can't be resolved: the diagnostics to show, errors among them.
    public struct Failure: Error, Sendable {
        /// What was wrong, in order.
        public var diagnostics: [Diagnostic]
    }

    /// The folder relative paths given on the command line resolve against.
    public var workingDirectory: URL
    /// The schemas folder: the flag, else the configuration's, else the default.
    public var schemas: URL
    /// The same as shown in messages.
    public var shownSchemas: String
    /// The configuration: the one named, or the one found in the working directory or above.
    public var configuration: LoadedConfiguration?
    /// The history's lock file (``LockDiscovery``), which need not exist.
    public var lock: URL
    /// The same as shown in messages.
    public var shownLock: String
    /// What resolving found that does not stop the command (the configuration's warnings, a copy of the lock that
    /// nothing reads), in order.
    public var warnings: [Diagnostic]

    /// Resolves the inputs of a command run in `workingDirectory` with `configuration` and the `--schemas` flag
    /// `schemas`. A configuration that was found rather than named applies only to the schemas it names: with
    /// `schemas` naming another folder (a second history in the same package), it is not used.
    public static func resolve(
        workingDirectory: URL, configuration choice: ConfigurationChoice, schemas flag: String?
    ) throws(Failure) -> Workspace {
        // Relative paths resolve inside it only when it is known as a folder.
        let workingDirectory = URL(fileURLWithPath: workingDirectory.path, isDirectory: true)
        let read = try loadConfiguration(choice, workingDirectory: workingDirectory)
        var loaded = read?.configuration
        if let found = loaded, choice == .nearest, let flag {
            let named = URL(fileURLWithPath: flag, relativeTo: workingDirectory).standardizedFileURL.path
            let configured = URL(fileURLWithPath: found.configuration.schemas, relativeTo: found.folder)
                .standardizedFileURL.path
            if named != configured { loaded = nil }
        }
        let (schemas, shownSchemas) = folder(
            for: .schemas, flag: flag, configuration: loaded, workingDirectory: workingDirectory)
        if loaded == nil, flag == nil, !FileManager.default.fileExists(atPath: schemas.path) {
            try refuseWithoutTarget(workingDirectory: workingDirectory, shownSchemas: shownSchemas)
        }
        let lock = LockDiscovery.lock(forSchemas: schemas, configurationFolder: loaded?.folder)
        // Paths given in full (a build plugin's) are shown in full, so the build can point at them.
        let shown = { (url: URL) -> String in
            shownSchemas.hasPrefix("/")
                ? url.standardizedFileURL.path : RelativePath.from(workingDirectory, to: url)
        }
        let shownLock = shown(lock)
        var warnings = read?.diagnostics ?? []
        if let copy = LockDiscovery.copy(besides: loaded?.folder, lock: lock) {
            let shownCopy = shown(copy)
            warnings.append(
                Diagnostic(
                    .warning, .lockCopied,
                    "\(shownCopy) is not read: the history of \(shownSchemas) is sealed in \(shownLock)",
                    at: .path(shownCopy), hint: "delete \(shownCopy): a history has one lock, which every target reads")
            )
        }
        return Workspace(
            workingDirectory: workingDirectory, schemas: schemas, shownSchemas: shownSchemas, configuration: loaded,
            lock: lock, shownLock: shownLock, warnings: warnings)
    }

    /// The configuration's generation options, or the defaults.
    public var generationOptions: GenerationOptions { configuration?.configuration.options ?? GenerationOptions() }

    /// What the configuration says the migration test suite imports and runs, or the defaults.
    public var testKitOptions: TestKitOptions { configuration?.configuration.testKit ?? TestKitOptions() }

    /// "note: using the configuration ../schemagen.yaml", for commands that report their inputs, when the
    /// configuration was found in a folder above the working directory (so not the obvious one).
    public var configurationNote: String? {
        guard let configuration, configuration.foundAbove else { return nil }
        return "note: using the configuration \(configuration.shownFile)"
    }

    /// `name`, a file of the schemas folder, as messages show it.
    public func shownSchemaFile(_ name: String) -> String {
        shownSchemas == "." ? name : "\(shownSchemas)/\(name)"
    }

    /// The folder the path key `key` names: `flag` (relative to the working directory), else the
    /// configuration's value (relative to its file), else the key's default (relative to the working
    /// directory); with the folder as messages show it.
    public func folder(for key: ConfigurationKey, flag: String?) -> (url: URL, shown: String) {
        Self.folder(for: key, flag: flag, configuration: configuration, workingDirectory: workingDirectory)
    }

    /// The folder of hand-written fixture files, named by `flag` or the configuration's `testKitFixtures`.
    public func fixtures(flag: String?) -> FixturesFolder {
        let (url, shown) = folder(for: .testKitFixtures, flag: flag)
        // The suite names it relative to the configuration, the same however it was named.
        let name = flag ?? configuration?.configuration.testKitFixtures ?? ConfigurationKey.testKitFixtures.defaultValue
        return FixturesFolder(url: url, shown: shown, name: name)
    }

    /// The folder of the frozen stores: the one `flag` names (a build plugin's, in its build folder), else
    /// `stores` in `fixtures`; with how the suite's test names show it, relative to the configuration.
    public func frozenStores(flag: String?, fixtures: FixturesFolder) -> (url: URL, shown: String) {
        guard let flag else {
            return (
                fixtures.url.appendingPathComponent(WorkspaceLayout.frozenStoresFolder),
                fixtures.name + "/" + WorkspaceLayout.frozenStoresFolder
            )
        }
        let url = URL(fileURLWithPath: flag, relativeTo: workingDirectory).standardizedFileURL
        // Never a build folder's full path: as the team sees it.
        return (url, RelativePath.from(configuration?.folder ?? workingDirectory, to: url))
    }

    /// A folder of fixture files: where it is, as messages show it, and as the suite names it.
    public struct FixturesFolder: Hashable, Sendable {
        /// Where it is.
        public var url: URL
        /// As messages show it.
        public var shown: String
        /// As the suite names it, relative to the configuration.
        public var name: String
    }

    private static func folder(
        for key: ConfigurationKey, flag: String?, configuration: LoadedConfiguration?, workingDirectory: URL
    ) -> (url: URL, shown: String) {
        if let flag { return (URL(fileURLWithPath: flag, relativeTo: workingDirectory), flag) }
        if let configuration, let path = configuration.configuration.path(for: key) {
            return (URL(fileURLWithPath: path, relativeTo: configuration.folder), configuration.shown(path))
        }
        return (URL(fileURLWithPath: key.defaultValue, relativeTo: workingDirectory), key.defaultValue)
    }
}

import Foundation

/// Where a history's lock is. A history has one lock, kept by the configuration that owns the history: the
/// one whose folder holds its schemas folder (an app target's `schemagen.yaml` beside its `Schemas/`). A
/// configuration that points at another target's history (a test target's, writing the migration test suite)
/// reads the owner's lock, never a copy of its own, so sealing a version reaches every target at once.
public enum LockDiscovery {
    /// The lock of the history in `schemas`, read through the configuration in `configurationFolder` (`nil`
    /// when none is used): beside that configuration when its folder holds `schemas`; otherwise beside the
    /// nearest configuration above `schemas` that names it (the history's owner); otherwise beside the
    /// configuration all the same, or in `schemas` when there is none.
    public static func lock(forSchemas schemas: URL, configurationFolder: URL?) -> URL {
        if let configurationFolder, holds(configurationFolder, schemas) {
            return configurationFolder.appendingPathComponent(SchemaLock.fileName)
        }
        if let owner = owningConfigurationFolder(of: schemas) {
            return owner.appendingPathComponent(SchemaLock.fileName)
        }
        return (configurationFolder ?? schemas).appendingPathComponent(SchemaLock.fileName)
    }

    /// A lock beside the configuration in `configurationFolder` that is not the history's (`lock`): a copy
    /// made by hand, which nothing reads, so a seal made since would be missing from it without a word.
    public static func copy(besides configurationFolder: URL?, lock: URL) -> URL? {
        guard let candidate = configurationFolder?.appendingPathComponent(SchemaLock.fileName),
            candidate.standardizedFileURL.path != lock.standardizedFileURL.path,
            FileManager.default.fileExists(atPath: candidate.path)
        else { return nil }
        return candidate
    }

    /// Whether `folder` is `schemas` or a folder above it.
    private static func holds(_ folder: URL, _ schemas: URL) -> Bool {
        schemas.standardizedFileURL.pathComponents.starts(with: folder.standardizedFileURL.pathComponents)
    }

    /// The folder of the nearest `schemagen.yaml` at or above `schemas`' parent, up to the package root, whose
    /// `schemas` is that folder.
    static func owningConfigurationFolder(of schemas: URL) -> URL? {
        let target = schemas.standardizedFileURL.path
        var folder = schemas.standardizedFileURL.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(ConfigurationDiscovery.fileName)
            if let bytes = FileManager.default.contents(atPath: candidate.path),
                let configuration = SchemaGenConfiguration.load(Array(bytes), path: candidate.path).configuration,
                URL(fileURLWithPath: configuration.schemas, relativeTo: folder).standardizedFileURL.path == target
            {
                return folder
            }
            if ConfigurationDiscovery.isRoot(folder) { return nil }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}

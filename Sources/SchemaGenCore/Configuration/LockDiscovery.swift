#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a history's lock is. A history has one lock, kept by the configuration that owns the history: the
/// one whose folder holds its schemas folder (an app target's `schemagen.yaml` beside its `Schemas/`). A
/// configuration that points at another target's history (a test target's, writing the migration test suite)
/// reads the owner's lock, never a copy of its own, so sealing a version reaches every target at once. The rules
/// are ``WorkspaceLayout``'s, which the build plugin follows too.
public enum LockDiscovery {
    /// The lock of the history in `schemas`, read through the configuration in `configurationFolder` (`nil`
    /// when none is used): beside that configuration when its folder holds `schemas`; otherwise beside the
    /// nearest configuration above `schemas` that names it (the history's owner); otherwise beside the
    /// configuration all the same, or in `schemas` when there is none.
    public static func lock(forSchemas schemas: URL, configurationFolder: URL?) -> URL {
        WorkspaceLayout.lockFolder(
            forSchemas: schemas, configurationFolder: configurationFolder, schemasOf: configuredSchemas
        ).appendingPathComponent(SchemaLock.fileName)
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

    /// The `schemas` of the configuration file `url`, or `nil` when it can't be read or is invalid.
    private static func configuredSchemas(_ url: URL) -> String? {
        guard let bytes = FileManager.default.contents(atPath: url.path) else { return nil }
        return SchemaGenConfiguration.load(Array(bytes), path: url.path).configuration?.schemas
    }
}

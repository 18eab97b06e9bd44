// Compiled into SchemaGenCore and, through symbolic links, into both plugins: where a history's lock and frozen
// stores are, and where the search for configurations stops, have this one source, so the build plugin declares
// the inputs schemagen reads. It imports Foundation only.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the files around a history are, given how to read a configuration's `schemas`.
enum WorkspaceLayout {
    /// The lock file's name.
    static let lockFileName = "schemagen.lock"
    /// The folder of frozen stores inside the fixtures folder.
    static let frozenStoresFolder = "stores"

    /// Whether `folder` is where every upward search stops: a package's or a repository's root (it holds a
    /// `Package.swift` or a `.git`).
    static func isPackageRoot(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            || FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
    }

    /// The folder holding the lock of the history in `schemas`, read through the configuration in
    /// `configurationFolder` (`nil` when none is used): that folder when it holds `schemas`; otherwise the
    /// history's owner, the nearest folder above `schemas` whose configuration names it; otherwise the
    /// configuration's folder all the same, or `schemas` when there is none. `schemasOf` gives the `schemas`
    /// of a configuration file, its default applied, or `nil` when it can't be read.
    static func lockFolder(
        forSchemas schemas: URL, configurationFolder: URL?, schemasOf: (URL) -> String?
    ) -> URL {
        if let configurationFolder, holds(configurationFolder, schemas) { return configurationFolder }
        return owningConfigurationFolder(of: schemas, schemasOf: schemasOf) ?? configurationFolder ?? schemas
    }

    /// The folder of the nearest `schemagen.yaml` at or above `schemas`' parent, up to the package root, whose
    /// `schemas` is that folder.
    static func owningConfigurationFolder(of schemas: URL, schemasOf: (URL) -> String?) -> URL? {
        let target = schemas.standardizedFileURL.path
        var folder = schemas.standardizedFileURL.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(OutputFileNames.configuration)
            if FileManager.default.fileExists(atPath: candidate.path), let configured = schemasOf(candidate),
                URL(fileURLWithPath: configured, relativeTo: folder).standardizedFileURL.path == target
            {
                return folder
            }
            if isPackageRoot(folder) { return nil }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Whether `folder` is `schemas` or a folder above it.
    private static func holds(_ folder: URL, _ schemas: URL) -> Bool {
        schemas.standardizedFileURL.pathComponents.starts(with: folder.standardizedFileURL.pathComponents)
    }
}

import Foundation
import SchemaModel
import SchemaRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one name a store's file is used by, whichever path the app gave.
///
/// SQLite keeps a database's rollback journal and write-ahead log beside the name it was opened by, and the
/// ``MigrationLock`` is a file beside the store too; two names for one file would mean two journals and two
/// locks, and two processes migrating one store at once. So every path is resolved to the file's canonical
/// path (symbolic links in the folders and in the name itself followed), and everything the runtime does
/// with the file (SQLite's connection, the lock, the backups) uses that path. Hard links can't be resolved
/// that way (no name of a hard-linked file is more canonical than another), so a store file with more than
/// one link is refused before anything opens it.
enum StoreName {
    /// The canonical URL of the store at `url`: the file's real path when it exists; otherwise its folder's
    /// real path and its name (a store about to be created). A folder that does not exist is left as given,
    /// so opening reports it as missing.
    static func resolve(_ url: URL) throws -> URL {
        let path = url.standardizedFileURL.path
        if let real = realPath(path) {
            try refuseHardLinks(real)
            return URL(fileURLWithPath: real)
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let realFolder = realPath(folder) else { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: realFolder).appendingPathComponent(name)
    }

    /// The path with every symbolic link resolved, or `nil` when something on it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Throws ``SchemaStoreError/multipleLinks(path:linkCount:)`` for a regular file with several hard links.
    private static func refuseHardLinks(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return }
        let links = Int(status.st_nlink)
        if links > 1 { throw SchemaStoreError.multipleLinks(path: path, linkCount: links) }
    }
}

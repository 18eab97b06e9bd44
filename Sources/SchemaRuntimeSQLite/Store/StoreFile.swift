import Foundation
import SchemaModel
import SchemaRuntime

/// What is at a store's path before SQLite opens it. SQLite is not asked first because it would create a
/// file that is missing and, for some files, write to ones it opens; this looks without touching.
enum StoreFile: Equatable {
    /// No file: a new store may be created.
    case missing
    /// A file of zero bytes (what an interrupted creation or `touch` leaves): a new store may be created.
    case empty
    /// A file that starts with SQLite's header (or a zero-byte file whose write-ahead log holds pages);
    /// `usesWAL` says whether the header records write-ahead logging.
    case sqlite(usesWAL: Bool)
    /// A file of another kind: never opened, never written.
    case notSQLite

    /// The 16 bytes every SQLite database file starts with.
    private static let header = Array("SQLite format 3\0".utf8)
    /// Where the header records the file format's write and read versions: 2 and 2 in WAL mode.
    private static let formatVersions = 18..<20

    /// Looks at the file at `url`.
    ///
    /// Not for a file this process already has open through SQLite: closing a descriptor drops every POSIX
    /// lock the process holds on the file, SQLite's included (``OpenStores`` tells).
    static func inspect(_ url: URL) throws -> StoreFile {
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile {
            return .missing
        } catch let error as CocoaError {
            throw SchemaStoreError.fault(error, path: path) ?? error
        }
        guard (attributes[.type] as? FileAttributeType) != .typeDirectory else { return .notSQLite }
        if (attributes[.size] as? NSNumber)?.intValue == 0 {
            // In WAL mode a database's pages can still be in its log; that is a store, not an empty file.
            let log = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? NSNumber
            return (log?.intValue ?? 0) > 0 ? .sqlite(usesWAL: true) : .empty
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch let error as CocoaError {
            throw SchemaStoreError.fault(error, path: path) ?? error
        }
        defer { try? handle.close() }
        let start: Data
        do {
            start = try handle.read(upToCount: formatVersions.upperBound) ?? Data()
        } catch {
            throw SchemaStoreError.ioError(path: path, underlying: error)
        }
        guard start.count >= header.count, Array(start.prefix(header.count)) == header else { return .notSQLite }
        let versions = Array(start.dropFirst(formatVersions.lowerBound))
        return .sqlite(usesWAL: versions == [2, 2])
    }
}

import Foundation
import GRDB
import SchemaModel

/// A copy of a store made before migrating it, in a file of its own that no other process uses
/// (`<store>.schemagen-backup-<random>`), so a failed migration can put the store back exactly as it was.
///
/// It is made, verified, restored and removed only under the ``MigrationLock``.
struct StoreBackup {
    /// Where the copy is.
    let url: URL
    /// The version and fingerprint the copy must record.
    let version: SchemaVersion
    let fingerprint: String

    /// The prefix of every backup file name of the store at `storeURL`.
    static func namePrefix(forStore storeURL: URL) -> String {
        storeURL.lastPathComponent + ".schemagen-backup-"
    }

    /// Copies the store with SQLite's online backup API and checks the copy. A copy that could not be written
    /// completely, or does not verify, is removed; the error says why (and whether removing it failed too).
    static func make(
        of store: DatabaseQueue, storeURL: URL, in directory: URL?, version: SchemaVersion, fingerprint: String
    ) throws -> StoreBackup {
        let folder = directory ?? storeURL.deletingLastPathComponent()
        let name = namePrefix(forStore: storeURL) + UUID().uuidString.prefix(8).lowercased()
        let backup = StoreBackup(
            url: folder.appendingPathComponent(name), version: version, fingerprint: fingerprint)
        do {
            if FileManager.default.fileExists(atPath: backup.url.path) {
                throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: backup.url.path])
            }
            let copy = try DatabaseQueue(path: backup.url.path)
            defer { try? copy.close() }
            try store.backup(to: copy)
            try copy.close()
            try backup.verify()
            return backup
        } catch {
            let cause = SchemaStoreError.typed(error, path: backup.url.path)
            var cleanupFailure: (any Error)?
            do { try backup.remove() } catch { cleanupFailure = error }
            throw SchemaStoreError.backupFailed(
                path: backup.url.path, underlying: cause, cleanupFailure: cleanupFailure)
        }
    }

    /// Whether the copy is there at all.
    var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Checks that the copy is a whole database (SQLite's quick check) at the version it was made at.
    func verify() throws {
        var configuration = Configuration()
        configuration.readonly = true
        let copy = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? copy.close() }
        try copy.read { db in
            let check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "no answer"
            guard check == "ok" else { throw VerificationFailure(reason: "SQLite's quick check says: \(check)") }
            guard try StoreMetadata.exists(db) else {
                throw VerificationFailure(reason: "it holds no schemagen metadata")
            }
            let recorded = try StoreMetadata.read(db)
            guard recorded.version == version, recorded.fingerprint == fingerprint else {
                throw VerificationFailure(
                    reason:
                        "it records version \(recorded.version.map(String.init(describing:)) ?? "none"), not \(version)"
                )
            }
        }
    }

    /// Copies the backup over the store. SQLite's backup API writes the whole store in one transaction, so
    /// if this fails the store keeps the state it had.
    func restore(into store: DatabaseQueue) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let copy = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? copy.close() }
        try copy.backup(to: store)
    }

    /// Deletes the copy and any journal SQLite left beside it.
    func remove() throws {
        for suffix in ["-journal", "-wal", "-shm", ""] {
            let path = url.path + suffix
            guard FileManager.default.fileExists(atPath: path) else { continue }
            try FileManager.default.removeItem(atPath: path)
        }
    }

    /// Deletes the backups that migrations killed before they could clean up left beside the store. Only
    /// called under the lock, after a migration succeeded: the store is whole at the latest version, so those
    /// copies of older states are obsolete, and no other process is using one.
    static func removeLeftovers(ofStore storeURL: URL, in directory: URL?) {
        let folder = directory ?? storeURL.deletingLastPathComponent()
        let prefix = namePrefix(forStore: storeURL)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Why a backup was not accepted.
    struct VerificationFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}

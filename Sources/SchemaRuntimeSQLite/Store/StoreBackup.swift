import Foundation
import GRDB
import SchemaModel
import SchemaRuntime

/// A copy of a store made before migrating it, in a file of its own that no other process uses
/// (`<store>.schemagen-backup-<random>`), so a failed migration can put the store back exactly as it was.
///
/// It is made, verified, restored and removed only under the ``MigrationLock``. The lock keeps other
/// migrators away, not other programs: a backup can still be truncated, replaced or edited on disk while a
/// migration runs. So its SHA-256 is recorded when it is made, and a restore replaces the store only with
/// bytes that hash the same (``restore(into:storePath:)``).
struct StoreBackup {
    /// Where the copy is.
    let url: URL
    /// The version and fingerprint the copy must record.
    let version: SchemaVersion
    let fingerprint: String
    /// The SHA-256 of the copy's bytes when it was made and verified.
    let digest: String

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
        var backup = StoreBackup(
            url: folder.appendingPathComponent(name), version: version, fingerprint: fingerprint, digest: "")
        do {
            if FileManager.default.fileExists(atPath: backup.url.path) {
                throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: backup.url.path])
            }
            let copy = try DatabaseQueue(path: backup.url.path)
            defer { try? copy.close() }
            try store.backup(to: copy)
            // The copy inherits the store's write-ahead logging with its header; a backup is one file that
            // holds everything (its digest covers it all, and reading it creates nothing beside it).
            try copy.writeWithoutTransaction { db in _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE") }
            try copy.close()
            // What a restore trusts is this digest (it checks the bytes it copies again); the check here refuses
            // a copy that is already bad before anything migrates.
            let digest = try FileDigest.sha256(of: backup.url)
            try backup.verify()
            backup = StoreBackup(url: backup.url, version: version, fingerprint: fingerprint, digest: digest)
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
        try Self.verify(url, version: version, fingerprint: fingerprint)
    }

    /// Checks that the database at `url` is whole (SQLite's quick check) and records `version` with
    /// `fingerprint`.
    static func verify(_ url: URL, version: SchemaVersion, fingerprint: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let database = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? database.close() }
        try database.read { db in try check(db, path: url.path, version: version, fingerprint: fingerprint) }
    }

    /// The checks a backup passes when it is made and a restored store passes after the copy.
    private static func check(_ db: Database, path: String, version: SchemaVersion, fingerprint: String) throws {
        let check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "no answer"
        guard check == "ok" else { throw VerificationFailure(reason: "SQLite's quick check says: \(check)") }
        guard try StoreMetadata.exists(db) else {
            throw VerificationFailure(reason: "it holds no schemagen metadata")
        }
        let recorded = try StoreMetadata.read(db, path: path)
        guard recorded.version == version else {
            throw VerificationFailure(
                reason: "it records version \(recorded.version.map(String.init(describing:)) ?? "none"), not \(version)"
            )
        }
        guard recorded.fingerprint == fingerprint else {
            throw VerificationFailure(
                reason: "it records the fingerprint \(recorded.fingerprint ?? "(none)"), not version \(version)'s")
        }
    }

    /// Puts the backup's content back into the store, proving it on the way:
    ///
    /// 1. the backup's bytes are copied into a staging file beside it while they are hashed, and the hash must
    ///    be the one recorded when the backup was made (a backup truncated, replaced or edited since fails
    ///    here, whenever it happened: the bytes checked are the bytes copied);
    /// 2. the staging copy must pass the backup's own checks (integrity, version, fingerprint);
    /// 3. SQLite's backup API copies it over the store, in one transaction: if that fails, the store keeps its
    ///    state;
    /// 4. the store must then pass the same checks.
    ///
    /// Throws a ``RestoreFailure`` that says which step failed, so the caller can say truthfully where the
    /// store is. The backup itself is never changed.
    func restore(into store: DatabaseQueue, storePath: String) throws(RestoreFailure) {
        let staging = URL(fileURLWithPath: url.path + Self.stagingSuffix)
        defer { Self.removeDatabaseFiles(at: staging) }
        do {
            Self.removeDatabaseFiles(at: staging)
            let copied = try FileDigest.copy(url, to: staging)
            guard copied.digest == digest else {
                throw BackupChanged(madeDigest: digest, nowDigest: copied.digest, byteCount: copied.byteCount)
            }
            try Self.verify(staging, version: version, fingerprint: fingerprint)
        } catch let error as FileDigest.Failure {
            // Reading the backup or writing the staging copy failed: the error names the file that failed.
            throw RestoreFailure.backupRejected(SchemaStoreError.typed(error.underlying, path: error.path))
        } catch {
            // The staging copy holds exactly the backup's bytes, so what SQLite finds wrong is the backup's.
            throw RestoreFailure.backupRejected(SchemaStoreError.typed(error, path: url.path))
        }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let source = try DatabaseQueue(path: staging.path, configuration: configuration)
            defer { try? source.close() }
            try source.backup(to: store)
        } catch {
            throw RestoreFailure.copyFailed(SchemaStoreError.typed(error, path: storePath))
        }
        do {
            try store.read { db in try Self.check(db, path: storePath, version: version, fingerprint: fingerprint) }
        } catch {
            throw RestoreFailure.restoredStoreRejected(SchemaStoreError.typed(error, path: storePath))
        }
    }

    /// What ``restore(into:storePath:)`` could not do, and so where the store is.
    enum RestoreFailure: Error {
        /// The backup failed its digest or its checks: nothing was written to the store.
        case backupRejected(any Error)
        /// Copying into the store failed: SQLite rolled the store back to its own state.
        case copyFailed(any Error)
        /// The copy was written, but the store then failed the backup's checks.
        case restoredStoreRejected(any Error)
    }

    /// The backup's bytes differ from those that were verified when it was made.
    struct BackupChanged: Error, CustomStringConvertible {
        var madeDigest: String
        var nowDigest: String
        var byteCount: Int

        var description: String {
            "its content changed after it was made (SHA-256 \(madeDigest.prefix(12))... when made, \(nowDigest.prefix(12))... in the \(byteCount) bytes there now)"
        }
    }

    /// The ending of the file a restore stages the backup's bytes in, beside the backup (so leftovers share
    /// the backups' prefix and are removed with them).
    static let stagingSuffix = ".restoring"

    /// Deletes the copy and any journal SQLite left beside it.
    func remove() throws {
        for suffix in Self.databaseFileSuffixes {
            let path = url.path + suffix
            guard FileManager.default.fileExists(atPath: path) else { continue }
            try FileManager.default.removeItem(atPath: path)
        }
    }

    /// The files of one SQLite database: its journals first, so a database is never left without them.
    private static let databaseFileSuffixes = ["-journal", "-wal", "-shm", ""]

    private static func removeDatabaseFiles(at url: URL) {
        for suffix in databaseFileSuffixes { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }

    /// Whether killed migrations or restores left backups (or their staging copies) beside the store.
    static func hasLeftovers(ofStore storeURL: URL, in directory: URL?) -> Bool {
        !leftovers(ofStore: storeURL, in: directory).isEmpty
    }

    /// Deletes the backups, and restores' staging copies, that killed migrations left. Only called under the
    /// lock with the store whole at the latest version: those copies of older states are obsolete, and no
    /// other process is using one.
    static func removeLeftovers(ofStore storeURL: URL, in directory: URL?) {
        for leftover in leftovers(ofStore: storeURL, in: directory) {
            try? FileManager.default.removeItem(at: leftover)
        }
    }

    private static func leftovers(ofStore storeURL: URL, in directory: URL?) -> [URL] {
        let folder = directory ?? storeURL.deletingLastPathComponent()
        let prefix = namePrefix(forStore: storeURL)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.map { folder.appendingPathComponent($0) }
    }

    /// Why a backup was not accepted.
    struct VerificationFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}

import Foundation
import GRDB
import SchemaModel

/// What a store is, as read without writing to it.
enum StoreState: Equatable {
    /// Nothing stored yet (a missing or zero-byte file): a new store is created.
    case new
    /// A store of this history at `schemas[index]`, whose tables match that version's layout;
    /// `stampIsCurrent` is false for a store stamped with an earlier fingerprint encoding, and
    /// `recordsFormerHistory` is true for one that records a history identifier the plan used to have.
    case atVersion(index: Int, usesWAL: Bool, stampIsCurrent: Bool, recordsFormerHistory: Bool)

    /// The same state with the journal mode known from elsewhere (the file's header).
    func usingWAL(_ usesWAL: Bool) -> StoreState {
        guard case .atVersion(let index, _, let stampIsCurrent, let recordsFormerHistory) = self else { return self }
        return .atVersion(
            index: index, usesWAL: usesWAL, stampIsCurrent: stampIsCurrent, recordsFormerHistory: recordsFormerHistory)
    }
}

/// Tells what the file at a store's path is: a new store, a store of this plan at a version it knows, or
/// something to refuse (another app's store, a newer one, one edited by hand), with the typed error that
/// says which.
///
/// ``observeWithoutWriting(headerSaysWAL:)`` decides before any read-write connection exists: such a connection, once
/// closed, checkpoints a write-ahead log into its database and deletes it, so a file refused after one had
/// opened it would not be the file the user had. The migrator reads the state again under its lock, through
/// its own connection, with ``state(_:)``.
struct StoreRecognition {
    let url: URL
    let schemas: [any VersionedSchema.Type]
    let facts: VersionFacts
    /// The schema history the store must belong to; `nil` to accept any.
    let history: String?
    /// Identifiers the plan's stores may record from before its current one.
    let formerHistories: [String]
    let busyTimeout: TimeInterval

    var path: String { url.path }

    /// Reads the store's state through a read-only connection that writes neither the file, nor its
    /// write-ahead log, nor its shared-memory index, and throws the refusal if there is one; the three files
    /// are then byte for byte as they were, and no file is created beside them.
    ///
    /// With both a log and its index, SQLite reads them without writing (`mode=ro`, `readonly_shm=1`).
    /// Otherwise only the main file is read (`immutable=1`): without a log it holds everything; with a log
    /// but no index (SQLite would have to build one) it holds a consistent, possibly older, committed state,
    /// enough to refuse a file that is not this app's store, and the migrator reads the full state under its
    /// lock. An immutable connection reports no journal mode, so `headerSaysWAL` (from the file's header)
    /// says whether the store uses write-ahead logging.
    func observeWithoutWriting(headerSaysWAL: Bool) throws -> StoreState {
        if fileSize(path + "-wal") != nil, fileSize(path + "-shm") != nil {
            do {
                return try observe(parameters: "mode=ro&readonly_shm=1")
            } catch let error as DatabaseError
                where [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_BUSY].contains(error.resultCode)
            {
                // An index SQLite would have to initialise or rebuild first: read the main file alone.
            }
        }
        return try observe(parameters: "immutable=1").usingWAL(headerSaysWAL)
    }

    private func observe(parameters: String) throws -> StoreState {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: Self.uri(path, parameters: parameters), configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try state(db) }
    }

    /// An SQLite URI filename for `path`: `?`, `#` and `%` in a path would otherwise end or escape it.
    static func uri(_ path: String, parameters: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?" + parameters
    }

    /// The size of the file at `path`, or `nil` when there is none.
    private func fileSize(_ path: String) -> Int? {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue
    }

    /// The store's state as `db` sees it, or the typed refusal.
    func state(_ db: Database) throws -> StoreState {
        guard try StoreMetadata.exists(db) else {
            let objects = try Row.fetchAll(
                db, sql: "SELECT type, count(*) AS n FROM sqlite_master GROUP BY type ORDER BY type")
            let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            // Read after the catalog: reading it rolls back a creation that was interrupted, emptying the file.
            // A log holding pages makes a zero-byte file a database, whether or not this connection read it.
            let size = (fileSize(path) ?? 0) + (fileSize(path + "-wal") ?? 0)
            if objects.isEmpty, userVersion == 0, size == 0 { return .new }
            throw SchemaStoreError.foreignStore(
                path: path, detail: try Self.describeForeignContent(objects, userVersion: userVersion))
        }
        let recorded: StoreMetadata.Recorded
        do {
            recorded = try StoreMetadata.read(db, path: path)
        } catch let error as DatabaseError where SchemaStoreError.fault(error, path: path) == nil {
            // The table is there but not as schemagen writes it (edited by hand): a refusal, not a raw error.
            throw SchemaStoreError.unknownSchema(
                path: path, storeVersion: nil,
                reason: "its metadata can't be read (\(SchemaStoreError.describe(error)))")
        }
        var recordsFormerHistory = false
        if let history, let recordedHistory = recorded.history, recordedHistory != history {
            guard formerHistories.contains(recordedHistory) else {
                throw SchemaStoreError.foreignStore(
                    path: path,
                    detail: "it belongs to the schema history '\(recordedHistory)', and this app's is '\(history)'")
            }
            recordsFormerHistory = true
        }
        guard let storeVersion = recorded.version else {
            throw SchemaStoreError.unknownSchema(path: path, storeVersion: nil, reason: "its metadata has no version")
        }
        let latest = schemas[schemas.count - 1].versionIdentifier
        guard let index = schemas.firstIndex(where: { $0.versionIdentifier == storeVersion }) else {
            if storeVersion > latest {
                throw SchemaStoreError.storeIsNewer(path: path, storeVersion: storeVersion, latestVersion: latest)
            }
            throw SchemaStoreError.unknownSchema(
                path: path, storeVersion: storeVersion, reason: "version \(storeVersion) is not in the migration plan")
        }
        let fingerprint = facts.fingerprint(at: index)
        let recognition = SchemaFingerprint.recognise(
            recorded.fingerprint, for: facts.schemas[index], fingerprint: fingerprint)
        guard recognition != .different else {
            throw SchemaStoreError.unknownSchema(
                path: path, storeVersion: storeVersion,
                reason:
                    "its fingerprint \(recorded.fingerprint ?? "(none)") differs from this app's version \(storeVersion) (\(fingerprint)); the schema of a shipped version was edited"
            )
        }
        let differences = try facts.layout(at: index).differences(in: db)
        guard differences.isEmpty else {
            throw SchemaStoreError.layoutMismatch(
                path: path, version: storeVersion, difference: differences.joined(separator: "; "))
        }
        let journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? ""
        return .atVersion(
            index: index, usesWAL: journalMode.lowercased() == "wal", stampIsCurrent: recognition == .current,
            recordsFormerHistory: recordsFormerHistory)
    }

    /// "it holds 2 tables and 1 view but no schemagen metadata".
    private static func describeForeignContent(_ objects: [Row], userVersion: Int) throws -> String {
        let parts = try objects.compactMap { row -> String? in
            guard let type = try row.decode(String?.self, forColumn: "type"),
                let count = try row.decode(Int?.self, forColumn: "n")
            else { return nil }
            return "\(count) \(type)\(count == 1 ? "" : "s")"
        }
        var what = parts.isEmpty ? "an SQLite database with nothing in it" : "it holds " + parts.joined(separator: ", ")
        if userVersion != 0 {
            what += parts.isEmpty ? " but user_version \(userVersion)" : ", user_version \(userVersion)"
        }
        return what + " and no schemagen metadata; only a missing or empty file becomes a new store"
    }
}

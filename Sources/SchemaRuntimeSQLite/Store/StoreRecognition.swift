import Foundation
import GRDB
import SchemaModel
import SchemaRuntime

/// What a store is, as read without writing to it.
enum StoreState: Equatable {
    /// Nothing stored yet (a missing or zero-byte file): a new store is created.
    case new
    /// A store of this history at `schemas[index]`, whose tables match that version's layout;
    /// `stampIsCurrent` is false for a store stamped with an earlier fingerprint encoding, and
    /// `recordsFormerHistory` is true for one that records a history identifier the plan used to have.
    case atVersion(index: Int, usesWAL: Bool, stampIsCurrent: Bool, recordsFormerHistory: Bool)
    /// A store a newer release migrated to `storeVersion`, which records that instances at the plan's latest
    /// version can still use it (``VersionFacts/servesNewerStore(at:oldestCompatible:)``): served as it is,
    /// never migrated nor stamped by this app.
    /// `missingColumns` are the deprecated attributes' columns the newer release dropped, by table.
    case newerCompatible(storeVersion: SchemaVersion, usesWAL: Bool, missingColumns: [String: Set<String>])

    /// The same state with the journal mode known from elsewhere (the file's header).
    func usingWAL(_ usesWAL: Bool) -> StoreState {
        switch self {
        case .new: self
        case .atVersion(let index, _, let stampIsCurrent, let recordsFormerHistory):
            .atVersion(
                index: index, usesWAL: usesWAL, stampIsCurrent: stampIsCurrent,
                recordsFormerHistory: recordsFormerHistory)
        case .newerCompatible(let storeVersion, _, let missing):
            .newerCompatible(storeVersion: storeVersion, usesWAL: usesWAL, missingColumns: missing)
        }
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
    /// The plan's version types, which only the migrator needs: recognition reads `facts`. Empty when a store
    /// is only inspected, from versions described as data.
    let schemas: [any VersionedSchema.Type]
    let facts: VersionFacts
    /// The schema history the store must belong to; `nil` to accept any.
    let history: String?
    /// Identifiers the plan's stores may record from before its current one.
    let formerHistories: [String]
    let busyTimeout: TimeInterval

    var path: String { url.path }

    /// The size of a write-ahead log's header: a log no longer than this holds no commit.
    private static let logHeaderSize = 32

    /// Reads the store's state through a read-only connection that writes neither the file, nor its
    /// write-ahead log, nor its shared-memory index, and throws the refusal if there is one; the three files
    /// are then byte for byte as they were, and no file is created beside them. Returns `nil` when the whole
    /// state can't be read that way; only a state read whole may let an open skip the migrator's checks.
    ///
    /// - With both a log and its index, SQLite reads them without writing (`mode=ro`, `readonly_shm=1`).
    /// - With no log, or one that holds no commit, the main file holds everything and is read alone
    ///   (`immutable=1`). An immutable connection reports no journal mode, so `headerSaysWAL` (from the file's
    ///   header) says whether the store uses write-ahead logging.
    /// - With a log that holds commits but no index SQLite can read without writing, the main file alone may
    ///   be an older state than the database's (a commit in the log can drop a table or record a newer
    ///   version), and SQLite would have to write an index to read the log. So the main file and its log are
    ///   copied into a private folder and the copy is read; nothing is written beside the store. Not when
    ///   `openInThisProcess`: closing the copy's descriptor would drop this process's SQLite locks on the file
    ///   (see ``OpenStores``); the migrator then reads the state under its lock.
    func observeWithoutWriting(headerSaysWAL: Bool, openInThisProcess: Bool = false) throws -> StoreState? {
        for _ in 0..<3 {
            if fileSize(path + "-wal") != nil, fileSize(path + "-shm") != nil {
                do {
                    return try observe(parameters: "mode=ro&readonly_shm=1")
                } catch let error as DatabaseError
                    where [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_BUSY].contains(error.resultCode)
                {
                    // An index SQLite would have to initialise or rebuild first: read without it.
                }
            }
            guard (fileSize(path + "-wal") ?? 0) > Self.logHeaderSize else {
                return try observe(parameters: "immutable=1").usingWAL(headerSaysWAL)
            }
            if openInThisProcess { break }
            if let state = try observePrivateCopy() { return state }
            // The files changed while they were copied: a writer is at work, and has an index by now.
        }
        // No whole view without writing: decide nothing here (a state read from the main file alone could refuse
        // a good store or pass a bad one); the migrator reads the whole state under its lock.
        return nil
    }

    /// Reads a private copy of the main file and its log, or returns `nil` when either changed while it was
    /// copied.
    private func observePrivateCopy() throws -> StoreState? {
        func copyFailed(_ error: any Error) -> SchemaStoreError {
            SchemaStoreError.ioError(path: path, underlying: CopyForReadingFailed(underlying: error))
        }
        let folder: URL
        do { folder = try PrivateStoreCopy.makeFolder("schemagen-recognition") } catch { throw copyFailed(error) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("store.sqlite").path
        let unchanged: Bool
        do { unchanged = try PrivateStoreCopy.copyFiles(of: path, to: copy) } catch { throw copyFailed(error) }
        guard unchanged else { return nil }
        // Messages still name the store, and sizes are the store's: `state` reads them from `path`.
        return try read(file: copy, parameters: "mode=ro") { try state($0) }
    }

    /// Why a store whose log holds commits could not be read: its copy could not be made.
    struct CopyForReadingFailed: Error, CustomStringConvertible {
        let underlying: any Error
        var description: String {
            "its write-ahead log holds commits and has no index, so it is read from a private copy, which could not be made: \(SchemaStoreError.describe(underlying)); free space in the temporary folder, or open the store once with the app that wrote it"
        }
    }

    private func observe(parameters: String) throws -> StoreState {
        try read(file: path, parameters: parameters) { try state($0) }
    }

    /// The store's state and history, read from `copy`, a private copy of its files (messages and sizes are the
    /// store's own), or the typed refusal.
    func stateAndHistory(readingCopy copy: String) throws -> (StoreState, [AppliedStage]) {
        try read(file: copy, parameters: "mode=ro") { db in
            (try state(db), try StoreMetadata.exists(db) ? StoreMetadata.history(db, path: path) : [])
        }
    }

    /// `body` run on a read-only connection to `file` (the store or a copy of it), opened with the URI
    /// `parameters`, and closed after.
    private func read<T>(file: String, parameters: String, _ body: (Database) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: Self.uri(file, parameters: parameters), configuration: configuration)
        defer { try? queue.close() }
        return try queue.read(body)
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
            throw SchemaStoreError.unknownSchema(
                path: path, storeVersion: nil, reason: StoreMetadata.unreadableVersionReason(recorded.versionText))
        }
        if facts.servesNewerStore(at: storeVersion, oldestCompatible: recorded.oldestCompatible) {
            // Its own tables must be there as it has them, less deprecated columns the newer release dropped;
            // what the newer release added is not its concern.
            let latest = facts.schemas.count - 1
            let missing = try facts.layout(at: latest).missingDeprecatedColumns(in: db)
            let differences = try facts.layout(at: latest).serving(without: missing).differences(
                in: db, allowingAdditions: true)
            guard differences.isEmpty else {
                throw SchemaStoreError.layoutMismatch(
                    path: path, version: storeVersion, difference: differences.joined(separator: "; "),
                    servedAs: facts.schemas[latest].version)
            }
            return .newerCompatible(storeVersion: storeVersion, usesWAL: try Self.usesWAL(db), missingColumns: missing)
        }
        let index = try facts.index(
            ofStoreVersion: storeVersion, oldestCompatible: recorded.oldestCompatible, path: path)
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
        return .atVersion(
            index: index, usesWAL: try Self.usesWAL(db), stampIsCurrent: recognition == .current,
            recordsFormerHistory: recordsFormerHistory)
    }

    /// Whether the store `db` reads uses write-ahead logging.
    private static func usesWAL(_ db: Database) throws -> Bool {
        (try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "").lowercased() == "wal"
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

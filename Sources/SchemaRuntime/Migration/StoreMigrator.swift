import Foundation
import GRDB
import Logging
import SchemaModel

#if canImport(GRDBSQLite)
    import GRDBSQLite
#elseif canImport(SQLite3)
    import SQLite3
#endif

/// Brings a store to the plan's latest version: creates it, or identifies its version and runs the stages
/// from there, each atomic.
///
/// The protocol, in order: look at the store without writing a byte; if anything must be written, take the
/// ``MigrationLock`` first and look again (another process may have done the work meanwhile); make a
/// verified backup in a file of this migration's own; run the stages; on failure restore only from a backup
/// that exists and verifies, and otherwise leave the store whole at the version its last committed stage
/// reached, saying which.
struct StoreMigrator {
    let url: URL
    let queue: DatabaseQueue
    let schemas: [any VersionedSchema.Type]
    /// The layouts and fingerprints of `schemas`, shared with the store once it is open.
    let facts: VersionFacts
    let stages: [MigrationStage]
    /// The schema history the store must belong to; `nil` to accept any.
    let history: String?
    let options: StoreOptions

    var logger: Logger { options.logger }
    var path: String { url.path }

    /// What a store is, as read without writing to it.
    enum StoreState: Equatable {
        /// Nothing stored yet (a missing or zero-byte file): a new store is created.
        case new
        /// A store of this history at `schemas[index]`, whose tables match that version's layout;
        /// `stampIsCurrent` is false for a store stamped with an earlier fingerprint encoding.
        case atVersion(index: Int, usesWAL: Bool, stampIsCurrent: Bool)
    }

    func bringUpToDate() throws {
        let latestIndex = schemas.count - 1
        // An up-to-date store in WAL mode with a current stamp needs nothing written: no lock, no write.
        if case .atVersion(latestIndex, usesWAL: true, stampIsCurrent: true) = try readState() {
            try requireWritable()
            return
        }
        let lock = try MigrationLock.acquire(forStore: path, timeout: options.busyTimeout)
        defer { lock.release() }
        switch try readState() {
        case .new:
            try create(at: latestIndex)
            try useWriteAheadLog()
        case .atVersion(let index, _, let stampIsCurrent):
            try requireWritable()
            try useWriteAheadLog()
            if !stampIsCurrent { try restamp(at: index) }
            if index < latestIndex { try migrate(from: index) }
        }
    }

    // MARK: Reading the store's state

    private func readState() throws -> StoreState {
        try typedFaults { try queue.read { db in try state(db) } }
    }

    private func state(_ db: Database) throws -> StoreState {
        guard try StoreMetadata.exists(db) else {
            let objects = try Row.fetchAll(
                db, sql: "SELECT type, count(*) AS n FROM sqlite_master GROUP BY type ORDER BY type")
            let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            // Read after the catalog: reading it rolls back a creation that was interrupted, emptying the file.
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
            if objects.isEmpty, userVersion == 0, (size?.intValue ?? 0) == 0 { return .new }
            throw SchemaStoreError.foreignStore(
                path: path, detail: Self.describeForeignContent(objects, userVersion: userVersion))
        }
        let recorded: StoreMetadata.Recorded
        do {
            recorded = try StoreMetadata.read(db)
        } catch let error as DatabaseError where SchemaStoreError.fault(error, path: path) == nil {
            // The table is there but not as schemagen writes it (edited by hand): a refusal, not a raw error.
            throw SchemaStoreError.unknownSchema(
                path: path, storeVersion: nil,
                reason: "its metadata can't be read (\(SchemaStoreError.describe(error)))")
        }
        if let history, let recordedHistory = recorded.history, recordedHistory != history {
            throw SchemaStoreError.foreignStore(
                path: path,
                detail: "it belongs to the schema history '\(recordedHistory)', and this app's is '\(history)'")
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
            index: index, usesWAL: journalMode.lowercased() == "wal", stampIsCurrent: recognition == .current)
    }

    /// "it holds 2 tables and 1 view but no schemagen metadata".
    private static func describeForeignContent(_ objects: [Row], userVersion: Int) -> String {
        let parts = objects.compactMap { row -> String? in
            guard let type = row["type"] as String?, let count = row["n"] as Int? else { return nil }
            return "\(count) \(type)\(count == 1 ? "" : "s")"
        }
        var what = parts.isEmpty ? "an SQLite database with nothing in it" : "it holds " + parts.joined(separator: ", ")
        if userVersion != 0 {
            what += parts.isEmpty ? " but user_version \(userVersion)" : ", user_version \(userVersion)"
        }
        return what + " and no schemagen metadata; only a missing or empty file becomes a new store"
    }

    /// A store SQLite could open only for reading can't be migrated or written; say so now, not at the first
    /// write.
    private func requireWritable() throws {
        let readOnly = try queue.read { db in sqlite3_db_readonly(db.sqliteConnection, "main") == 1 }
        if readOnly {
            throw SchemaStoreError.readOnly(
                path: path,
                underlying: DatabaseError(
                    resultCode: .SQLITE_READONLY, message: "SQLite could open it only for reading"))
        }
    }

    /// Switches the store to write-ahead logging, so readers keep reading the last committed version while a
    /// migration or a long write runs. The mode is recorded in the file; later opens find it set.
    private func useWriteAheadLog() throws {
        try typedFaults {
            try queue.writeWithoutTransaction { db in
                let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") ?? ""
                if mode.lowercased() != "wal" {
                    logger.warning("the store could not use write-ahead logging", metadata: ["mode": "\(mode)"])
                }
            }
        }
    }

    /// Rewrites an earlier encoding's fingerprint in the current one; the store's contents are the same.
    private func restamp(at index: Int) throws {
        let version = schemas[index]
        let fingerprint = facts.fingerprint(at: index)
        try typedFaults {
            try queue.write { db in try StoreMetadata.restamp(db, fingerprint: fingerprint) }
        }
        logger.info(
            "re-stamped the store's fingerprint in encoding \(SchemaFingerprint.encoding)",
            metadata: ["path": "\(path)", "version": "\(version.versionIdentifier)"])
    }

    // MARK: Creating

    private func create(at index: Int) throws {
        let latest = schemas[index]
        let layout = facts.layout(at: index)
        let fingerprint = facts.fingerprint(at: index)
        // One transaction: a creation that is interrupted rolls back to an empty file, which is new again.
        try typedFaults {
            try queue.write { db in
                let start = Date()
                for table in layout.tables {
                    try db.execute(sql: table.createStatement)
                    for index in table.indexes { try db.execute(sql: index.createStatement(table: table.name)) }
                }
                try StoreMetadata.create(db)
                try StoreMetadata.write(
                    db, version: latest.versionIdentifier, fingerprint: fingerprint, history: history)
                try StoreMetadata.recordStage(
                    db, from: nil, to: latest.versionIdentifier, kind: "created",
                    duration: Date().timeIntervalSince(start), rowsTouched: 0)
            }
        }
        logger.info("created store at version \(latest.versionIdentifier)", metadata: ["path": "\(path)"])
    }

    // MARK: Migrating

    private func migrate(from startIndex: Int) throws {
        let steps = Array(startIndex..<(schemas.count - 1))
        let start = schemas[startIndex]
        logger.info(
            "migrating store from \(start.versionIdentifier) to \(schemas[schemas.count - 1].versionIdentifier) in \(steps.count) stages",
            metadata: ["path": "\(path)"])
        // Another connection may hold SQLite's write lock (the lock file only orders migrators): wait for it
        // up to the busy timeout now, so a busy store fails with nothing done rather than mid-migration.
        try typedFaults { try queue.inTransaction(.immediate) { _ in .rollback } }
        let backup =
            options.backupBeforeMigrating
            ? try StoreBackup.make(
                of: queue, storeURL: url, in: options.backupDirectory, version: start.versionIdentifier,
                fingerprint: facts.fingerprint(at: startIndex))
            : nil
        var reached = start.versionIdentifier
        do {
            for (position, index) in steps.enumerated() {
                try runStage(at: index, position: position + 1, count: steps.count)
                reached = schemas[index + 1].versionIdentifier
            }
        } catch let failure as StageFailure {
            throw failure.error(outcome: settle(reached: reached, backup: backup))
        }
        if let backup {
            do { try backup.remove() } catch {
                logger.warning(
                    "the backup of a successful migration could not be removed",
                    metadata: ["backup": "\(backup.url.path)", "error": "\(error)"])
            }
        }
        StoreBackup.removeLeftovers(ofStore: url, in: options.backupDirectory)
    }

    /// After a failed stage: restores the backup when it exists and verifies, and says where the store is.
    private func settle(reached: SchemaVersion, backup: StoreBackup?) -> MigrationOutcome {
        // The failed stage rolled back, so the store is at the last version recorded; read it rather than
        // assume it.
        let current =
            (try? queue.read { db in try StoreMetadata.read(db).version }).flatMap { $0 } ?? reached
        guard let backup else { return .leftAt(version: current, reason: .backupsOff) }
        guard backup.exists else { return .leftAt(version: current, reason: .backupMissing(path: backup.url.path)) }
        do {
            try backup.verify()
        } catch {
            return .leftAt(version: current, reason: .backupUnusable(path: backup.url.path, underlying: error))
        }
        logger.error("a stage failed; restoring the backup", metadata: ["backup": "\(backup.url.path)"])
        do {
            try backup.restore(into: queue)
        } catch {
            return .leftAt(
                version: current,
                reason: .restoreFailed(
                    backupPath: backup.url.path, underlying: SchemaStoreError.typed(error, path: path)))
        }
        do { try backup.remove() } catch {
            logger.warning(
                "the restored backup could not be removed",
                metadata: ["backup": "\(backup.url.path)", "error": "\(error)"])
        }
        return .restored(version: backup.version)
    }

    private func runStage(at index: Int, position: Int, count: Int) throws {
        let from = facts.schemas[index]
        let to = facts.schemas[index + 1]
        let fromFingerprint = facts.fingerprint(at: index)
        let toFingerprint = facts.fingerprint(at: index + 1)
        guard index < stages.count else {
            throw StageFailure(
                kind: .migration, from: from.version, to: to.version,
                underlying: MissingStage(from: from.version, to: to.version))
        }
        let stage = stages[index]
        var progress = MigrationProgress(
            stage: position, stageCount: count, from: from.version, to: to.version, kind: stage.kind, rowsDone: 0,
            rowsTotal: 0)
        options.progress?(progress)
        let start = Date()
        var rowsTouched = 0
        do {
            try queue.writeWithoutTransaction { db in
                // SQLite's table-rebuild procedure runs with foreign keys off, and checks them before commit.
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
                try db.inTransaction(.immediate) {
                    // The lock makes this the only migrator; the check guards against a store changed by hand.
                    let recorded = try StoreMetadata.read(db)
                    guard recorded.version == from.version, recorded.fingerprint == fromFingerprint else {
                        return .commit
                    }
                    let executor = StepExecutor(
                        from: from, to: to, oldLayout: facts.layout(at: index), newLayout: facts.layout(at: index + 1),
                        db: db, isCustom: stage.kind == .custom)
                    executor.progress = { done, total in
                        progress.rowsDone = done
                        progress.rowsTotal = total
                        options.progress?(progress)
                    }
                    // Rows are counted only in the entities this step rewrites: counting the others would read
                    // every row of tables the step leaves alone.
                    let rewritten = Set(
                        executor.rewrittenTables.compactMap { table -> String? in
                            guard case .entity = table.kind else { return nil }
                            return executor.counterpart(of: table)?.0.name
                        })
                    let before = try Self.rowCounts(db, layout: executor.oldLayout, only: rewritten)
                    try executor.prepareStructure()
                    if let custom = stage.customMigration {
                        do {
                            try custom(StageEnvironment(executor: executor))
                        } catch {
                            throw CustomStageError(underlying: error)
                        }
                    }
                    try executor.finish()
                    let after = try Self.rowCounts(
                        db, layout: executor.newLayout, only: Set(executor.rewrittenTables.map(\.name)))
                    try StageChecks(executor: executor, before: before, after: after).run()
                    do {
                        try options.validate?(
                            StageValidation(
                                from: from.version, to: to.version, rowCountsBefore: before, rowCountsAfter: after,
                                database: db))
                    } catch {
                        throw ValidationHookError(underlying: error)
                    }
                    rowsTouched = executor.rowsTouched
                    try StoreMetadata.write(
                        db, version: to.version, fingerprint: toFingerprint, history: history)
                    try StoreMetadata.recordStage(
                        db, from: from.version, to: to.version, kind: stage.kind.rawValue,
                        duration: Date().timeIntervalSince(start), rowsTouched: rowsTouched)
                    return .commit
                }
            }
        } catch {
            throw StageFailure(error, from: from.version, to: to.version, path: path)
        }
        logger.info(
            "applied \(stage.kind.rawValue) stage \(from.version) -> \(to.version)",
            metadata: ["rows": "\(rowsTouched)", "seconds": "\(Date().timeIntervalSince(start))"])
    }

    static func rowCounts(_ db: Database, layout: StoreLayout, only tables: Set<String>) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for table in layout.tables where tables.contains(table.name) {
            guard case .entity(let model) = table.kind, try db.tableExists(table.name) else { continue }
            counts[model] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SQL.quoted(table.name))") ?? 0
        }
        return counts
    }

    // MARK: Errors

    /// Runs `body`, turning SQLite's faults of the store file into typed errors.
    private func typedFaults<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw SchemaStoreError.fault(error, path: path) ?? error
        }
    }
}

/// A custom stage's error, kept apart from the runtime's own.
struct CustomStageError: Error {
    var underlying: any Error
}

/// A validation hook's error, kept apart from the runtime's own checks.
struct ValidationHookError: Error {
    var underlying: any Error
}

/// The plan has fewer stages than steps between its versions.
struct MissingStage: Error, CustomStringConvertible {
    var from: SchemaVersion
    var to: SchemaVersion
    var description: String { "the migration plan has no stage for this step" }
}

/// A stage that failed, before it is known where the store ends up.
struct StageFailure: Error {
    enum Kind { case custom, validation, migration }

    var kind: Kind
    var from: SchemaVersion
    var to: SchemaVersion
    var underlying: any Error

    init(kind: Kind, from: SchemaVersion, to: SchemaVersion, underlying: any Error) {
        self.kind = kind
        self.from = from
        self.to = to
        self.underlying = underlying
    }

    /// Sorts what a stage threw: the user's own errors stay exactly as thrown; SQLite's faults of the file
    /// become typed errors, even when they surface through a custom stage's code.
    init(_ error: any Error, from: SchemaVersion, to: SchemaVersion, path: String) {
        switch error {
        case let error as CustomStageError:
            if let database = error.underlying as? DatabaseError,
                let fault = SchemaStoreError.fault(database, path: path)
            {
                self.init(kind: .migration, from: from, to: to, underlying: fault)
            } else {
                self.init(kind: .custom, from: from, to: to, underlying: error.underlying)
            }
        case let error as ValidationHookError:
            self.init(kind: .validation, from: from, to: to, underlying: error.underlying)
        case let error as StageChecks.Failure:
            self.init(kind: .validation, from: from, to: to, underlying: error)
        default:
            self.init(kind: .migration, from: from, to: to, underlying: SchemaStoreError.typed(error, path: path))
        }
    }

    func error(outcome: MigrationOutcome) -> SchemaStoreError {
        switch kind {
        case .custom: .customStageFailed(from: from, to: to, underlying: underlying, outcome: outcome)
        case .validation: .validationFailed(from: from, to: to, underlying: underlying, outcome: outcome)
        case .migration: .migrationFailed(from: from, to: to, underlying: underlying, outcome: outcome)
        }
    }
}

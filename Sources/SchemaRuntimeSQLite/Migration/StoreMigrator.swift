import Foundation
import GRDB
import Logging
import SchemaModel
import SchemaRuntime

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
    /// The plan's versions, their facts and the history the store must belong to.
    let recognition: StoreRecognition
    let stages: [MigrationStage]
    let options: StoreOptions

    var schemas: [any VersionedSchema.Type] { recognition.schemas }
    /// The layouts and fingerprints of `schemas`, shared with the store once it is open.
    var facts: VersionFacts { recognition.facts }
    var history: String? { recognition.history }
    var logger: Logger { options.logger }
    var path: String { url.path }

    /// Brings the store to the latest version from `observed`, the state read before this migrator's
    /// connection opened (`nil` when it could not be read whole without writing), and returns the layout the
    /// open store serves: the latest version's, less the deprecated columns a newer release dropped.
    func bringUpToDate(observed: StoreState?) throws -> StoreLayout {
        let latestIndex = schemas.count - 1
        let latestLayout = facts.layout(at: latestIndex)
        // An up-to-date store in WAL mode with a current stamp needs nothing written: no lock, no write. Only a
        // state read whole says so (`nil` is a state that could not be read whole without writing).
        if case .atVersion(latestIndex, usesWAL: true, stampIsCurrent: true, recordsFormerHistory: false)? = observed {
            try requireWritable()
            removeLeftoverBackupsIfIdle()
            return latestLayout
        }
        if case .newerCompatible(_, _, let missing)? = observed {
            try requireWritable()
            return latestLayout.serving(without: missing)
        }
        let lock = try MigrationLock.acquire(forStore: path, timeout: options.busyTimeout)
        defer { lock.release() }
        switch try readState() {
        case .new:
            try create(at: latestIndex)
            try useWriteAheadLog()
        case .atVersion(let index, _, let stampIsCurrent, let recordsFormerHistory):
            try requireWritable()
            try useWriteAheadLog()
            if !stampIsCurrent { try restamp(at: index) }
            if recordsFormerHistory, let history { try restampHistory(history) }
            if index < latestIndex { try migrate(from: index) }
            // Whatever path got here, the store is whole at the latest version: copies of its older states
            // that killed migrations left behind are obsolete, and under the lock no one is using one.
            StoreBackup.removeLeftovers(ofStore: url, in: options.backupDirectory)
        case .newerCompatible(_, _, let missing):
            // The newer release's store: served as it is; its backups and stamps are the newer release's.
            try requireWritable()
            return latestLayout.serving(without: missing)
        }
        return latestLayout
    }

    /// Removes the backups killed migrations left, when no other process holds the lock (one that does may
    /// be using its backup, and removes leftovers itself when it succeeds). Only called for a store already
    /// at the latest version; taking the lock is tried once, never waited for.
    private func removeLeftoverBackupsIfIdle() {
        guard StoreBackup.hasLeftovers(ofStore: url, in: options.backupDirectory),
            let lock = try? MigrationLock.acquire(forStore: path, timeout: 0)
        else { return }
        defer { lock.release() }
        // Read again under the lock: the store is still at the latest version (nothing downgrades it).
        guard case .atVersion(schemas.count - 1, _, _, _)? = try? readState() else { return }
        StoreBackup.removeLeftovers(ofStore: url, in: options.backupDirectory)
    }

    // MARK: Reading the store's state

    private func readState() throws -> StoreState {
        try typedFaults { try queue.read { db in try recognition.state(db) } }
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

    /// Records the plan's current history identifier in a store that recorded a former one.
    private func restampHistory(_ history: String) throws {
        try typedFaults { try queue.write { db in try StoreMetadata.restampHistory(db, history: history) } }
        logger.info("re-stamped the store's schema history", metadata: ["path": "\(path)", "history": "\(history)"])
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
                for statement in SQLiteDialect().createStatements(for: layout.tables) {
                    try db.execute(sql: statement)
                }
                try StoreMetadata.create(db)
                try StoreMetadata.write(
                    db, version: latest.versionIdentifier, fingerprint: fingerprint,
                    oldestCompatible: facts.oldestCompatibleVersion(at: index), history: history)
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
            throw failure.error(path: path, outcome: settle(reached: reached, backup: backup))
        }
        if let backup {
            do { try backup.remove() } catch {
                logger.warning(
                    "the backup of a successful migration could not be removed",
                    metadata: ["backup": "\(backup.url.path)", "error": "\(error)"])
            }
        }
    }

    /// After a failed stage: restores the backup when it exists and proves itself, and says where the store
    /// is. "Restored" is said only once the restored store has passed the backup's checks.
    private func settle(reached: SchemaVersion, backup: StoreBackup?) -> MigrationOutcome {
        let current = recordedVersion() ?? reached
        guard let backup else { return .leftAt(version: current, reason: .backupsOff) }
        guard backup.exists else { return .leftAt(version: current, reason: .backupMissing(path: backup.url.path)) }
        logger.error("a stage failed; restoring the backup", metadata: ["backup": "\(backup.url.path)"])
        do throws(StoreBackup.RestoreFailure) {
            try backup.restore(into: queue, storePath: path)
        } catch {
            switch error {
            case .backupRejected(let error):
                return .leftAt(version: current, reason: .backupUnusable(path: backup.url.path, underlying: error))
            case .copyFailed(let error):
                return .leftAt(
                    version: current, reason: .restoreFailed(backupPath: backup.url.path, underlying: error))
            case .restoredStoreRejected(let error):
                return .leftAt(
                    version: recordedVersion() ?? current,
                    reason: .restoredCopyFailedCheck(backupPath: backup.url.path, underlying: error))
            }
        }
        do { try backup.remove() } catch {
            logger.warning(
                "the restored backup could not be removed",
                metadata: ["backup": "\(backup.url.path)", "error": "\(error)"])
        }
        return .restored(version: backup.version)
    }

    /// The version the store records now (a failed stage rolled back, so it is the last one committed); read
    /// rather than assumed.
    private func recordedVersion() -> SchemaVersion? {
        (try? queue.read { db in try StoreMetadata.read(db, path: path).version }).flatMap { $0 }
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
                    let recorded = try StoreMetadata.read(db, path: path)
                    guard recorded.version == from.version, recorded.fingerprint == fromFingerprint else {
                        return .commit
                    }
                    let step = StepRun(
                        stage: stage, from: from, to: to, oldLayout: facts.layout(at: index),
                        newLayout: facts.layout(at: index + 1))
                    rowsTouched = try step.run(
                        in: SQLiteStoreDatabase(db),
                        progress: { done, total in
                            progress.rowsDone = done
                            progress.rowsTotal = total
                            options.progress?(progress)
                        },
                        validate: { before, after in
                            try options.validate?(
                                StageValidation(
                                    from: from.version, to: to.version, rowCountsBefore: before,
                                    rowCountsAfter: after, database: db))
                        })
                    try StoreMetadata.write(
                        db, version: to.version, fingerprint: toFingerprint,
                        oldestCompatible: facts.oldestCompatibleVersion(at: index + 1), history: history)
                    try StoreMetadata.recordStage(
                        db, from: from.version, to: to.version, kind: stage.kind.rawValue,
                        duration: Date().timeIntervalSince(start), rowsTouched: rowsTouched)
                    return .commit
                }
            }
        } catch {
            throw StageFailure(error, from: from.version, to: to.version) { error in
                (error as? DatabaseError).flatMap { SchemaStoreError.fault($0, path: path) }
            }
        }
        logger.info(
            "applied \(stage.kind.rawValue) stage \(from.version) -> \(to.version)",
            metadata: ["rows": "\(rowsTouched)", "seconds": "\(Date().timeIntervalSince(start))"])
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

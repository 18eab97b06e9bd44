import Foundation
import GRDB
import Logging
import SchemaKit

/// Brings a store to the plan's latest version: creates it, or identifies its version and runs the stages
/// from there, each atomic, with an optional backup restored if any stage fails.
struct StoreMigrator {
    let url: URL
    let queue: DatabaseQueue
    let schemas: [any VersionedSchema.Type]
    let stages: [MigrationStage]
    let options: StoreOptions

    var logger: Logger { options.logger }

    /// The backup's location, beside the store.
    var backupURL: URL { URL(fileURLWithPath: url.path + ".schemagen-backup") }

    /// What a database holds, before anything is written to it.
    enum StoreState: Equatable {
        /// No tables: a new store.
        case empty
        /// Tables, but not schemagen's.
        case foreign(tableCount: Int)
        /// A schemagen store at a recorded version (`nil` if the metadata lost it).
        case versioned(SchemaVersion?, fingerprint: String?)
    }

    func bringUpToDate() throws {
        guard let latest = schemas.last else { return }
        let state = try mapDatabaseErrors { try queue.read { db in try Self.readState(db) } }
        let storeVersion: SchemaVersion
        let fingerprint: String?
        switch state {
        case .empty:
            try create(latest)
            return
        case .foreign(let count):
            throw SchemaStoreError.notADatabase(
                path: url.path,
                detail: "it holds \(count) tables but no schemagen metadata; it was not created by schemagen")
        case .versioned(nil, _):
            throw SchemaStoreError.unknownSchema(
                path: url.path, storeVersion: nil, reason: "its metadata has no version")
        case .versioned(let version?, let recorded):
            storeVersion = version
            fingerprint = recorded
        }
        guard let index = schemas.firstIndex(where: { $0.versionIdentifier == storeVersion }) else {
            if storeVersion > latest.versionIdentifier {
                throw SchemaStoreError.storeIsNewer(
                    path: url.path, storeVersion: storeVersion, latestVersion: latest.versionIdentifier)
            }
            throw SchemaStoreError.unknownSchema(
                path: url.path, storeVersion: storeVersion,
                reason: "version \(storeVersion) is not in the migration plan")
        }
        let expected = SchemaFingerprint.of(schemas[index].schemaDescription)
        guard fingerprint == expected else {
            throw SchemaStoreError.unknownSchema(
                path: url.path, storeVersion: storeVersion,
                reason:
                    "its fingerprint \(fingerprint ?? "(none)") differs from this app's version \(storeVersion) (\(expected)); the schema of a shipped version was edited"
            )
        }
        guard index < schemas.count - 1 else { return }
        try migrate(from: index)
    }

    static func readState(_ db: Database) throws -> StoreState {
        guard try StoreMetadata.exists(db) else {
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
            return tables > 0 ? .foreign(tableCount: tables) : .empty
        }
        let (version, fingerprint) = try StoreMetadata.read(db)
        return .versioned(version, fingerprint: fingerprint)
    }

    // MARK: Creating

    private func create(_ latest: any VersionedSchema.Type) throws {
        let layout = StoreLayout(latest.schemaDescription)
        try mapDatabaseErrors {
            try queue.write { db in
                // Another process may have created it between our read and this write.
                if try StoreMetadata.exists(db) { return }
                let start = Date()
                for table in layout.tables {
                    try db.execute(sql: table.createStatement)
                    for index in table.indexes { try db.execute(sql: index.createStatement(table: table.name)) }
                }
                try StoreMetadata.create(db)
                try StoreMetadata.write(
                    db, version: latest.versionIdentifier, fingerprint: SchemaFingerprint.of(latest.schemaDescription))
                try StoreMetadata.recordStage(
                    db, from: nil, to: latest.versionIdentifier, kind: "created",
                    duration: Date().timeIntervalSince(start), rowsTouched: 0)
            }
        }
        logger.info("created store at version \(latest.versionIdentifier)", metadata: ["path": "\(url.path)"])
    }

    // MARK: Migrating

    private func migrate(from startIndex: Int) throws {
        let steps = Array(startIndex..<(schemas.count - 1))
        logger.info(
            "migrating store from \(schemas[startIndex].versionIdentifier) to \(schemas[schemas.count - 1].versionIdentifier) in \(steps.count) stages",
            metadata: ["path": "\(url.path)"])
        if options.backupBeforeMigrating { try makeBackup() }
        do {
            for (position, index) in steps.enumerated() {
                try runStage(at: index, position: position + 1, count: steps.count)
            }
        } catch {
            if options.backupBeforeMigrating {
                logger.error("a stage failed; restoring the backup", metadata: ["error": "\(error)"])
                try restoreBackup()
            }
            throw error
        }
        if options.backupBeforeMigrating { try? FileManager.default.removeItem(at: backupURL) }
    }

    /// Copies the store with SQLite's online backup API, which gives a consistent copy even of a store
    /// in WAL mode.
    private func makeBackup() throws {
        try? FileManager.default.removeItem(at: backupURL)
        let backup = try DatabaseQueue(path: backupURL.path)
        try queue.backup(to: backup)
        try backup.close()
    }

    private func restoreBackup() throws {
        let backup = try DatabaseQueue(path: backupURL.path)
        try backup.backup(to: queue)
        try backup.close()
        try? FileManager.default.removeItem(at: backupURL)
    }

    private func runStage(at index: Int, position: Int, count: Int) throws {
        guard index < stages.count else {
            throw SchemaStoreError.migrationFailed(
                from: schemas[index].versionIdentifier, to: schemas[index + 1].versionIdentifier,
                reason: "the migration plan has no stage for this step")
        }
        let stage = stages[index]
        let from = schemas[index].schemaDescription
        let to = schemas[index + 1].schemaDescription
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
                    // Another process may have run this stage while we waited for the lock.
                    guard try Self.readState(db) == .versioned(from.version, fingerprint: SchemaFingerprint.of(from))
                    else {
                        return .commit
                    }
                    let executor = StepExecutor(from: from, to: to, db: db, isCustom: stage.kind == .custom)
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
                        throw StageChecks.Failure(reason: "\(error)")
                    }
                    rowsTouched = executor.rowsTouched
                    try StoreMetadata.write(db, version: to.version, fingerprint: SchemaFingerprint.of(to))
                    try StoreMetadata.recordStage(
                        db, from: from.version, to: to.version, kind: stage.kind.rawValue,
                        duration: Date().timeIntervalSince(start), rowsTouched: rowsTouched)
                    return .commit
                }
            }
        } catch {
            throw Self.stageError(error, from: from.version, to: to.version, path: url.path)
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

    /// A custom stage's error, kept apart from the runtime's own.
    struct CustomStageError: Error {
        var underlying: any Error
    }

    static func stageError(_ error: any Error, from: SchemaVersion, to: SchemaVersion, path: String) -> SchemaStoreError
    {
        switch error {
        case let error as SchemaStoreError: return error
        case let error as CustomStageError:
            return .customStageFailed(from: from, to: to, underlying: "\(error.underlying)")
        case let error as StageChecks.Failure: return .validationFailed(from: from, to: to, reason: error.reason)
        case let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED:
            return .storeBusy(path: path)
        case let error as DatabaseError:
            return .migrationFailed(from: from, to: to, reason: error.message ?? "\(error)")
        default: return .migrationFailed(from: from, to: to, reason: "\(error)")
        }
    }

    static func storeError(_ error: DatabaseError, path: String) -> SchemaStoreError {
        switch error.resultCode {
        case .SQLITE_NOTADB: .notADatabase(path: path, detail: "the file is not an SQLite database")
        case .SQLITE_BUSY, .SQLITE_LOCKED: .storeBusy(path: path)
        default: .notADatabase(path: path, detail: error.message ?? "\(error)")
        }
    }

    private func mapDatabaseErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw Self.storeError(error, path: url.path)
        }
    }
}

import Foundation
import GRDB
import Logging
import SchemaModel

/// How a store opens and migrates.
public struct StoreOptions {
    /// Whether to copy the store before migrating and restore the copy if any stage fails (default `true`).
    /// Without it, a failed stage still rolls back, leaving the store at the last version that completed.
    public var backupBeforeMigrating = true
    /// The folder backups are written to (default `nil`: beside the store). Each migration writes its own
    /// `<store>.schemagen-backup-<random>` file there and removes it when it is done.
    public var backupDirectory: URL?
    /// Runs inside each stage's transaction after the runtime's own checks; throw to fail the stage.
    public var validate: ((StageValidation) throws -> Void)?
    /// Called as stages start and as rows are copied.
    public var progress: ((MigrationProgress) -> Void)?
    /// Where the store logs what it creates, migrates and re-stamps (default: nowhere). As swift-log asks of a
    /// library, the runtime logs only where its app says: pass `Logger(label: "schemagen.store")` to see it.
    public var logger = Logger.disabled
    /// How long to wait for another process that holds the store before failing with
    /// ``SchemaStoreError/storeBusy(path:)``.
    public var busyTimeout: TimeInterval = 10
    /// Sees each SQL statement the store's connection runs (a dry run lists them), in order.
    package var statementTrace: (@Sendable (String) -> Void)?

    /// Options with the defaults.
    public init() {}
}

/// Where a migration is: which stage of how many, and rows copied of rows to copy in that stage.
public struct MigrationProgress: Sendable {
    /// The stage being run, from 1.
    public var stage: Int
    /// How many stages the migration runs.
    public var stageCount: Int
    /// The version migrated from.
    public var from: SchemaVersion
    /// The version migrated to.
    public var to: SchemaVersion
    /// `lightweight` or `custom`.
    public var kind: MigrationStage.Kind
    /// Rows copied or written so far in this stage.
    public var rowsDone: Int
    /// Rows to copy in this stage (rows that tables kept as they are don't count).
    public var rowsTotal: Int

    /// Where a store's migration is.
    package init(
        stage: Int, stageCount: Int, from: SchemaVersion, to: SchemaVersion, kind: MigrationStage.Kind, rowsDone: Int,
        rowsTotal: Int
    ) {
        self.stage = stage
        self.stageCount = stageCount
        self.from = from
        self.to = to
        self.kind = kind
        self.rowsDone = rowsDone
        self.rowsTotal = rowsTotal
    }
}

/// What a validation hook sees after a stage has run, before it commits.
public struct StageValidation {
    /// The version migrated from.
    public var from: SchemaVersion
    /// The version migrated to.
    public var to: SchemaVersion
    /// Rows per entity before the stage, by the old version's entity names, for the entities the stage
    /// rewrote (entities it leaves alone are not counted, so a stage stays fast on a large store; count
    /// them through ``database`` if a check needs them).
    public var rowCountsBefore: [String: Int]
    /// Rows per entity after the stage, by the new version's entity names, for the entities it rewrote.
    public var rowCountsAfter: [String: Int]
    /// The database, inside the stage's transaction.
    public var database: Database
}

extension Logger {
    /// A logger that drops everything: the runtime's default, so a library says nothing its app did not ask for.
    package static let disabled = Logger(label: "schemagen.disabled") { _ in SwiftLogNoOpLogHandler() }
}

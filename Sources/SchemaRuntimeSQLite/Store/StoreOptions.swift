import Foundation
import GRDB
import Logging
import SchemaModel
import SchemaRuntime

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

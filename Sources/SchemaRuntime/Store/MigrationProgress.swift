import Logging
import SchemaModel

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

extension Logger {
    /// A logger that drops everything: the runtime's default, so a library says nothing its app did not ask for.
    package static let disabled = Logger(label: "schemagen.disabled") { _ in SwiftLogNoOpLogHandler() }
}

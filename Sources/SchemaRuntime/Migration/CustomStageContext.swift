import Foundation
import SchemaModel

/// What a custom stage's code receives: typed read access to the old version's models and typed write
/// access to the new version's, in one transaction.
///
/// When the code runs, the new version's tables exist and the old version's rows are still readable. Use
/// ``migrate(_:to:batchSize:_:)`` for each entity whose rows need code; every row keeps its identity, so
/// relationships to and from it survive. Entities the code does not migrate are copied automatically
/// afterwards, as in a lightweight stage; one that can't be (a changed type, a new required attribute
/// without default) fails the stage with an error naming it.
///
/// ## Topics
/// - ``forEachOld(_:batchSize:_:)``
/// - ``migrate(_:to:batchSize:_:)``
/// - ``insert(_:)``
/// - ``execute(sql:arguments:)``
/// - ``fetch(sql:arguments:columns:)``
///
/// An engine's own connection is its module's: SchemaRuntimeSQLite adds `sqlite` (GRDB's `Database`).
public struct CustomStageContext<Old: VersionedSchema, New: VersionedSchema> {
    let environment: StageEnvironment

    var executor: StepExecutor { environment.executor }

    /// The older version.
    public var oldVersion: Old.Type { Old.self }
    /// The newer version.
    public var newVersion: New.Type { New.self }

    /// The database the stage runs in, for an engine's module to reach its own connection through.
    package var stepDatabase: any StepDatabase { executor.database }

    /// Runs `sql`, a statement that returns no rows, in the stage's transaction, on any store: parameters are
    /// written `?` and take `arguments` in order. The old version's rows of a rebuilt entity are in
    /// `_old_<Entity>`. A failure is a ``SchemaStoreError/Code/statementFailed`` error holding the engine's.
    public func execute(sql: String, arguments: [SQLArgument] = []) throws {
        try RawStatements.execute(sql, arguments, on: executor.database)
    }

    /// The rows `sql` returns, in the stage's transaction, on any store, each holding the selected columns,
    /// named and typed by `columns` in the order the query selects them.
    public func fetch(
        sql: String, arguments: [SQLArgument] = [], columns: KeyValuePairs<String, PrimitiveType>
    ) throws -> [StoredRow] {
        try RawStatements.fetch(sql, arguments, columns: columns, on: executor.database)
    }

    /// Calls `body` with each stored instance of an old-version model, reading `batchSize` rows at a time so
    /// memory stays flat however large the store.
    public func forEachOld<Model: PersistentModel>(
        _ type: Model.Type, batchSize: Int = MigrationStage.defaultBatchSize, _ body: (Model) throws -> Void
    ) throws {
        try Self.requirePositive(batchSize)
        let source = try oldSource(for: type)
        try forEachBatch(of: source, extraColumns: [], batchSize: batchSize) { key, values in
            try body(try Model.decoded(from: source.storedRow(values), rowID: key))
        }
    }

    /// Writes the new version's rows of an entity from the old version's: `transform` gets each old
    /// instance and returns the new one, or `nil` to drop the row. Each row keeps its primary key and its
    /// foreign keys, so relationships survive. Rows are read and written `batchSize` at a time.
    public func migrate<OldModel: PersistentModel, NewModel: PersistentModel>(
        _ oldType: OldModel.Type, to newType: NewModel.Type, batchSize: Int = MigrationStage.defaultBatchSize,
        _ transform: (OldModel) throws -> NewModel?
    ) throws {
        try Self.requirePositive(batchSize)
        guard let newModel = executor.to.model(named: NewModel.entityName),
            let newTable = executor.newLayout.table(forEntity: NewModel.entityName),
            let oldModel = executor.from.model(named: OldModel.entityName)
        else { throw SchemaStoreError.unknownEntity(NewModel.entityName) }
        // A table the step would have kept is set aside first, so its rows are read from where they now are
        // (read before, they would come from the new, empty table, and every row would be lost).
        try executor.ensureRebuilding(newTable)
        let source = try oldSource(for: oldType)
        // Foreign keys come from the old row when the relationship was stored the same way.
        let foreignKeys: [(column: String, oldColumn: ColumnLayout?)] = newModel.relationships.compactMap {
            relationship in
            guard newTable.column(named: relationship.name) != nil else { return nil }
            let oldColumn = executor.oldForeignKeyColumn(for: relationship, in: newModel, oldModel: oldModel)
            return (relationship.name, oldColumn.flatMap(source.layout.column(named:)))
        }
        let carried = foreignKeys.compactMap(\.oldColumn)
        let attributeColumns = newModel.attributes.filter { !$0.isTransient }.map(\.name)
        let insert = try executor.database.prepareInsert(
            into: newTable, columns: [TableLayout.primaryKey] + attributeColumns + foreignKeys.map(\.column))
        var inColumnOrder: Bool?
        // Each batch is written at once, in as few statements as the engine allows; memory holds one batch.
        var pending: [[StoredValue]] = []
        pending.reserveCapacity(batchSize)
        func flush() throws {
            try insert.insert(rows: pending)
            executor.countRows(pending.count)
            pending.removeAll(keepingCapacity: true)
        }
        try forEachBatch(of: source, extraColumns: carried, batchSize: batchSize) { primaryKey, row in
            let old = try OldModel.decoded(from: source.storedRow(row), rowID: primaryKey)
            guard let new = try transform(old) else { return }
            var values: [StoredValue] = [.integer(primaryKey)]
            values.reserveCapacity(1 + attributeColumns.count + foreignKeys.count)
            // A model whose table is the new version's gives its values in column order: no row by name.
            let ordered = new as? any StoredModel
            inColumnOrder = inColumnOrder ?? (ordered?.storedColumns == attributeColumns)
            if inColumnOrder == true, let ordered {
                values += ordered.storedValues()
            } else {
                let stored = new.storedRow()
                for column in attributeColumns { values.append(stored[column] ?? .null) }
            }
            var carriedValues = row.dropFirst(source.columns.count).makeIterator()
            for key in foreignKeys {
                values.append(key.oldColumn == nil ? .null : carriedValues.next() ?? .null)
            }
            pending.append(values)
            new.persistentModelID = primaryKey
            if pending.count == batchSize { try flush() }
        }
        try flush()
        executor.markFilled(newTable.name)
    }

    /// Inserts an instance of a new-version model. Its to-one relationships must point at instances that
    /// are already stored (for example ones returned by ``migrate(_:to:batchSize:_:)``).
    public func insert<Model: PersistentModel>(_ model: Model) throws {
        guard let newModel = executor.to.model(named: Model.entityName),
            let table = executor.newLayout.table(forEntity: Model.entityName)
        else { throw SchemaStoreError.unknownEntity(Model.entityName) }
        // Rows the automatic copy would bring over must arrive first, or their keys could collide.
        if case .rebuild(let old, let swapped)? = executor.states[table.name], !executor.isFilled(table.name) {
            try executor.copyRows(into: table, from: old, swapped: swapped)
        }
        model.persistentModelID = try executor.rowWriter.insertRow(of: model, description: newModel)
        executor.countRows(1)
    }

    // MARK: Reading old rows

    /// Where an old-version entity's rows are read from, and how.
    private struct OldSource {
        /// The table holding the rows now (`_old_<Entity>` once set aside).
        var table: String
        /// The old version's layout of that table.
        var layout: TableLayout
        /// The stored attributes' columns, in the order rows are read.
        var columns: [ColumnLayout]

        /// The row by name of values read in ``columns``' order (and perhaps more after them). Concrete
        /// types and indices, not a generic zip: this runs once per row, and an unspecialized generic call
        /// looks up type metadata every time.
        func storedRow(_ values: [StoredValue]) -> StoredRow {
            var row: [String: StoredValue] = [:]
            row.reserveCapacity(columns.count)
            for index in 0..<min(columns.count, values.count) { row[columns[index].name] = values[index] }
            return StoredRow(row)
        }
    }

    private func oldSource<Model: PersistentModel>(for type: Model.Type) throws -> OldSource {
        guard let model = executor.from.model(named: Model.entityName),
            let table = executor.physicalOldTable(forEntity: Model.entityName),
            let layout = executor.oldLayout.table(forEntity: Model.entityName)
        else { throw SchemaStoreError.unknownEntity(Model.entityName) }
        // A column the table lacks is left out of the row, so decoding it fails with an error naming it.
        let columns = model.attributes.filter { !$0.isTransient }.compactMap { layout.column(named: $0.name) }
        return OldSource(table: table, layout: layout, columns: columns)
    }

    /// Calls `body` with every row of `source` in primary-key order, `batchSize` rows per query: its key, the
    /// attributes' values, then those of `extraColumns`.
    private func forEachBatch(
        of source: OldSource, extraColumns: [ColumnLayout], batchSize: Int,
        _ body: (Int64, [StoredValue]) throws -> Void
    ) throws {
        let columns = (source.columns + extraColumns).map { (name: $0.name, content: $0.content) }
        var lastKey = Int64.min
        while true {
            let rows = try executor.database.rows(of: source.table, columns: columns, after: lastKey, limit: batchSize)
            for (key, values) in rows {
                try body(key, values)
                lastKey = key
            }
            if rows.count < batchSize { return }
        }
    }

    /// A batch of no rows would never finish (and counting progress by batches would divide by zero).
    private static func requirePositive(_ batchSize: Int) throws {
        guard batchSize > 0 else {
            throw SchemaStoreError.invalidArgument(
                name: "batchSize", value: "\(batchSize)", reason: "each batch must read at least one row")
        }
    }
}

import Foundation
import GRDB
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
/// - ``database``
public struct CustomStageContext<Old: VersionedSchema, New: VersionedSchema> {
    let environment: StageEnvironment

    var executor: StepExecutor { environment.executor }

    /// The older version.
    public var oldVersion: Old.Type { Old.self }
    /// The newer version.
    public var newVersion: New.Type { New.self }

    /// The database, inside the stage's transaction, for what the typed API doesn't cover. The old
    /// version's rows of a rebuilt entity are in `_old_<Entity>`.
    public var database: Database { executor.db }

    /// Calls `body` with each stored instance of an old-version model, reading `batchSize` rows at a time so
    /// memory stays flat however large the store.
    public func forEachOld<Model: PersistentModel>(
        _ type: Model.Type, batchSize: Int = 500, _ body: (Model) throws -> Void
    ) throws {
        try Self.requirePositive(batchSize)
        let (table, columns) = try oldSource(for: type)
        var positions: ColumnPositions?
        try forEachBatch(table: table, batchSize: batchSize) { row in
            let found = positions ?? ColumnPositions(names: columns, in: row)
            positions = found
            try body(try Model.decoded(from: row.storedRow(found), rowID: try row.primaryKey(entity: Model.entityName)))
        }
    }

    /// Writes the new version's rows of an entity from the old version's: `transform` gets each old
    /// instance and returns the new one, or `nil` to drop the row. Each row keeps its primary key and its
    /// foreign keys, so relationships survive. Rows are read and written `batchSize` at a time.
    public func migrate<OldModel: PersistentModel, NewModel: PersistentModel>(
        _ oldType: OldModel.Type, to newType: NewModel.Type, batchSize: Int = 500,
        _ transform: (OldModel) throws -> NewModel?
    ) throws {
        try Self.requirePositive(batchSize)
        let (sourceTable, oldColumns) = try oldSource(for: oldType)
        guard let newModel = executor.to.model(named: NewModel.entityName),
            let newTable = executor.newLayout.table(forEntity: NewModel.entityName),
            let oldModel = executor.from.model(named: OldModel.entityName)
        else { throw SchemaStoreError.unknownEntity(NewModel.entityName) }
        try executor.ensureRebuilding(newTable)
        // Foreign keys come from the old row when the relationship was stored the same way.
        let foreignKeys: [(column: String, oldColumn: String?)] = newModel.relationships.compactMap { relationship in
            guard newTable.column(named: relationship.name) != nil else { return nil }
            return (
                relationship.name, executor.oldForeignKeyColumn(for: relationship, in: newModel, oldModel: oldModel)
            )
        }
        let attributeColumns = newModel.attributes.filter { !$0.isTransient }.map(\.name)
        let columns = [TableLayout.primaryKey] + attributeColumns + foreignKeys.map(\.column)
        let insert = try PreparedRowStatement(
            database,
            sql:
                "INSERT INTO \(SQL.quoted(newTable.name)) (\(columns.map(SQL.quoted).joined(separator: ", "))) VALUES ("
                + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")")
        var written = 0
        // Column positions are looked up once: the rows of every batch have the old table's columns.
        var positions: (attributes: ColumnPositions, foreignKeys: [Int?])?
        var inColumnOrder: Bool?
        try forEachBatch(table: sourceTable, batchSize: batchSize) { row in
            let found: (attributes: ColumnPositions, foreignKeys: [Int?]) =
                positions
                ?? (
                    ColumnPositions(names: oldColumns, in: row),
                    foreignKeys.map { key in key.oldColumn.flatMap { ColumnPositions.position(of: $0, in: row) } }
                )
            positions = found
            let primaryKey = try row.primaryKey(entity: OldModel.entityName)
            let old = try OldModel.decoded(from: row.storedRow(found.attributes), rowID: primaryKey)
            guard let new = try transform(old) else { return }
            var values: [StoredValue] = [.integer(primaryKey)]
            values.reserveCapacity(columns.count)
            // A model whose table is the new version's gives its values in column order: no row by name.
            let ordered = new as? any StoredModel
            inColumnOrder = inColumnOrder ?? (ordered?.storedColumns == attributeColumns)
            if inColumnOrder == true, let ordered {
                values += ordered.storedValues()
            } else {
                let stored = new.storedRow()
                for column in attributeColumns { values.append(stored[column] ?? .null) }
            }
            for index in found.foreignKeys {
                values.append(index.map { StoredValue(row[$0] as DatabaseValue) } ?? .null)
            }
            try insert.execute(values)
            new.persistentModelID = primaryKey
            written += 1
            if written % batchSize == 0 { executor.countRows(batchSize) }
        }
        executor.countRows(written % batchSize)
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
        let writer = executor.rowWriter
        model.persistentModelID = try writer.insertRow(of: model, description: newModel, in: database)
        executor.countRows(1)
    }

    // MARK: Reading old rows

    private func oldSource<Model: PersistentModel>(for type: Model.Type) throws -> (table: String, columns: [String]) {
        guard let model = executor.from.model(named: Model.entityName),
            let table = executor.physicalOldTable(forEntity: Model.entityName)
        else { throw SchemaStoreError.unknownEntity(Model.entityName) }
        return (table, model.attributes.filter { !$0.isTransient }.map(\.name))
    }

    /// Calls `body` with every row of `table` in primary-key order, `batchSize` rows per query.
    private func forEachBatch(table: String, batchSize: Int, _ body: (Row) throws -> Void) throws {
        var lastKey = Int64.min
        let sql = "SELECT * FROM \(SQL.quoted(table)) WHERE \"_pk\" > ? ORDER BY \"_pk\" LIMIT ?"
        while true {
            let rows = try Row.fetchAll(database, sql: sql, arguments: [lastKey, batchSize])
            for row in rows {
                try body(row)
                lastKey = try row.primaryKey(entity: table)
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

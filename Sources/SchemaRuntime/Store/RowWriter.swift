import Foundation
import GRDB
import SchemaModel

/// Writes model instances' rows: their stored attributes and the foreign keys their tables hold.
///
/// One writer serves a whole transaction: what it needs per entity (the columns, the foreign keys, the
/// prepared statements) is worked out once, so inserting a million rows compiles each statement once and
/// binds each row's values directly (``PreparedRowStatement``).
final class RowWriter {
    let schema: Schema
    let layout: StoreLayout
    /// By model class: looked up for every row, and a class's identity is cheaper to hash than its name.
    private var plans: [ObjectIdentifier: EntityPlan] = [:]

    init(schema: Schema, layout: StoreLayout) {
        self.schema = schema
        self.layout = layout
    }

    /// What writing one entity's rows takes: its columns and the statements, prepared once.
    private struct EntityPlan {
        var columns: EntityColumns
        var insert: PreparedRowStatement
        var update: PreparedRowStatement?
    }

    private func plan(for model: any PersistentModel, description: Model, in db: Database) throws -> EntityPlan {
        let type = ObjectIdentifier(Swift.type(of: model))
        if let plan = plans[type] { return plan }
        let entityColumns = EntityColumns(of: model, description: description, layout: layout)
        let columns = entityColumns.names.map(SQL.quoted)
        let table = SQL.quoted(description.name)
        let plan = EntityPlan(
            columns: entityColumns,
            insert: try PreparedRowStatement(
                db,
                sql: columns.isEmpty
                    ? "INSERT INTO \(table) DEFAULT VALUES"
                    : "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES ("
                        + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"),
            update: columns.isEmpty
                ? nil
                : try PreparedRowStatement(
                    db,
                    sql:
                        "UPDATE \(table) SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE \"_pk\" = ?"))
        plans[type] = plan
        return plan
    }

    /// Inserts the row of `model` and returns its primary key. To-one targets held by this table must
    /// already be stored, unless `skippingUnsavedTargets` (their columns are then left NULL).
    func insertRow(
        of model: any PersistentModel, description: Model, in db: Database, skippingUnsavedTargets: Bool = false
    ) throws -> Int64 {
        let plan = try plan(for: model, description: description, in: db)
        try plan.insert.execute(
            try plan.columns.values(of: model, skippingUnsavedTargets: skippingUnsavedTargets))
        return db.lastInsertedRowID
    }

    /// Rewrites the row of a stored instance.
    func updateRow(of model: any PersistentModel, description: Model, in db: Database) throws {
        guard let key = model.persistentModelID else { throw SchemaStoreError.notInserted(entity: description.name) }
        let plan = try plan(for: model, description: description, in: db)
        guard let update = plan.update else { return }
        try update.execute(try plan.columns.values(of: model) + [.integer(key)])
    }
}

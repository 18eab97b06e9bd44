import SchemaModel

/// Writes model instances' rows: their stored attributes and the foreign keys their tables hold. It serves
/// the typed API (``StoreContext``) and a custom stage's inserts (``CustomStageContext/insert(_:)``), in any
/// store.
///
/// One writer serves a whole transaction: what it needs per entity (the columns, the prepared statements)
/// is worked out once, so inserting a million rows prepares each statement once and binds each row's values
/// directly.
final class RowWriter {
    let layout: StoreLayout
    let database: any StoreConnection
    /// By model class: looked up for every row, and a class's identity is cheaper to hash than its name.
    private var plans: [ObjectIdentifier: EntityPlan] = [:]

    init(layout: StoreLayout, database: any StoreConnection) {
        self.layout = layout
        self.database = database
    }

    /// What writing one entity's rows takes: its table, columns and statements, each prepared when first used.
    private final class EntityPlan {
        let table: TableLayout
        let columns: EntityColumns
        var insert: (any PreparedRowInsert)?
        var update: (any PreparedRowUpdate)?

        init(table: TableLayout, columns: EntityColumns) {
            self.table = table
            self.columns = columns
        }
    }

    private func plan(for model: any PersistentModel, description: Model) throws -> EntityPlan {
        let type = ObjectIdentifier(Swift.type(of: model))
        if let plan = plans[type] { return plan }
        guard let table = layout.table(forEntity: description.name) else {
            throw SchemaStoreError.unknownEntity(description.name)
        }
        let plan = EntityPlan(table: table, columns: EntityColumns(of: model, description: description, layout: layout))
        plans[type] = plan
        return plan
    }

    /// Inserts the row of `model` and returns its primary key. To-one targets held by this table must
    /// already be stored, unless `skippingUnsavedTargets` (their columns are then left NULL).
    func insertRow(of model: any PersistentModel, description: Model, skippingUnsavedTargets: Bool = false) throws
        -> Int64
    {
        let plan = try plan(for: model, description: description)
        let insert = try plan.insert ?? database.prepareInsert(into: plan.table, columns: plan.columns.names)
        plan.insert = insert
        return try insert.insert(try plan.columns.values(of: model, skippingUnsavedTargets: skippingUnsavedTargets))
    }

    /// Rewrites the row of a stored instance.
    func updateRow(of model: any PersistentModel, description: Model) throws {
        guard let key = model.persistentModelID else { throw SchemaStoreError.notInserted(entity: description.name) }
        let plan = try plan(for: model, description: description)
        guard !plan.columns.names.isEmpty else { return }
        let update = try plan.update ?? database.prepareUpdate(of: plan.table, columns: plan.columns.names)
        plan.update = update
        try update.update(try plan.columns.values(of: model), key: key)
    }
}

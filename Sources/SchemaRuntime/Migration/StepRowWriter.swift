import SchemaModel

/// Inserts the new version's rows a custom stage creates (``CustomStageContext/insert(_:)``), in any store,
/// with each entity's statement prepared once for the stage.
final class StepRowWriter {
    let layout: StoreLayout
    let database: any StepDatabase
    /// By model class: looked up for every row, and a class's identity is cheaper to hash than its name.
    private var plans: [ObjectIdentifier: (columns: EntityColumns, insert: any StepRowInsertion)] = [:]

    init(layout: StoreLayout, database: any StepDatabase) {
        self.layout = layout
        self.database = database
    }

    /// Inserts the row of `model`, whose to-one targets must already be stored, and returns its primary key.
    func insertRow(of model: any PersistentModel, description: Model) throws -> Int64 {
        let type = ObjectIdentifier(Swift.type(of: model))
        let plan: (columns: EntityColumns, insert: any StepRowInsertion)
        if let found = plans[type] {
            plan = found
        } else {
            guard let table = layout.table(forEntity: description.name) else {
                throw SchemaStoreError.unknownEntity(description.name)
            }
            let columns = EntityColumns(of: model, description: description, layout: layout)
            plan = (columns, try database.prepareInsert(into: table, columns: columns.names))
            plans[type] = plan
        }
        return try plan.insert.insert(try plan.columns.values(of: model))
    }
}

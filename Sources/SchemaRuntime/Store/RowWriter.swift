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

    /// What writing one entity's rows takes.
    private struct EntityPlan {
        var description: Model
        /// The stored (not transient) attributes, in column order.
        var attributes: [String]
        /// Whether the model gives its values in exactly this order (a ``StoredModel`` whose table is the
        /// description's), so they are written without building a row by name.
        var valuesAreInColumnOrder: Bool
        /// The relationships stored as a foreign key in this table, with their columns.
        var foreignKeys: [(relationship: Relationship, column: String)]
        var insert: PreparedRowStatement
        var update: PreparedRowStatement?
    }

    private func plan(for model: any PersistentModel, description: Model, in db: Database) throws -> EntityPlan {
        let type = ObjectIdentifier(Swift.type(of: model))
        if let plan = plans[type] { return plan }
        let attributes = description.attributes.filter { !$0.isTransient }.map(\.name)
        let foreignKeys = description.relationships.compactMap { relationship -> (Relationship, String)? in
            guard case .foreignKey(let column)? = layout.relationshipStorage[description.name]?[relationship.name]
            else { return nil }
            return (relationship, column)
        }
        let columns = (attributes + foreignKeys.map(\.1)).map(SQL.quoted)
        let table = SQL.quoted(description.name)
        let plan = EntityPlan(
            description: description, attributes: attributes,
            valuesAreInColumnOrder: (model as? any StoredModel)?.storedColumns == attributes, foreignKeys: foreignKeys,
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
            try columnValues(of: model, plan: plan, skippingUnsavedTargets: skippingUnsavedTargets))
        return db.lastInsertedRowID
    }

    /// Rewrites the row of a stored instance.
    func updateRow(of model: any PersistentModel, description: Model, in db: Database) throws {
        guard let key = model.persistentModelID else { throw SchemaStoreError.notInserted(entity: description.name) }
        let plan = try plan(for: model, description: description, in: db)
        guard let update = plan.update else { return }
        try update.execute(try columnValues(of: model, plan: plan) + [.integer(key)])
    }

    private func columnValues(
        of model: any PersistentModel, plan: EntityPlan, skippingUnsavedTargets: Bool = false
    ) throws -> [StoredValue] {
        var values: [StoredValue]
        if plan.valuesAreInColumnOrder, let model = model as? any StoredModel {
            values = model.storedValues()
            values.reserveCapacity(plan.attributes.count + plan.foreignKeys.count + 1)
        } else {
            let stored = model.storedRow()
            values = []
            values.reserveCapacity(plan.attributes.count + plan.foreignKeys.count + 1)
            for attribute in plan.attributes { values.append(stored[attribute] ?? .null) }
        }
        for (relationship, _) in plan.foreignKeys {
            let target = try model.relatedModels(for: relationship.name).first
            if let target, target.persistentModelID == nil {
                guard skippingUnsavedTargets else { throw SchemaStoreError.notInserted(entity: relationship.target) }
                values.append(.null)
                continue
            }
            if target == nil, relationship.cardinality == .toOne(isOptional: false) {
                throw SchemaStoreError.missingRequiredRelationship(
                    entity: plan.description.name, relationship: relationship.name)
            }
            values.append(target?.persistentModelID.map(StoredValue.integer) ?? .null)
        }
        return values
    }
}

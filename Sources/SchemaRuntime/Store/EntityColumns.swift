import SchemaModel

/// The columns of one entity's table that a model instance's row fills, and the values it gives them: its
/// stored attributes in column order, then the foreign keys of the to-one relationships the table holds.
/// Worked out once per entity, for every row written, by every store.
struct EntityColumns {
    var description: Model
    /// The stored (not transient) attributes, in column order.
    var attributes: [String]
    /// Whether the model gives its values in exactly this order (a ``StoredModel`` whose table is the
    /// description's), so they are written without building a row by name.
    var valuesAreInColumnOrder: Bool
    /// The relationships stored as a foreign key in this table, with their columns.
    var foreignKeys: [(relationship: Relationship, column: String)]

    init(of model: any PersistentModel, description: Model, layout: StoreLayout) {
        self.description = description
        // A deprecated attribute whose column a newer release dropped is not written (``StoreLayout/absentColumns``).
        let absent = Set(
            layout.table(forEntity: description.name).flatMap { layout.absentColumns[$0.name] }?.map(\.name) ?? [])
        attributes = description.attributes.filter { !$0.isTransient && !absent.contains($0.name) }.map(\.name)
        valuesAreInColumnOrder = (model as? any StoredModel)?.storedColumns == attributes
        foreignKeys = description.relationships.compactMap { relationship in
            guard case .foreignKey(let column)? = layout.relationshipStorage[description.name]?[relationship.name]
            else { return nil }
            return (relationship, column)
        }
    }

    /// Every column, in the order ``values(of:skippingUnsavedTargets:)`` gives them.
    var names: [String] { attributes + foreignKeys.map(\.column) }

    /// The row of `model`. To-one targets must already be stored, unless `skippingUnsavedTargets` (their
    /// columns are then NULL).
    func values(of model: any PersistentModel, skippingUnsavedTargets: Bool = false) throws -> [StoredValue] {
        var values: [StoredValue]
        if valuesAreInColumnOrder, let model = model as? any StoredModel {
            values = model.storedValues()
            values.reserveCapacity(attributes.count + foreignKeys.count + 1)
        } else {
            let stored = model.storedRow()
            values = []
            values.reserveCapacity(attributes.count + foreignKeys.count + 1)
            for attribute in attributes { values.append(stored[attribute] ?? .null) }
        }
        for (relationship, _) in foreignKeys {
            let target = try model.relatedModels(for: relationship.name).first
            if let target, target.persistentModelID == nil {
                guard skippingUnsavedTargets else { throw SchemaStoreError.notInserted(entity: relationship.target) }
                values.append(.null)
                continue
            }
            if target == nil, relationship.cardinality == .toOne(isOptional: false) {
                throw SchemaStoreError.missingRequiredRelationship(
                    entity: description.name, relationship: relationship.name)
            }
            values.append(target?.persistentModelID.map(StoredValue.integer) ?? .null)
        }
        return values
    }
}

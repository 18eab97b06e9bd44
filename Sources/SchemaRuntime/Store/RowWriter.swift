import Foundation
import GRDB
import SchemaKit

/// Writes one model instance's row: its stored attributes and the foreign keys its table holds.
struct RowWriter {
    let schema: Schema
    let layout: StoreLayout

    /// Inserts the row of `model` and returns its primary key. To-one targets held by this table must
    /// already be stored.
    func insertRow(
        of model: any PersistentModel, description: Model, in db: Database, skippingUnsavedTargets: Bool = false
    ) throws -> Int64 {
        let values = try columnValues(
            of: model, description: description, skippingUnsavedTargets: skippingUnsavedTargets)
        let names = values.map { SQL.quoted($0.0) }.joined(separator: ", ")
        let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
        let sql =
            values.isEmpty
            ? "INSERT INTO \(SQL.quoted(description.name)) DEFAULT VALUES"
            : "INSERT INTO \(SQL.quoted(description.name)) (\(names)) VALUES (\(marks))"
        try db.execute(sql: sql, arguments: StatementArguments(values.map(\.1)))
        return db.lastInsertedRowID
    }

    /// Rewrites the row of a stored instance.
    func updateRow(of model: any PersistentModel, description: Model, in db: Database) throws {
        guard let key = model.persistentModelID else { throw SchemaStoreError.notInserted(entity: description.name) }
        let values = try columnValues(of: model, description: description)
        guard !values.isEmpty else { return }
        let assignments = values.map { "\(SQL.quoted($0.0)) = ?" }.joined(separator: ", ")
        try db.execute(
            sql: "UPDATE \(SQL.quoted(description.name)) SET \(assignments) WHERE \"_pk\" = ?",
            arguments: StatementArguments(values.map(\.1) + [key.databaseValue]))
    }

    private func columnValues(
        of model: any PersistentModel, description: Model, skippingUnsavedTargets: Bool = false
    ) throws -> [(String, DatabaseValue)] {
        let stored = model.storedRow()
        var values = description.attributes.filter { !$0.isTransient }.map { attribute in
            (attribute.name, (stored[attribute.name] ?? .null).databaseValue)
        }
        for relationship in description.relationships {
            guard case .foreignKey(let column)? = layout.relationshipStorage[description.name]?[relationship.name]
            else {
                continue
            }
            let target = model.relatedModels(for: relationship.name).first
            if let target, target.persistentModelID == nil {
                guard skippingUnsavedTargets else { throw SchemaStoreError.notInserted(entity: relationship.target) }
                values.append((column, .null))
                continue
            }
            if target == nil, relationship.cardinality == .toOne(isOptional: false) {
                throw SchemaStoreError.missingRequiredRelationship(
                    entity: description.name, relationship: relationship.name)
            }
            values.append((column, target?.persistentModelID.map { $0.databaseValue } ?? .null))
        }
        return values
    }
}

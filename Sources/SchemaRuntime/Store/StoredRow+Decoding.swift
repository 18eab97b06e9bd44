import SchemaModel

extension StoredValue {
    /// The value of a key column (the primary key, a foreign key, a join table's side) of a row of `entity`:
    /// `nil` when NULL, and an ``SchemaStoreError/undecodableValue(entity:rowID:underlying:)`` error naming
    /// the column when it holds something other than an integer.
    package func key(column: String, entity: String, rowID: Int64?) throws -> Int64? {
        switch self {
        case .null: return nil
        case .integer(let key): return key
        default:
            throw SchemaStoreError.undecodableValue(
                entity: entity, rowID: rowID,
                underlying: StoredValueError(
                    column: column, expectedType: "Int64", found: self, reason: "a key must be an integer"))
        }
    }
}

extension PersistentModel {
    /// An instance decoded from a stored row, naming the entity and the row in any error.
    static func decoded(from row: StoredRow, rowID: Int64) throws -> Self {
        do {
            let model = try Self(storedRow: row)
            model.persistentModelID = rowID
            return model
        } catch let error as StoredValueError {
            throw SchemaStoreError.undecodableValue(entity: entityName, rowID: rowID, underlying: error)
        }
    }
}

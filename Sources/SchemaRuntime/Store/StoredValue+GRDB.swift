import Foundation
import GRDB
import SchemaModel

extension StoredValue {
    /// The value as GRDB passes it to SQLite.
    package var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        case .blob(let bytes): Data(bytes).databaseValue
        }
    }

    /// A value read from SQLite.
    package init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .blob([UInt8](data))
        }
    }
}

extension StatementArguments {
    /// Arguments from values already converted. GRDB's initializer for a sequence of concrete values builds a
    /// key path on every call; its initializer for existential values maps with a closure. (Statements run
    /// once per row bind through ``PreparedRowStatement`` instead.)
    init(databaseValues: [DatabaseValue]) {
        var values: [(any DatabaseValueConvertible)?] = []
        values.reserveCapacity(databaseValues.count)
        for value in databaseValues { values.append(value) }
        self.init(values)
    }
}

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

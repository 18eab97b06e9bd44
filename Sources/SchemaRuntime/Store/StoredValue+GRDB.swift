import Foundation
import GRDB
import SchemaModel

extension StoredValue {
    /// The value as GRDB passes it to SQLite.
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        case .blob(let bytes): Data(bytes).databaseValue
        }
    }

    /// A value read from SQLite.
    init(_ value: DatabaseValue) {
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

extension Row {
    /// The given columns of the row as a ``StoredRow``, for a generated model's decoder. A column the row
    /// lacks is left out, so decoding it fails with an error naming it (GRDB's subscript would trap).
    func storedRow(columns: [String]) -> StoredRow {
        var values: [String: StoredValue] = [:]
        values.reserveCapacity(columns.count)
        for column in columns where hasColumn(column) {
            values[column] = StoredValue(self[column] as DatabaseValue)
        }
        return StoredRow(values)
    }

    /// The row's internal primary key; an error, not a trap, if a damaged table lacks it or holds another
    /// kind of value there.
    func primaryKey(entity: String) throws -> Int64 {
        guard let key = try storedKey(TableLayout.primaryKey, entity: entity) else {
            throw SchemaStoreError.missingPrimaryKey(entity: entity)
        }
        return key
    }

    /// A key column (the primary key, a foreign key, a join table's owner): `nil` when NULL or missing, and
    /// an ``SchemaStoreError/undecodableValue(entity:rowID:underlying:)`` error naming the column when it
    /// holds something other than an integer (GRDB's `row[column] as Int64?` would trap).
    func storedKey(_ column: String, entity: String) throws -> Int64? {
        let value = StoredValue(self[column] as DatabaseValue)
        if case .integer(let key) = value { return key }
        // Only a message needs the row's own key.
        let rowID = value == .null ? nil : (try? decode(Int64?.self, forColumn: TableLayout.primaryKey)) ?? nil
        return try value.key(column: column, entity: entity, rowID: rowID)
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

import Foundation
import GRDB
import SchemaModel
import SchemaRuntime

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

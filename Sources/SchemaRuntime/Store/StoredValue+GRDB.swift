import Foundation
import GRDB

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

extension Row {
    /// The given columns of the row as a ``StoredRow``, for a generated model's decoder.
    func storedRow(columns: [String]) -> StoredRow {
        var values: [String: StoredValue] = [:]
        for column in columns {
            values[column] = StoredValue(self[column] as DatabaseValue)
        }
        return StoredRow(values)
    }
}

import Foundation
import GRDB
import SchemaRuntime

/// Reads the columns of one row of a table the runtime owns, where a value of the wrong kind (a row edited
/// by hand, a damaged file) must be a typed error naming the file, table, row and column. GRDB's
/// `row[column] as T?` subscripts trap on such a value.
struct StoredColumnReader {
    let path: String
    let table: String
    let row: Row
    /// How the row is named in a message: "row 3", "row 'version'".
    let rowName: String

    /// The value of `column` as `T`, `nil` when it is NULL or missing, or a
    /// ``SchemaStoreError/corrupt(path:underlying:)`` error when it is of another kind.
    func value<T: DatabaseValueConvertible>(_ type: T.Type, _ column: String) throws -> T? {
        do {
            return try row.decode(T?.self, forColumn: column)
        } catch {
            let found = row.hasColumn(column) ? (row[column] as DatabaseValue) : .null
            throw SchemaStoreError.corrupt(
                path: path,
                underlying: UnreadableStoredValue(
                    table: table, row: rowName, column: column, expected: String(describing: T.self),
                    found: found))
        }
    }
}

/// A value in one of the runtime's own tables that is not of the kind the runtime writes there.
public struct UnreadableStoredValue: Error, CustomStringConvertible, Sendable {
    /// The table.
    public var table: String
    /// The row, as a message names it ("row 3", "row 'version'").
    public var row: String
    /// The column.
    public var column: String
    /// The Swift type the runtime reads the column as.
    public var expected: String
    /// What the column holds: "a 4-byte blob that is not UTF-8 text", "the text 'yesterday'".
    public var found: String

    init(table: String, row: String, column: String, expected: String, found: DatabaseValue) {
        self.table = table
        self.row = row
        self.column = column
        self.expected = expected
        self.found = Self.describe(found, expected: expected)
    }

    /// "column 'value' of row 'version' in table '_schemagen_metadata' holds a 4-byte blob that is not
    /// UTF-8 text, where String is expected".
    public var description: String {
        "column '\(column)' of \(row) in table '\(table)' holds \(found), where \(expected) is expected"
    }

    private static func describe(_ value: DatabaseValue, expected: String) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64(let number): "the integer \(number)"
        case .double(let number): "the real number \(number)"
        case .string(let text): "the text '\(text.prefix(40))\(text.count > 40 ? "..." : "")'"
        case .blob(let data):
            "a \(data.count)-byte blob" + (String(data: data, encoding: .utf8) == nil ? " that is not UTF-8 text" : "")
        }
    }
}

import SchemaModel

/// The stored attributes of one model instance, by column name: what generated code encodes and decodes.
public struct StoredRow: Hashable, Sendable {
    /// The values by column name.
    public var values: [String: StoredValue]

    /// Creates a row.
    public init(_ values: [String: StoredValue] = [:]) {
        self.values = values
    }

    /// The value of a column, or `nil` if the row has no such column.
    public subscript(column: String) -> StoredValue? {
        get { values[column] }
        set { values[column] = newValue }
    }

    /// The value of `column` as `T`, with the column named in any error.
    public func decode<T: StorableValue>(_ column: String, as type: T.Type = T.self) throws -> T {
        guard let value = values[column] else {
            throw StoredValueError(
                column: column, expectedType: String(describing: T.self), found: .null,
                reason: "the row has no such column")
        }
        do {
            return try T(storedValue: value)
        } catch var error as StoredValueError {
            error.column = column
            throw error
        }
    }
}

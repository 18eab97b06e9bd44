/// A value as SQLite stores it: the five storage classes.
public enum StoredValue: Hashable, Sendable, CustomStringConvertible {
    /// SQL NULL.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// A 64-bit float.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes.
    case blob([UInt8])

    /// The storage class's name, for error messages.
    public var storageClass: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }

    /// A short rendering for error messages.
    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "'\(value)'"
        case .blob(let bytes): "<\(bytes.count) bytes>"
        }
    }
}

/// Why a stored value could not become the Swift value a model expects.
public struct StoredValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The column (attribute) name, when known.
    public var column: String?
    /// The Swift type expected.
    public var expectedType: String
    /// The value found.
    public var found: StoredValue
    /// What was wrong with it, when more than its storage class.
    public var reason: String?

    /// Creates an error.
    public init(column: String? = nil, expectedType: String, found: StoredValue, reason: String? = nil) {
        self.column = column
        self.expectedType = expectedType
        self.found = found
        self.reason = reason
    }

    /// "column 'quantity': expected Double, found TEXT '150 g'".
    public var description: String {
        let place = column.map { "column '\($0)': " } ?? ""
        return "\(place)expected \(expectedType), found \(found.storageClass) \(found)"
            + (reason.map { " (\($0))" } ?? "")
    }
}

import SchemaModel

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

import Foundation
import SchemaModel

/// Arrays store as JSON text: strings as JSON strings, integers and reals as numbers, bytes as base64
/// strings, structs as JSON objects. JSON keeps the column readable in any SQLite tool and queryable with
/// SQLite's JSON functions.
extension Array: StorableValue where Element: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .text(let text) = storedValue, let json = StoredJSON.parse(text) else {
            throw storedValue.mismatch([Element].self, "not a JSON array")
        }
        try self.init(storedJSON: json)
    }

    public var storedValue: StoredValue { .text(storedJSON.text) }

    public init(storedJSON: StoredJSON) throws {
        guard case .array(let elements) = storedJSON else {
            throw StoredValueError(
                expectedType: String(describing: [Element].self), found: .text(storedJSON.text),
                reason: "not a JSON array")
        }
        self = try elements.map(Element.init(storedJSON:))
    }

    public var storedJSON: StoredJSON { .array(map(\.storedJSON)) }
}

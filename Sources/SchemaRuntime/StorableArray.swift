import Foundation
import SchemaModel

/// Arrays store as JSON text: strings as JSON strings, integers and reals as numbers, bytes as base64
/// strings. JSON keeps the column readable in any SQLite tool and queryable with SQLite's JSON functions.
extension Array: StorableValue where Element: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard case .text(let text) = storedValue, let data = text.data(using: .utf8),
            let items = try? JSONSerialization.jsonObject(with: data) as? [Any]
        else { throw storedValue.mismatch([Element].self, "not a JSON array") }
        self = try items.map { item in try Element(storedValue: Self.storedValue(ofJSON: item, storedValue)) }
    }

    public var storedValue: StoredValue { StorageTypes.array(map(\.storedValue)) }

    private static func storedValue(ofJSON item: Any, _ whole: StoredValue) throws -> StoredValue {
        switch item {
        case is NSNull: return .null
        case let text as String:
            // Bytes were written as base64 strings; text elements stay text.
            if Element.self == Data.self || Element.self == Data?.self, let bytes = Data(base64Encoded: text) {
                return .blob([UInt8](bytes))
            }
            return .text(text)
        case let number as NSNumber:
            // An integer read through its text: as a Double, one beyond 2^53 (`Int.max`) would lose its
            // last digits or not fit at all.
            if let exact = Int64(number.stringValue) { return .integer(exact) }
            return .real(number.doubleValue)
        default:
            throw whole.mismatch([Element].self, "unexpected JSON element")
        }
    }
}

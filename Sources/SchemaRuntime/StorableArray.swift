import Foundation
import SchemaModel

/// Arrays store as JSON text: strings as JSON strings, integers and reals as numbers, bytes as base64
/// strings. JSON keeps the column readable in any SQLite tool and queryable with SQLite's JSON functions.
extension Array: StorableValue where Element: StorableValue {
    public init(storedValue: StoredValue) throws {
        guard let elements = StorageTypes.arrayElements(of: storedValue) else {
            throw storedValue.mismatch([Element].self, "not a JSON array")
        }
        self = try elements.map { element in
            guard let element else { throw storedValue.mismatch([Element].self, "unexpected JSON element") }
            // Bytes were written as base64 strings; text elements stay text.
            if Element.self == Data.self || Element.self == Data?.self, case .text(let text) = element,
                let bytes = Data(base64Encoded: text)
            {
                return try Element(storedValue: .blob([UInt8](bytes)))
            }
            return try Element(storedValue: element)
        }
    }

    public var storedValue: StoredValue { StorageTypes.array(map(\.storedValue)) }
}

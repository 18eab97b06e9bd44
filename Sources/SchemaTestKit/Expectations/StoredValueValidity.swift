import Foundation
import SchemaModel

/// Whether a stored value is one the latest version's code can read: the storage class its type stores as,
/// an integer in its type's range, an enum raw value that a case has, no NULL where the attribute is
/// required. A custom stage's own values are checked this way even when nothing says what they must be.
enum StoredValueValidity {
    /// Why `value` can't be read as `attribute` of `schema`, or `nil` when it can.
    static func problem(_ value: StoredValue, of attribute: Attribute, in schema: Schema) -> String? {
        if value == .null {
            return attribute.type.isOptional ? nil : "NULL in a required attribute"
        }
        guard attribute.type.isArray else { return problem(value, of: attribute.type.scalar, in: schema) }
        guard let elements = StorageTypes.arrayElements(of: value) else { return "\(value.shown) is not a JSON array" }
        for element in elements {
            guard let element else { return "an element of the array is neither a string, a number nor null" }
            // Bytes are base64 text inside an array; their text is all there is to check.
            if case .primitive(.data) = attribute.type.scalar { continue }
            if let problem = problem(element, of: attribute.type.scalar, in: schema) {
                return "an element of the array: \(problem)"
            }
        }
        return nil
    }

    private static func problem(_ value: StoredValue, of scalar: AttributeType.Scalar, in schema: Schema) -> String? {
        switch scalar {
        case .enumeration(let name):
            guard let declaration = schema.enumDeclaration(named: name) else { return nil }
            let raws = declaration.cases.map { StorageTypes.storedValue(of: $0.rawValue) }
            return raws.contains(value) ? nil : "\(value.shown) is no case of \(name)"
        case .primitive(let primitive):
            if let range = primitive.integerRange {
                guard case .integer(let number) = value else { return "\(value.shown) is not an integer" }
                // UInt64 stores its bit pattern, so every integer is one.
                guard primitive != .uint64 else { return nil }
                return number >= range.min && (number < 0 || UInt64(number) <= range.max)
                    ? nil : "\(number) is out of \(primitive.swiftName)'s range"
            }
            switch (primitive, value) {
            case (.bool, .integer(let flag)): return flag == 0 || flag == 1 ? nil : "\(flag) is not a Bool"
            case (.double, .real), (.double, .integer), (.float, .real), (.float, .integer), (.date, .real),
                (.date, .integer), (.string, .text), (.decimal, .text), (.data, .blob):
                return nil
            case (.uuid, .text(let text)): return UUID(uuidString: text) == nil ? "'\(text)' is not a UUID" : nil
            case (.url, .text(let text)): return URL(string: text) == nil ? "'\(text)' is not a URL" : nil
            default: return "\(value.shown) is not stored as \(primitive.swiftName) is"
            }
        }
    }
}

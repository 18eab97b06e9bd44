import Foundation
import SchemaModel

/// Whether a stored value is one the latest version's code can read: the storage class its type stores as,
/// an integer in its type's range, an enum raw value that a case has, no NULL where the attribute is
/// required, a struct's every required field present. A custom stage's own values are checked this way even
/// when nothing says what they must be.
enum StoredValueValidity {
    /// Why `value` can't be read as `attribute` of `schema`, or `nil` when it can.
    static func problem(_ value: StoredValue, of attribute: Attribute, in schema: Schema) -> String? {
        if value == .null {
            return attribute.type.isOptional ? nil : "NULL in a required attribute"
        }
        let type = attribute.type.nonOptional
        guard type.isArray || type.structName != nil else { return problem(value, of: type.scalar, in: schema) }
        guard case .text(let text) = value, let json = StoredJSON.parse(text) else {
            return "\(value.shown) is not a JSON \(type.isArray ? "array" : "object")"
        }
        return problem(json, of: type, in: schema)
    }

    /// Why `json`, inside an array or a struct, can't be read as a non-optional `type`.
    private static func problem(_ json: StoredJSON, of type: AttributeType, in schema: Schema) -> String? {
        if type.isArray {
            guard case .array(let elements) = json else { return "\(json.shown) is not a JSON array" }
            for element in elements {
                if let problem = problem(element, of: type.elementType, in: schema) {
                    return "an element of the array: \(problem)"
                }
            }
            return nil
        }
        if let name = type.structName {
            guard let declaration = schema.structDeclaration(named: name) else { return nil }
            guard case .object = json else { return "\(json.shown) is not a JSON object" }
            for field in declaration.fields {
                let member = json.member(named: field.name) ?? .scalar(.null)
                if member == .scalar(.null) {
                    if field.type.isOptional { continue }
                    return "the field '\(field.name)' of \(name) is missing"
                }
                if let problem = problem(member, of: field.type.nonOptional, in: schema) {
                    return "the field '\(field.name)' of \(name): \(problem)"
                }
            }
            return nil
        }
        guard case .scalar(let value) = json else { return "\(json.shown) where one value belongs" }
        // Bytes are base64 text inside an array or a struct; their text is all there is to check.
        if case .primitive(.data) = type.scalar, case .text = value { return nil }
        return problem(value, of: type.scalar, in: schema)
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
        case .structure(let name):
            return "\(value.shown) is not a JSON object of \(name)"
        }
    }
}

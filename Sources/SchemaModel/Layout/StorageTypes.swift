import Foundation

/// The stored form of schema values (defaults, enum cases, arrays), shared by the layout and the row codec.
package enum StorageTypes {
    /// The stored form of a default every row can share, or `nil` for `now` and `uuid`, which are taken per
    /// insertion.
    package static func constantValue(_ value: DefaultValue, type: AttributeType, in schema: Schema) -> StoredValue? {
        guard value.isConstant else { return nil }
        return storedValue(of: value, type: type, in: schema)
    }

    /// The stored form of a constant default (enum cases by raw value), or `nil` for `now` and `uuid`.
    package static func storedValue(of value: DefaultValue, type: AttributeType, in schema: Schema) -> StoredValue? {
        switch value {
        case .string(let text): return .text(text)
        case .bool(let flag): return .integer(flag ? 1 : 0)
        case .integer(let number): return .integer(number)
        case .unsignedInteger(let number): return .integer(Int64(bitPattern: number))
        case .floatingPoint(let number): return .real(number)
        case .decimal(let text): return .text(text)
        case .date(let seconds): return .real(seconds)
        case .uuid(let text): return .text(text)
        case .url(let text): return .text(text)
        case .data(let base64): return .blob([UInt8](Data(base64Encoded: base64) ?? Data()))
        case .enumCase(let name):
            guard let declaration = type.enumName.flatMap(schema.enumDeclaration(named:)),
                let rawValue = declaration.enumCase(named: name)?.rawValue
            else { return .text(name) }
            switch rawValue {
            case .string(let text): return .text(text)
            case .int(let number): return .integer(number)
            }
        case .array(let elements):
            let items = elements.compactMap { storedValue(of: $0, type: type.nonOptional.elementType, in: schema) }.map(
                jsonText)
            return .text("[" + items.joined(separator: ",") + "]")
        case .now, .generatedUUID: return nil
        }
    }

    private static func jsonText(_ value: StoredValue) -> String {
        switch value {
        case .text(let text): return JSONText.quoted(text)
        case .integer(let number): return String(number)
        case .real(let number): return "\(number)"
        default: return "null"
        }
    }
}

import Foundation

/// The mapping from schema types to SQLite storage, shared by the layout and the row codec.
package enum StorageTypes {
    /// The SQLite type of a column for `type`; enums store their raw values.
    package static func sqlType(of type: AttributeType, in schema: Schema) -> String {
        if type.isArray { return "TEXT" }
        switch type.scalar {
        case .enumeration(let name):
            return schema.enumDeclaration(named: name)?.rawType == .int ? "INTEGER" : "TEXT"
        case .primitive(let primitive):
            switch primitive {
            case .bool, .int, .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32, .uint64: return "INTEGER"
            case .double, .float, .date: return "REAL"
            case .string, .uuid, .url, .decimal: return "TEXT"
            case .data: return "BLOB"
            }
        }
    }

    /// The SQL literal of a default every row can share, or `nil` for `now` and `uuid`, which are taken
    /// per insertion.
    package static func constantSQL(_ value: DefaultValue, type: AttributeType, in schema: Schema) -> String? {
        guard value.isConstant else { return nil }
        return storedValue(of: value, type: type, in: schema).map(sqlLiteral)
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

    /// A stored value as an SQL literal.
    package static func sqlLiteral(_ value: StoredValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let number): return String(number)
        case .real(let number): return number.isFinite ? "\(number)" : "NULL"
        case .text(let text): return SQL.literal(text)
        case .blob(let bytes): return "X'" + bytes.map { String(format: "%02X", $0) }.joined() + "'"
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

import Foundation
import SchemaModel
import SchemaRuntime

/// The values generated fixtures give each attribute type, in stored form: the edges where migrations lose or
/// mangle data (empty and long text, non-ASCII, zero, negative and extreme numbers, the epoch and the far
/// future, empty and large arrays and bytes, every enum case). Each value is made by the runtime's own
/// conversion of a Swift value, so a fixture is stored exactly as the app would store it.
enum FixtureValues {
    /// The edge values of a non-optional attribute type; an enum gives every case, an array is empty, short
    /// or large, a struct holds its fields' edges in turn.
    static func edges(of type: AttributeType, in schema: Schema) -> [StoredValue] {
        edgeJSON(of: type, in: schema).map(\.columnValue)
    }

    /// The edges of a non-optional type as an array or a struct holds them (``edges(of:in:)`` stores each).
    private static func edgeJSON(of type: AttributeType, in schema: Schema, depth: Int = 0) -> [StoredJSON] {
        let elements = scalarEdges(of: type.scalar, in: schema, depth: depth)
        guard type.isArray else { return elements }
        // Many elements, each short: the long edges are for scalars, and 1,000 copies of them would make
        // every fixture store megabytes.
        let short = elements.filter { $0.isShort }
        let large = (0..<1_000).map { short[$0 % max(short.count, 1)] }
        return [.array([]), .array(Array(elements.prefix(3))), .array(short.isEmpty ? [] : large)]
    }

    /// `count` values of a non-optional `type` that all differ, for an attribute a uniqueness constraint
    /// covers: the edges first, then values made from their index; NULL once a type with few values (`Bool`,
    /// a small enum) has none left.
    static func distinct(_ count: Int, of type: AttributeType, in schema: Schema) -> [StoredValue] {
        let edges = edges(of: type, in: schema)
        return (0..<count).map { index in
            if index < edges.count { return edges[index] }
            if type.isArray { return StorageTypes.array([made(index, of: type.scalar)].compactMap { $0 }) }
            return made(index, of: type.scalar) ?? .null
        }
    }

    /// How many values ``distinct(_:of:in:)`` can give.
    static func distinctCount(of type: AttributeType, in schema: Schema) -> Int {
        if type.isArray { return .max }
        switch type.scalar {
        case .primitive(.bool): return 2
        case .primitive(.int8): return Int(Int8.max)
        case .primitive(.uint8): return Int(UInt8.max)
        case .enumeration(let name): return schema.enumDeclaration(named: name)?.cases.count ?? 0
        case .structure: return edges(of: type, in: schema).count
        case .primitive: return .max
        }
    }

    /// Structs nested deeper than this hold their fields' first edges only, so a deep nesting stays small.
    private static let variedStructDepth = 2

    private static func scalarEdges(of scalar: AttributeType.Scalar, in schema: Schema, depth: Int) -> [StoredJSON] {
        switch scalar {
        case .enumeration(let name):
            return (schema.enumDeclaration(named: name)?.cases ?? []).map {
                .scalar(StorageTypes.storedValue(of: $0.rawValue))
            }
        case .primitive(let primitive):
            return primitiveEdges(of: primitive).map(StoredJSON.scalar)
        case .structure(let name):
            guard let declaration = schema.structDeclaration(named: name) else { return [] }
            return structEdges(of: declaration, in: schema, depth: depth)
        }
    }

    /// Values of a struct that between them give each field each of its edges (and `nil` where optional):
    /// value i holds edge i of every field, the fields with fewer edges starting over.
    private static func structEdges(of declaration: StructDeclaration, in schema: Schema, depth: Int)
        -> [StoredJSON]
    {
        let fieldEdges = declaration.fields.map { field -> [StoredJSON] in
            let values = edgeJSON(of: field.type.nonOptional, in: schema, depth: depth + 1)
            let chosen = depth >= variedStructDepth ? Array(values.prefix(1)) : values
            return field.type.isOptional ? chosen + [.scalar(.null)] : chosen
        }
        let count = max(1, fieldEdges.map(\.count).max() ?? 1)
        return (0..<count).map { index in
            .object(
                zip(declaration.fields, fieldEdges).map { field, edges in
                    StoredJSON.Member(
                        name: field.name, value: edges.isEmpty ? .scalar(.null) : edges[index % edges.count])
                })
        }
    }

    private static func primitiveEdges(of primitive: PrimitiveType) -> [StoredValue] {
        switch primitive {
        case .string:
            return [
                "", "plain text", "naïve café · 日本語 · 🏃🏽‍♀️", String(repeating: "0123456789", count: 410),
                "quote ' and \" back\\slash\nsecond line\ttab",
            ].map(\.storedValue)
        case .bool: return [false, true].map(\.storedValue)
        case .int: return integers(Int.self)
        case .int8: return integers(Int8.self)
        case .int16: return integers(Int16.self)
        case .int32: return integers(Int32.self)
        case .int64: return integers(Int64.self)
        case .uint8: return integers(UInt8.self)
        case .uint16: return integers(UInt16.self)
        case .uint32: return integers(UInt32.self)
        case .uint64: return integers(UInt64.self)
        case .double:
            return [0, -0.5, 0.1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude].map {
                Double($0).storedValue
            }
        case .float:
            return [0, -1.5, .greatestFiniteMagnitude, .leastNonzeroMagnitude].map { Float($0).storedValue }
        case .decimal:
            return ["0", "-12345.6789", "79228162514264337593543950335", "0.0000000001"].compactMap {
                Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))?.storedValue
            }
        case .date:
            // The epoch, the year 3000, the year 1900, and a time with a fraction of a second.
            return [0, 32_503_680_000, -2_208_988_800, 1_700_000_000.25].map {
                Date(timeIntervalSince1970: $0).storedValue
            }
        case .uuid:
            return [
                "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
                "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            ].compactMap { UUID(uuidString: $0)?.storedValue }
        case .data:
            // Larger than a page, so it spills into overflow pages.
            let large = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            return [Data(), Data([0]), large].map(\.storedValue)
        case .url:
            return ["https://example.com", "https://example.com/a%20path?q=%C3%A9#part", "file:///tmp/fixture.txt"]
                .compactMap { URL(string: $0)?.storedValue }
        }
    }

    private static func integers<T: FixedWidthInteger & StorableValue>(_ type: T.Type) -> [StoredValue] {
        // Zero and the extremes; -1 where the type has it (every bit set), else 1.
        let values: [T] = T.isSigned ? [0, T(truncatingIfNeeded: -1), .min, .max] : [0, 1, .max]
        return values.map(\.storedValue)
    }

    /// A value made from `index`, different from every edge of its type.
    private static func made(_ index: Int, of scalar: AttributeType.Scalar) -> StoredValue? {
        guard case .primitive(let primitive) = scalar else { return nil }
        switch primitive {
        case .string: return "distinct \(index)".storedValue
        case .bool: return nil
        case .int, .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32, .uint64:
            return Int64(index).storedValue
        case .double, .float: return (Double(index) + 0.25).storedValue
        case .decimal: return .text("\(index).5")
        case .date: return Date(timeIntervalSince1970: 1_000_000 + Double(index)).storedValue
        case .uuid:
            let digits = String(index, radix: 16, uppercase: true)
            let suffix = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
            return .text("00000000-0000-4000-8000-" + suffix)
        case .data:
            return Data([0xD1, UInt8(truncatingIfNeeded: index), UInt8(truncatingIfNeeded: index >> 8)]).storedValue
        case .url: return URL(string: "https://example.com/\(index)")?.storedValue
        }
    }
}

extension StoredJSON {
    /// Whether the value is small enough to repeat a thousand times in an array.
    fileprivate var isShort: Bool {
        switch self {
        case .scalar(.text(let text)): text.utf8.count <= 64
        case .scalar(.blob(let bytes)): bytes.count <= 64
        case .scalar: true
        case .array(let elements): elements.count <= 3 && elements.allSatisfy(\.isShort)
        case .object(let members): members.allSatisfy(\.value.isShort)
        }
    }

    /// The value as a column stores it: a scalar as itself, an array or a struct as its JSON text.
    var columnValue: StoredValue {
        if case .scalar(let value) = self { return value }
        return .text(text)
    }
}

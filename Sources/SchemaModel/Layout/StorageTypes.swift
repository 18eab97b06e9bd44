#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
            return storedValue(of: rawValue)
        case .array(let elements):
            return array(elements.compactMap { storedValue(of: $0, type: type.nonOptional.elementType, in: schema) })
        case .now, .generatedUUID, .expression: return nil
        }
    }

    /// The stored form of an enum case: its raw value.
    package static func storedValue(of rawValue: EnumDeclaration.RawValue) -> StoredValue {
        switch rawValue {
        case .string(let text): .text(text)
        case .int(let number): .integer(number)
        }
    }

    /// The stored form of an array, from its elements' stored forms: JSON text, with strings as JSON strings,
    /// numbers as numbers (a non-finite one as `null`) and bytes as base64 strings.
    package static func array(_ elements: [StoredValue]) -> StoredValue {
        .text(StoredJSON.array(elements.map(StoredJSON.scalar)).text)
    }

    /// The elements of an array's stored form, read back: strings as text (bytes stay their base64 text; only
    /// the element type knows they are bytes), integers as integers, other numbers as reals, `null` as NULL.
    /// `nil` when the value is no JSON array; a `nil` element is one that is none of those (an object, a
    /// nested array).
    package static func arrayElements(of value: StoredValue) -> [StoredValue?]? {
        guard case .text(let text) = value, case .array(let elements)? = StoredJSON.parse(text) else { return nil }
        return elements.map { element in
            if case .scalar(let scalar) = element { return scalar }
            return nil
        }
    }
}

/// The first fingerprint encoding (stamps of 16 hexadecimal digits, written before encoding 2), frozen:
/// stores stamped with it must keep opening, so it spells every type, default and constraint itself and
/// depends on no `description` or analysis code that could change. Never edit it; a store it recognises is
/// re-stamped with the current encoding the next time it is opened for writing.
package enum LegacyFingerprintV1 {
    /// The stamp encoding 1 gave `schema`.
    package static func of(_ schema: Schema) -> String {
        var hasher = FNV1a()
        hasher.add("schemagen-store-1")
        for declaration in schema.enums.sorted(by: { $0.name < $1.name }) {
            hasher.add("enum \(declaration.name) \(declaration.rawType == .int ? "Int" : "String")")
            for enumCase in declaration.cases {
                switch enumCase.rawValue {
                case .string(let value): hasher.add("case \(enumCase.name) = \"\(value)\"")
                case .int(let value): hasher.add("case \(enumCase.name) = \(value)")
                }
            }
        }
        for model in schema.models.sorted(by: { $0.name < $1.name }) {
            hasher.add("model \(model.name)")
            for attribute in model.attributes.sorted(by: { $0.name < $1.name }) {
                hasher.add(
                    "attribute \(attribute.name) \(spelling(of: attribute.type)) default=\(attribute.defaultValue.map(spelling(of:)) ?? "-") "
                        + "unique=\(attribute.isUnique) transient=\(attribute.isTransient) external=\(attribute.usesExternalStorage)"
                )
            }
            for relationship in model.relationships.sorted(by: { $0.name < $1.name }) {
                let inverse = inverseName(of: relationship, in: model, schema: schema) ?? "-"
                hasher.add(
                    "relationship \(relationship.name) \(targetSpelling(of: relationship)) inverse=\(inverse) "
                        + "rule=\(ruleSpelling(relationship.deleteRule)) min=\(relationship.minCount ?? -1) max=\(relationship.maxCount ?? -1)"
                )
            }
            for constraint in model.allUniquenessConstraints.map({ $0.sorted() }).sorted(by: {
                $0.lexicographicallyPrecedes($1)
            }) {
                hasher.add("unique \(arraySpelling(constraint))")
            }
            for index in model.indexes.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                hasher.add("index \(arraySpelling(index))")
            }
        }
        return hasher.hexDigest
    }

    // MARK: The spellings encoding 1 used, written out

    private static func spelling(of type: AttributeType) -> String {
        let scalar: String
        switch type.scalar {
        case .primitive(let primitive): scalar = primitiveSpelling[primitive] ?? ""
        case .enumeration(let name), .structure(let name): scalar = name
        }
        let base = type.isArray ? "[\(scalar)]" : scalar
        return type.isOptional ? base + "?" : base
    }

    private static let primitiveSpelling: [PrimitiveType: String] = [
        .string: "String", .bool: "Bool", .int: "Int", .int8: "Int8", .int16: "Int16", .int32: "Int32",
        .int64: "Int64", .uint8: "UInt8", .uint16: "UInt16", .uint32: "UInt32", .uint64: "UInt64",
        .double: "Double", .float: "Float", .decimal: "Decimal", .date: "Date", .uuid: "UUID", .data: "Data",
        .url: "URL",
    ]

    private static func spelling(of value: DefaultValue) -> String {
        switch value {
        case .string(let value): "\"\(value)\""
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .unsignedInteger(let value): String(value)
        case .floatingPoint(let value): String(value)
        case .decimal(let value): value
        case .date(let seconds): "date(\(String(seconds)))"
        case .now: "now"
        case .uuid(let value): value
        case .generatedUUID: "uuid"
        case .url(let value): value
        case .data(let base64): "data(\(base64))"
        case .enumCase(let name): "." + name
        case .array(let elements): "[" + elements.map(spelling(of:)).joined(separator: ", ") + "]"
        case .expression(let code): "swift(\(code))"
        }
    }

    private static func targetSpelling(of relationship: Relationship) -> String {
        switch relationship.cardinality {
        case .toOne(let isOptional): isOptional ? relationship.target + "?" : relationship.target
        case .toMany(let isOptional): isOptional ? "[\(relationship.target)]?" : "[\(relationship.target)]"
        }
    }

    private static func ruleSpelling(_ rule: Relationship.DeleteRule) -> String {
        switch rule {
        case .nullify: "nullify"
        case .cascade: "cascade"
        case .deny: "deny"
        case .noAction: "noAction"
        }
    }

    /// Swift's spelling of an array of names: `["a", "b"]` (names are identifiers, so nothing is escaped).
    private static func arraySpelling(_ names: [String]) -> String {
        "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    /// The inverse written on this side, or else the relationship of the target that names this one.
    private static func inverseName(of relationship: Relationship, in model: Model, schema: Schema) -> String? {
        if let inverse = relationship.inverse { return inverse }
        return schema.models.first { $0.name == relationship.target }?.relationships.first {
            $0.target == model.name && $0.inverse == relationship.name
        }?.name
    }
}

/// 64-bit FNV-1a over UTF-8 lines, as encoding 1 hashed them.
private struct FNV1a {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ line: String) {
        for byte in line.utf8 + [0x0A] {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01B3
        }
    }

    var hexDigest: String {
        let hex = String(state, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

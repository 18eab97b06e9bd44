import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Swift expressions for schema values: defaults in initialisers, and the IR as literals in each version's
/// `schemaDescription`.
enum SwiftLiterals {
    // MARK: Default values as Swift expressions

    /// What a default expression may use, as its flavor says.
    enum Style {
        /// Builds some values (a decimal, a URL) with SchemaRuntime's helpers.
        case runtimeHelpers
        /// Depends on nothing but Foundation, and names an enum case with its type: a macro that copies an
        /// initial value elsewhere leaves `.case` with no type to resolve against.
        case standalone
    }

    /// The expression for `value` as the default of a property of type `type`.
    static func defaultExpression(_ value: DefaultValue, type: AttributeType, style: Style) -> String {
        switch (value, style) {
        case (.decimal(let text), .standalone):
            // Validated as a decimal when loaded, so the initialiser can't fail.
            return "Decimal(string: \(SwiftNames.stringLiteral(text)))!"
        case (.url(let text), .standalone):
            return "URL(string: \(SwiftNames.stringLiteral(text)))!"
        case (.enumCase(let name), .standalone):
            if case .enumeration(let enumName) = type.scalar {
                return SwiftNames.escaped(enumName) + "." + SwiftNames.escaped(name)
            }
            return "." + SwiftNames.escaped(name)
        case (.array(let elements), .standalone):
            return "["
                + elements.map { defaultExpression($0, type: type.elementType, style: style) }.joined(
                    separator: ", ") + "]"
        default:
            return defaultExpression(value, type: type)
        }
    }

    private static func defaultExpression(_ value: DefaultValue, type: AttributeType) -> String {
        switch value {
        case .string(let text): SwiftNames.stringLiteral(text)
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .unsignedInteger(let number): String(number)
        case .floatingPoint(let number): floatingPointLiteral(number)
        case .decimal(let text): "StoredDefaults.decimal(\(SwiftNames.stringLiteral(text)))"
        case .date(let seconds):
            "Date(timeIntervalSince1970: \(floatingPointLiteral(seconds)) /* \(ISO8601Date.text(secondsSince1970: seconds)) */)"
        case .now: "Date()"
        case .uuid(let text): uuidExpression(text)
        case .generatedUUID: "UUID()"
        case .url(let text): "StoredDefaults.url(\(SwiftNames.stringLiteral(text)))"
        case .data(let base64): dataExpression(base64)
        case .enumCase(let name): "." + SwiftNames.escaped(name)
        case .array(let elements):
            "[" + elements.map { defaultExpression($0, type: type.nonOptional) }.joined(separator: ", ") + "]"
        case .expression(let code): code
        }
    }

    static func floatingPointLiteral(_ value: Double) -> String {
        // Swift's description is the shortest text that reads back as the same Double.
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// A UUID from its bytes: total, unlike `UUID(uuidString:)`, which is optional.
    private static func uuidExpression(_ text: String) -> String {
        let hex = Array(text.filter { $0 != "-" })
        let bytes = stride(from: 0, to: hex.count, by: 2).map { "0x" + String(hex[$0..<min($0 + 2, hex.count)]) }
        return "UUID(uuid: (" + bytes.joined(separator: ", ") + "))"
    }

    private static func dataExpression(_ base64: String) -> String {
        let bytes = Data(base64Encoded: base64).map(Array.init) ?? []
        guard !bytes.isEmpty else { return "Data()" }
        return "Data([" + bytes.map { "0x" + $0.hexDigits() }.joined(separator: ", ") + "])"
    }

    // MARK: The IR as literals

    /// `.string("x")`, `.integer(5)`, ... as a `SchemaModel.DefaultValue` literal.
    static func describe(_ value: DefaultValue) -> String {
        switch value {
        case .string(let text): ".string(\(SwiftNames.stringLiteral(text)))"
        case .bool(let flag): ".bool(\(flag))"
        case .integer(let number): ".integer(\(number))"
        case .unsignedInteger(let number): ".unsignedInteger(\(number))"
        case .floatingPoint(let number): ".floatingPoint(\(floatingPointLiteral(number)))"
        case .decimal(let text): ".decimal(\(SwiftNames.stringLiteral(text)))"
        case .date(let seconds):
            ".date(secondsSince1970: \(floatingPointLiteral(seconds)) /* \(ISO8601Date.text(secondsSince1970: seconds)) */)"
        case .now: ".now"
        case .uuid(let text): ".uuid(\(SwiftNames.stringLiteral(text)))"
        case .generatedUUID: ".generatedUUID"
        case .url(let text): ".url(\(SwiftNames.stringLiteral(text)))"
        case .data(let base64): ".data(base64: \(SwiftNames.stringLiteral(base64)))"
        case .enumCase(let name): ".enumCase(\(SwiftNames.stringLiteral(name)))"
        case .array(let elements): ".array([" + elements.map(describe).joined(separator: ", ") + "])"
        case .expression(let code): ".expression(\(SwiftNames.stringLiteral(code)))"
        }
    }

    /// An `AttributeType` in `SchemaModel`'s short spelling, read as the schema's type is: `.string.optional`
    /// for `String?`, `.enumeration("Mood").array` for `[Mood]`, `.double.spelled(.timeInterval)`.
    static func describe(_ type: AttributeType) -> String {
        var text: String
        switch type.scalar {
        case .primitive(let primitive): text = "." + primitiveCaseName(primitive)
        case .enumeration(let name): text = ".enumeration(\(SwiftNames.stringLiteral(name)))"
        case .structure(let name): text = ".structure(\(SwiftNames.stringLiteral(name)))"
        }
        if let spelling = type.spelling { text += ".spelled(.\(spellingCaseName(spelling)))" }
        if type.isArray { text += ".array" }
        if type.isOptional { text += ".optional" }
        return text
    }

    /// The `AttributeType.Spelling` case name for a spelling (`CGFloat` -> `cgFloat`).
    static func spellingCaseName(_ spelling: AttributeType.Spelling) -> String {
        switch spelling {
        case .timeInterval: "timeInterval"
        case .cgFloat: "cgFloat"
        case .float64: "float64"
        case .float32: "float32"
        }
    }

    /// The `PrimitiveType` case name for a type (`UUID` -> `uuid`).
    static func primitiveCaseName(_ primitive: PrimitiveType) -> String {
        switch primitive {
        case .string: "string"
        case .bool: "bool"
        case .int: "int"
        case .int8: "int8"
        case .int16: "int16"
        case .int32: "int32"
        case .int64: "int64"
        case .uint8: "uint8"
        case .uint16: "uint16"
        case .uint32: "uint32"
        case .uint64: "uint64"
        case .double: "double"
        case .float: "float"
        case .decimal: "decimal"
        case .date: "date"
        case .uuid: "uuid"
        case .data: "data"
        case .url: "url"
        }
    }

    /// A `Relationship.Cardinality` literal.
    static func describe(_ cardinality: Relationship.Cardinality) -> String {
        switch cardinality {
        case .toOne(let isOptional): ".toOne(isOptional: \(isOptional))"
        case .toMany(let isOptional): ".toMany(isOptional: \(isOptional))"
        }
    }

    /// A relationship's options that differ from their defaults, as labelled arguments (`inverse: "owner"`,
    /// `deleteRule: .cascade`, ...), in the order both `SchemaModel.Relationship` and the runtime's stored
    /// properties take them.
    static func relationshipOptions(_ relationship: Relationship) -> [String] {
        var arguments: [String] = []
        if let inverse = relationship.inverse { arguments.append("inverse: \(SwiftNames.stringLiteral(inverse))") }
        if relationship.deleteRule != .nullify { arguments.append("deleteRule: .\(relationship.deleteRule.rawValue)") }
        if let minCount = relationship.minCount { arguments.append("minCount: \(minCount)") }
        if let maxCount = relationship.maxCount { arguments.append("maxCount: \(maxCount)") }
        if let originalName = relationship.originalName {
            arguments.append("originalName: \(SwiftNames.stringLiteral(originalName))")
        }
        if let hashModifier = relationship.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        return arguments
    }

    /// A `[[String]]` literal.
    static func describe(_ groups: [[String]]) -> String {
        "["
            + groups.map { "[" + $0.map(SwiftNames.stringLiteral).joined(separator: ", ") + "]" }.joined(
                separator: ", ")
            + "]"
    }
}

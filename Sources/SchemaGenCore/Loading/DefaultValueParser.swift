import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks an attribute's `default:` against its type and turns it into a normalised ``DefaultValue``.
struct DefaultValueParser {
    let enumsByName: [String: EnumDeclaration]

    /// Parses `node` as a default for `type`. A null default on an optional attribute means "no default"
    /// and gives `nil`.
    mutating func parse(_ node: YAMLNode, for type: AttributeType, what: @autoclosure () -> String)
        -> Result<DefaultValue?, Diagnostic>
    {
        if node.isNull {
            guard type.isOptional else {
                return .failure(
                    .error(
                        .invalidDefault, "\(what()) is required, so its default can't be null", at: node.location,
                        hint: "give a value, remove 'default', or make the type '\(type.nonOptional)?'"))
            }
            return .success(nil)
        }
        if let entries = node.mappingEntries {
            return expression(entries, at: node.location, what: what()).map { $0 }
        }
        if type.isArray {
            guard let items = node.sequenceItems else {
                return .failure(
                    .error(
                        .invalidDefault, "the default of \(what()) must be a list, because its type is '\(type)'",
                        at: node.location,
                        hint: "write 'default: []' for an empty array"))
            }
            var values: [DefaultValue] = []
            for item in items {
                switch scalarValue(item, scalar: type.scalar, what: { "an element of the default of \(what())" }) {
                case .success(let value): values.append(value)
                case .failure(let diagnostic): return .failure(diagnostic)
                }
            }
            return .success(.array(values))
        }
        return scalarValue(node, scalar: type.scalar, what: { "the default of \(what())" }).map { $0 }
    }

    /// `{ swift: "Data()" }`: one line of Swift, taken as written; the compiler checks it against the type.
    private func expression(_ entries: [YAMLMappingEntry], at location: SourceLocation, what: @autoclosure () -> String)
        -> Result<DefaultValue, Diagnostic>
    {
        let key = DefaultKey.swift.rawValue
        guard entries.count == 1, let entry = entries.first, entry.key == key else {
            let other = entries.first { $0.key != key }
            return .failure(
                .error(
                    .invalidDefault,
                    "the default of \(what()) is a mapping, which takes only '\(key)' (a Swift expression)"
                        + (other.map { ", not '\($0.key)'" } ?? ""),
                    at: other?.keyLocation ?? location, hint: "write 'default: { swift: \"Data()\" }'"))
        }
        guard let code = entry.value.scalar?.text.trimmingBlanks(), !code.isEmpty,
            !(entry.value.scalar?.isNull ?? true)
        else {
            return .failure(
                .error(
                    .invalidDefault, "the Swift default of \(what()) is empty", at: entry.value.location,
                    hint: "write the expression, such as 'default: { swift: \"Data()\" }'"))
        }
        guard !code.contains(where: \.isNewline) else {
            return .failure(
                .error(
                    .invalidDefault, "the Swift default of \(what()) spans more than one line",
                    at: entry.value.location,
                    hint: "write it on one line, or move it into a static function and call that"))
        }
        return .success(.expression(code))
    }

    private func scalarValue(_ node: YAMLNode, scalar type: AttributeType.Scalar, what: () -> String)
        -> Result<DefaultValue, Diagnostic>
    {
        guard let scalar = node.scalar, !scalar.isNull else {
            return .failure(
                .error(
                    .invalidDefault, "\(what()) must be a single \(type) value, not \(node.kindDescription)",
                    at: node.location,
                    hint: "write one value; only array attributes take a list"))
        }
        let text = scalar.text
        func failure(_ message: String, hint: String? = nil) -> Result<DefaultValue, Diagnostic> {
            .failure(.error(.invalidDefault, message, at: node.location, hint: hint))
        }
        switch type {
        case .enumeration(let enumName):
            guard let declaration = enumsByName[enumName] else {
                // The enum itself has errors, already reported.
                return .success(.enumCase(text))
            }
            let caseName = text.hasPrefix(".") ? String(text.dropFirst()) : text
            guard declaration.enumCase(named: caseName) != nil else {
                let names = declaration.cases.map(\.name)
                return failure(
                    "\(what()) must be a case of '\(enumName)', not \(MessageText.quoted(text))",
                    hint: NameSuggestion.hint(
                        for: caseName, among: names, otherwise: "the cases are \(NameSuggestion.list(names))"))
            }
            return .success(.enumCase(caseName))
        case .primitive(let primitive):
            return primitiveValue(text, isPlain: scalar.isPlain, type: primitive, what: what, failure: failure)
        case .structure(let structName):
            return failure(
                "\(what()) can't be written as a literal: '\(structName)' is a struct",
                hint:
                    "write the value in Swift, 'default: { swift: \"\(structName)(...)\" }', or make the attribute optional"
            )
        }
    }

    private func primitiveValue(
        _ text: String, isPlain: Bool, type: PrimitiveType, what: () -> String,
        failure: (String, String?) -> Result<DefaultValue, Diagnostic>
    ) -> Result<DefaultValue, Diagnostic> {
        switch type {
        case .string:
            return .success(.string(text))
        case .bool:
            guard let value = VersionFileReading.booleanLiteral(text) else {
                return failure(
                    "\(what()) must be true or false, not \(MessageText.quoted(text))",
                    "write true or false (YAML's yes/no/on/off are not booleans here)")
            }
            return .success(.bool(value))
        case .int, .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32, .uint64:
            return integerValue(text, type: type, what: what, failure: failure)
        case .double, .float:
            guard let value = NumberLiterals.floatingPoint(text) else {
                return failure(
                    "\(what()) must be a \(type.swiftName), not \(MessageText.quoted(text))",
                    "write a decimal number such as 1.5 or 2e3")
            }
            if type == .float, abs(value) > Double(Float.greatestFiniteMagnitude) {
                return failure(
                    "\(what()) is \(text), outside the range of Float", "use a smaller value, or the type Double")
            }
            return .success(.floatingPoint(value))
        case .decimal:
            guard let canonical = NumberLiterals.canonicalDecimal(text) else {
                return failure(
                    "\(what()) must be a Decimal, not \(MessageText.quoted(text))",
                    "write digits with an optional point, such as 19.99")
            }
            return .success(.decimal(canonical))
        case .date:
            if text == "now" { return .success(.now) }
            switch ISO8601Date.secondsSince1970(text) {
            case .success(let seconds): return .success(.date(secondsSince1970: seconds))
            case .failure(.missingZone):
                return failure(
                    "\(what()) is the date-time \(MessageText.quoted(text)), which has no time zone",
                    "add 'Z' for UTC or an offset such as +02:00")
            case .failure(.outOfRange(let field)):
                return failure(
                    "\(what()) is \(MessageText.quoted(text)), which is not a real date (\(field) is out of range)",
                    "check the day, month and time")
            case .failure(.malformed):
                return failure(
                    "\(what()) must be 'now' or an ISO 8601 date, not \(MessageText.quoted(text))",
                    "write 'now', a date such as 2024-01-31, or a date-time such as 2024-01-31T08:00:00Z")
            }
        case .uuid:
            if text == "uuid" { return .success(.generatedUUID) }
            guard let uuid = UUID(uuidString: text) else {
                return failure(
                    "\(what()) must be 'uuid' or a UUID, not \(MessageText.quoted(text))",
                    "write 'uuid' for a fresh value per row, or a UUID such as 123E4567-E89B-12D3-A456-426614174000")
            }
            return .success(.uuid(uuid.uuidString))
        case .data:
            guard let data = Data(base64Encoded: text) else {
                return failure(
                    "\(what()) must be base64 text, not \(MessageText.quoted(text))",
                    "encode the bytes as base64, such as 'AAEC/w=='")
            }
            return .success(.data(base64: data.base64EncodedString()))
        case .url:
            guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty, !text.contains(" ") else {
                return failure(
                    "\(what()) must be an absolute URL, not \(MessageText.quoted(text))",
                    "write a URL with a scheme, such as https://example.com")
            }
            return .success(.url(text))
        }
    }

    private func integerValue(
        _ text: String, type: PrimitiveType, what: () -> String,
        failure: (String, String?) -> Result<DefaultValue, Diagnostic>
    ) -> Result<DefaultValue, Diagnostic> {
        guard let range = type.integerRange else { return failure("\(type.swiftName) is not an integer type", nil) }
        // Messages are built only for a value that fails: most defaults are fine.
        var rangeText: String { "\(range.min)...\(range.max)" }
        var outOfRange: Result<DefaultValue, Diagnostic> {
            failure(
                "\(what()) is \(text), outside the range of \(type.swiftName) (\(rangeText))",
                "use a value in range, or a wider type such as \(type.wider.swiftName)")
        }
        guard let literal = NumberLiterals.integer(text) else {
            if NumberLiterals.isIntegerLiteral(text) { return outOfRange }
            if NumberLiterals.floatingPoint(text) != nil {
                return failure(
                    "\(what()) must be a whole number for \(type.swiftName), not \(MessageText.quoted(text))",
                    "remove the fraction, or use the type Double")
            }
            let example = type == .int || type == .int64 || type == .uint64 ? "such as 42" : "in \(rangeText)"
            return failure(
                "\(what()) must be an \(type.swiftName), not \(MessageText.quoted(text))",
                "write a whole number \(example)")
        }
        if literal.isNegative {
            guard let value = NumberLiterals.int64(isNegative: true, magnitude: literal.magnitude), value >= range.min
            else { return outOfRange }
            return .success(.integer(value))
        }
        guard literal.magnitude <= range.max else { return outOfRange }
        if let value = NumberLiterals.int64(isNegative: false, magnitude: literal.magnitude) {
            return .success(.integer(value))
        }
        return .success(.unsignedInteger(literal.magnitude))
    }
}

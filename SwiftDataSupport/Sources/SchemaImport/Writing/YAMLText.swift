import SchemaModel

/// How the version files the import writes spell scalars: plain where YAML reads the text back as the
/// same string, double-quoted otherwise.
enum YAMLText {
    /// Words YAML 1.1 readers take for booleans or null, and the contract's own keywords.
    private static let reserved: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~", "now", "uuid",
    ]

    /// A name or string, plain if it is an identifier that no reader mistakes for anything else.
    static func string(_ text: String) -> String {
        let isIdentifier =
            text.first.map { $0.isLetter || $0 == "_" } ?? false
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return isIdentifier && !reserved.contains(text.lowercased()) ? text : quoted(text)
    }

    /// A type or relationship target: `String?` and `[Tag]` need quotes inside a flow mapping.
    static func type(_ text: String) -> String {
        text.hasSuffix("?") || text.hasPrefix("[") ? quoted(text) : text
    }

    /// A value: scalars as they are (numbers, dates, keywords), strings through ``string(_:)``, lists in
    /// flow style.
    static func value(_ value: YAMLValue) -> String {
        switch value {
        case .scalar(let text): text
        case .string(let text): string(text)
        case .list(let items): "[" + items.map(Self.value).joined(separator: ", ") + "]"
        }
    }

    /// Double-quoted. A JSON string literal is a YAML double-quoted scalar, so JSON's escaper serves.
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

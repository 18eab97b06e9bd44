import SchemaModel

/// How version files spell a scalar: plain where every YAML reader takes the text back as the same string,
/// double-quoted otherwise. ``SchemaFileWriter`` and the SwiftData import write with it.
public enum YAMLSpelling {
    /// Words YAML 1.1 readers take for booleans or null, and the schema language's own keywords.
    private static let reserved: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~", "now", "uuid",
    ]

    /// A name or a string: plain if it is an identifier no reader mistakes for anything else, otherwise quoted.
    public static func name(_ text: String) -> String {
        let isIdentifier =
            text.first.map { $0.isLetter || $0 == "_" } ?? false
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return isIdentifier && !reserved.contains(text.lowercased()) ? text : quoted(text)
    }

    /// A type or relationship target (`String?`, `[Tag]`): quoted when it ends in `?` or starts with `[`,
    /// which a flow mapping would read otherwise.
    public static func type(_ text: String) -> String {
        text.hasSuffix("?") || text.hasPrefix("[") ? quoted(text) : text
    }

    /// Double-quoted. A JSON string literal is a YAML double-quoted scalar, so JSON's escaper serves.
    public static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

import SchemaGenCore

/// How the import spells a default read from Swift: scalars as they are (numbers, dates, keywords), strings
/// and names as version files spell them (``YAMLSpelling``), lists in flow style.
enum YAMLText {
    /// The value as it goes after `default:`.
    static func value(_ value: YAMLValue) -> String {
        switch value {
        case .scalar(let text): text
        case .string(let text): YAMLSpelling.name(text)
        case .list(let items): "[" + items.map(Self.value).joined(separator: ", ") + "]"
        }
    }
}

import SchemaModel

/// How messages quote what the user wrote, and count.
enum MessageText {
    /// The longest quoted text a message shows in full.
    static let quotedLimit = 60

    /// `text` in single quotes, shortened when it is long: a message names what was written, it does not echo
    /// a 50 MB scalar back ("'aaaa…aaaa' (52428800 characters)").
    static func quoted(_ text: String) -> String {
        guard text.utf8.count > quotedLimit else { return "'\(text)'" }
        let count = text.count
        guard count > quotedLimit else { return "'\(text)'" }
        return "'\(text.prefix(quotedLimit / 2))…\(text.suffix(quotedLimit / 4))' (\(count) characters)"
    }

    /// A count with its noun, in the plural unless it is one: "1 version", "3 versions".
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

    /// Items joined for a message, unquoted: "1.0.0", "1.0.0 and 1.1.0", "1.0.0, 1.1.0 and 1.2.0".
    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// Versions joined for a message: "1.0.0, 1.1.0 and 1.2.0".
    static func list(_ versions: [SchemaVersion]) -> String { list(versions.map { "\($0)" }) }
}

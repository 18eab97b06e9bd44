/// What names in a schema may be: plain ASCII Swift identifiers, which are also safe SQL column names.
///
/// Swift keywords (`default`, `class`, `protocol`) are accepted: the renderer escapes them with backticks.
public enum SwiftIdentifier {
    /// Whether `name` is a letter or `_` followed by letters, digits and `_` (and not `_` alone): the one
    /// check for every name schemagen turns into a Swift declaration (schema names, the configuration's
    /// `planName`, `--plan-name`).
    public static func isValid(_ name: String) -> Bool {
        // By UTF-8 byte: every accepted character is ASCII, so any other byte fails, and bytes are what a
        // large history's hundreds of thousands of names are cheapest to check by.
        let bytes = name.utf8
        guard let first = bytes.first, isLetterOrUnderscore(first), name != "_" else { return false }
        return bytes.allSatisfy { isLetterOrUnderscore($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetterOrUnderscore(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    private static func isLetterOrUnderscore(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    /// A valid identifier close to `name`: other characters replaced by `_`, and `_` before a leading digit.
    static func suggestion(for name: String) -> String {
        var cleaned = String(
            name.unicodeScalars.map { isLetterOrUnderscore($0) || ("0"..."9").contains($0) ? Character($0) : "_" })
        if let first = cleaned.unicodeScalars.first, ("0"..."9").contains(first) { cleaned = "_" + cleaned }
        return isValid(cleaned) ? cleaned : "Name"
    }

    /// A hint for a name that is not an identifier, suggesting a cleaned-up spelling.
    static func hint(for name: String) -> String {
        "names are letters, digits and '_', not starting with a digit; for example \(MessageText.quoted(suggestion(for: name)))"
    }
}

/// JSON text for the places that write it by hand: `schemagen plan --format json`, array columns in the
/// store, and array defaults in its table definitions. One escaper, so all three agree with RFC 8259.
public enum JSONText {
    /// `text` as a JSON string literal: quotes and backslashes escaped, control characters as `\uXXXX`
    /// (or their short forms).
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

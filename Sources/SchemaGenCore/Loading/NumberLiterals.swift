/// Reading numbers as a schema writes them: decimal digits with an optional sign, never hex, octal,
/// underscores, `inf` or `nan`, so a default means the same to every reader.
enum NumberLiterals {
    /// An integer literal: its sign and magnitude, or `nil` if `text` is not `[+-]?digits` or does not fit
    /// in 64 bits of magnitude.
    static func integer(_ text: String) -> (isNegative: Bool, magnitude: UInt64)? {
        var digits = Substring(text)
        var isNegative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            isNegative = sign == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        guard let magnitude = UInt64(digits) else { return nil }
        return (isNegative, magnitude)
    }

    /// Whether `text` has the shape of an integer literal, `[+-]?digits`, whatever its size.
    static func isIntegerLiteral(_ text: String) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `text` is a decimal literal: `[+-]?digits[.digits][e[+-]digits]` (digits on at least one
    /// side of the point).
    static func isDecimalLiteral(_ text: String, allowExponent: Bool = true) -> Bool {
        var rest = Substring(text)
        if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
        let mantissaEnd = rest.firstIndex { $0 == "e" || $0 == "E" } ?? rest.endIndex
        let mantissa = rest[..<mantissaEnd]
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.contains(where: { !$0.isEmpty })
        else { return false }
        guard mantissaEnd != rest.endIndex else { return true }
        guard allowExponent else { return false }
        var exponent = rest[rest.index(after: mantissaEnd)...]
        if let sign = exponent.first, sign == "-" || sign == "+" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.count <= 4 && exponent.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A finite `Double` from a decimal literal, or `nil`.
    static func floatingPoint(_ text: String) -> Double? {
        guard isDecimalLiteral(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The canonical spelling of a decimal literal without exponent: no `+`, no leading or trailing zeros,
    /// no `-0` (`"+01.50"` -> `"1.5"`), or `nil` if `text` is not one.
    static func canonicalDecimal(_ text: String) -> String? {
        guard isDecimalLiteral(text, allowExponent: false) else { return nil }
        var rest = Substring(text)
        var isNegative = false
        if let sign = rest.first, sign == "-" || sign == "+" {
            isNegative = sign == "-"
            rest = rest.dropFirst()
        }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var whole = String(parts[0].drop { $0 == "0" })
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.last == "0" { fraction.removeLast() }
        if whole.isEmpty { whole = "0" }
        let magnitude = fraction.isEmpty ? whole : whole + "." + fraction
        return isNegative && magnitude != "0" ? "-" + magnitude : magnitude
    }
}

extension NumberLiterals {
    /// The `Int64` with the given sign and magnitude, or `nil` when it does not fit.
    static func int64(isNegative: Bool, magnitude: UInt64) -> Int64? {
        if isNegative {
            // 0 &- magnitude is the two's complement bit pattern of -magnitude, Int64.min included.
            return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }
}

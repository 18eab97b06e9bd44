/// Reads the JSON text of an array or struct column into ``StoredJSON``, by hand: Foundation's
/// `JSONSerialization` rounds some doubles on Linux (59.934999999999995 reads back as 59.93499999999998), and a
/// stored value must read back as it was written. Numbers are read from their own text: an integer that fits
/// `Int64` exactly as one, anything else by Swift's `Double(_:)`, which rounds correctly.
struct StoredJSONParser {
    private let bytes: [UInt8]
    private var position = 0
    /// Nesting deeper than this is refused rather than followed: stored values nest a few levels at most.
    private static let maximumDepth = 512

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The value the whole text holds, or `nil` when it is not exactly one JSON value.
    mutating func parse() -> StoredJSON? {
        guard let value = value(depth: 0) else { return nil }
        skipWhitespace()
        return position == bytes.count ? value : nil
    }

    private mutating func value(depth: Int) -> StoredJSON? {
        guard depth < Self.maximumDepth else { return nil }
        skipWhitespace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "\""): return string().map { .scalar(.text($0)) }
        case UInt8(ascii: "n"): return literal("null", .scalar(.null))
        // JSON's booleans as the integers a Bool column stores.
        case UInt8(ascii: "t"): return literal("true", .scalar(.integer(1)))
        case UInt8(ascii: "f"): return literal("false", .scalar(.integer(0)))
        default: return number()
        }
    }

    private mutating func array(depth: Int) -> StoredJSON? {
        position += 1
        var elements: [StoredJSON] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else { return nil }
        }
    }

    /// Members sorted by name, as ``StoredJSON/parse(_:)`` promises; a name given twice keeps its last value,
    /// as JSON readers do.
    private mutating func object(depth: Int) -> StoredJSON? {
        position += 1
        var values: [String: StoredJSON] = [:]
        skipWhitespace()
        if !consume(UInt8(ascii: "}")) {
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let name = string() else {
                    return nil
                }
                skipWhitespace()
                guard consume(UInt8(ascii: ":")), let member = value(depth: depth + 1) else { return nil }
                values[name] = member
                skipWhitespace()
                if consume(UInt8(ascii: "}")) { break }
                guard consume(UInt8(ascii: ",")) else { return nil }
            }
        }
        return .object(values.sorted { $0.key < $1.key }.map { StoredJSON.Member(name: $0.key, value: $0.value) })
    }

    private mutating func string() -> String? {
        position += 1
        var result = ""
        var start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                return result
            }
            if byte == UInt8(ascii: "\\") {
                result += String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                guard position < bytes.count, let escaped = escape() else { return nil }
                result.unicodeScalars.append(escaped)
                start = position
                continue
            }
            // A control character must be escaped in JSON.
            guard byte >= 0x20 else { return nil }
            position += 1
        }
        return nil
    }

    /// The character an escape after `\` stands for; `\u` with a surrogate pair reads both halves.
    private mutating func escape() -> Unicode.Scalar? {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let high = hexQuad() else { return nil }
            if (0xD800..<0xDC00).contains(high) {
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")), let low = hexQuad(),
                    (0xDC00..<0xE000).contains(low)
                else { return nil }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(high)
        default: return nil
        }
    }

    private mutating func hexQuad() -> UInt32? {
        guard position + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { return nil }
        position += 4
        return value
    }

    private mutating func number() -> StoredJSON? {
        let start = position
        var isInteger = true
        while position < bytes.count {
            let byte = bytes[position]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") {
                position += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "+")
            {
                isInteger = false
                position += 1
            } else {
                break
            }
        }
        guard position > start else { return nil }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let integer = Int64(text) { return .scalar(.integer(integer)) }
        return Double(text).map { .scalar(.real($0)) }
    }

    private mutating func literal(_ word: String, _ value: StoredJSON) -> StoredJSON? {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count,
            Array(bytes[position..<position + expected.count]) == expected
        else { return nil }
        position += expected.count
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while position < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[position])
        {
            position += 1
        }
    }
}

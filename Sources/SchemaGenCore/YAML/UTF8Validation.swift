/// Finding the first byte that breaks UTF-8, so a bad file gets an exact line and column rather than
/// libyaml's bare byte offset.
enum UTF8Validation {
    /// The offset of the first byte that starts an invalid, truncated, over-long or surrogate sequence, or
    /// `nil` when all of `bytes` is valid UTF-8.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerBound = 0xA0  // over-long forms
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upperBound = 0x9F  // UTF-16 surrogates
            case 0xF0:
                length = 4
                lowerBound = 0x90  // over-long forms
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperBound = 0x8F  // above U+10FFFF
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            let second = bytes[index + 1]
            guard second >= lowerBound, second <= upperBound else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }

    /// The 1-based line and column (counted in Unicode scalars, as libyaml counts) of a byte offset.
    static func lineAndColumn(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

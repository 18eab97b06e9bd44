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
    ///
    /// Lines break where libyaml breaks them: at LF, at CR not followed by LF, and at NEL, LS and PS, so the
    /// positions agree with those of libyaml's own errors.
    static func lineAndColumn(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let length = lineBreakLength(at: index, in: bytes)
            if length > 0 {
                line += 1
                column = 1
                index += length
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line, column)
    }

    /// The number of bytes of the line break starting at `index`, or 0 if none starts there.
    static func lineBreakLength(at index: Int, in bytes: [UInt8]) -> Int {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2 where byte(1) == 0x85: return 2  // NEL
        case 0xE2 where byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): return 3  // LS, PS
        default: return 0
        }
    }

    /// The number of lines in `bytes` as libyaml counts them.
    static func lineCount(of bytes: [UInt8]) -> Int {
        lineAndColumn(ofOffset: bytes.count, in: bytes).line
    }
}

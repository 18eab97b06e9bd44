extension UInt8 {
    /// The byte as exactly two hexadecimal digits (`0A`, or `0a` when `uppercase` is false): how SQL blob
    /// literals, Swift byte literals, digests and diagnostics all write a byte.
    package func hexDigits(uppercase: Bool = true) -> String {
        let digits: StaticString = uppercase ? "0123456789ABCDEF" : "0123456789abcdef"
        return digits.withUTF8Buffer { digits in
            String(decoding: [digits[Int(self >> 4)], digits[Int(self & 0x0F)]], as: UTF8.self)
        }
    }
}

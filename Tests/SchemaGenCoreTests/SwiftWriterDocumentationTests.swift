import Foundation
import Testing

@testable import SchemaGenCore

@Suite("Documentation comments wrap at spaces within the line limit, alike for plain ASCII and other text")
struct SwiftWriterDocumentationTests {
    func documentation(_ paragraphs: [String]) -> [String] {
        var writer = SwiftWriter()
        writer.documentation(paragraphs)
        return writer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("a long note wraps at the last space that fits, each line a '///' line of at most 120 columns")
    func longNoteWraps() {
        let words = (0..<60).map { "word\($0)" }
        let lines = documentation([words.joined(separator: " "), "", "short\nsecond line"])
        #expect(lines.allSatisfy { $0.count <= SwiftWriter.lineLimit })
        #expect(lines.dropLast(4).allSatisfy { $0.hasPrefix("/// word") })
        #expect(lines.suffix(4) == ["///", "/// short", "/// second line", ""])
        #expect(lines.dropLast(4).map { $0.dropFirst(4) }.joined(separator: " ") == words.joined(separator: " "))
    }

    @Test("a text with accents or a carriage return counts characters, not bytes, and keeps '\\r\\n' whole")
    func nonASCIIText() {
        // 60 two-byte words of 'é' fit by characters where they would overflow by bytes.
        let accented = Array(repeating: "éé", count: 38).joined(separator: " ")
        #expect(documentation([accented]) == ["/// " + accented, ""])
        // "\r\n" is one character, not a line break, for the character split: the paragraph stays one line.
        #expect(documentation(["a\r\nb"]) == ["/// a\r\nb", ""])
        let plain = Array(repeating: "ee", count: 39).joined(separator: " ")
        #expect(documentation([plain]).count == 2)
        let wide = Array(repeating: "ee", count: 40).joined(separator: " ")
        #expect(documentation([wide]).count == 3)
    }

    /// Plain ASCII is wrapped as bytes and other text as characters, by two routines; they must write the same
    /// lines. The same texts, with one letter made two bytes ('x' to 'é', one character either way), go through
    /// the character routine, and give the same comments once 'é' is turned back.
    @Test("plain ASCII wraps exactly as the same text does through the character routine")
    func asciiAndCharacterWrappingAgree() {
        var random = SeededRandom(seed: 41)
        for _ in 0..<2_000 {
            var words: [String] = []
            for _ in 0..<random.next(below: 60) {
                // Empty words make runs of spaces, and long ones words that overflow a line alone.
                let length = random.next(below: 8) == 0 ? random.next(below: 130) : random.next(below: 12)
                words.append(String((0..<length).map { _ in Array("xab{")[random.next(below: 4)] }))
            }
            var text = words.joined(separator: " ")
            if random.next(below: 5) == 0 { text = "  " + text }
            if random.next(below: 5) == 0 { text += " \n" + text }
            let level = random.next(below: 4)
            func comment(_ text: String) -> String {
                var writer = SwiftWriter()
                writer.indented(by: level) { $0.documentation([text, "x {"]) }
                return writer.text
            }
            let plain = comment(text)
            let throughCharacters = comment(text.replacingOccurrences(of: "x", with: "é"))
            #expect(plain == throughCharacters.replacingOccurrences(of: "é", with: "x"), "\(text.debugDescription)")
        }
    }
}

/// A generator of the same numbers every run (a linear congruential one), so a failing text can be found again.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

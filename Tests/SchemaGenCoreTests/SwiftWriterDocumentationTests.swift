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
}

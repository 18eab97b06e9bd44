import Testing

@testable import SchemaGenCore

@Suite("A file's texts are numbered once each: equal texts share a number, different texts never do")
struct YAMLTextTableTests {
    func intern(_ text: String, in table: inout YAMLTextTable) -> (id: YAMLTextID, text: String) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { table.intern($0) }
    }

    @Test("equal texts get the same number and text; different texts, even of equal length, different ones")
    func equalTextsShareANumber() {
        var table = YAMLTextTable()
        let first = intern("String?", in: &table)
        let other = intern("Double?", in: &table)
        let again = intern("String?", in: &table)
        let empty = intern("", in: &table)
        #expect(first.id == again.id && first.text == "String?" && again.text == "String?")
        #expect(first.id != other.id && other.text == "Double?")
        #expect(!empty.id.isNone && empty.id != first.id && empty.text.isEmpty)
    }

    @Test("many texts, past every growth of the index, each keep their own number and text")
    func manyTexts() {
        var table = YAMLTextTable()
        // Texts that differ only in their first byte, or only past their eighth, must not be mistaken for each
        // other; the long unicode ones cross the eight-byte steps of the hash.
        let texts =
            (0..<3_000).map { "a\($0)" } + (0..<300).map { "\(UnicodeScalar(UInt8(65 + $0 % 26)))bcdefghij\($0)" }
            + (0..<100).map { "Ünïcødé-\($0)-längerer-Text" }
        let ids = texts.map { intern($0, in: &table).id }
        #expect(Set(ids).count == texts.count)
        for (text, id) in zip(texts, ids) {
            let again = intern(text, in: &table)
            #expect(again.id == id && again.text == text)
        }
        #expect(table.texts.count == texts.count)
    }

    @Test("the reader gives equal keys and scalars of one file the same number, which equality ignores")
    func readerNumbersTexts() throws {
        let root = try YAMLReader().read(Array("a: b\nc: { a: b }\n".utf8), path: "f.yaml").get()
        let entries = try #require(root.mappingEntries)
        let nested = try #require(entries[1].value.mappingEntries)
        #expect(entries[0].keyID == nested[0].keyID && !entries[0].keyID.isNone)
        #expect(entries[0].value.scalar?.textID == nested[0].value.scalar?.textID)
        #expect(entries[0].keyID != entries[1].keyID)
        // A tree built in code has no numbers and still equals the one read.
        #expect(entries[0].value.scalar == YAMLScalar(text: "b", isPlain: true))
    }
}

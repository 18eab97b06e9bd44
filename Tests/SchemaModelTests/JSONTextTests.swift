import Foundation
import SchemaModel
import Testing

@Suite("JSON string literals")
struct JSONTextTests {
    @Test("quotes, backslashes and control characters are escaped so the result parses back")
    func escaping() throws {
        let text = "say \"hi\"\\ then\nnew line\tand \u{1} bell"
        let literal = JSONText.quoted(text)
        #expect(literal == "\"say \\\"hi\\\"\\\\ then\\nnew line\\tand \\u0001 bell\"")
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(parsed == [text])
    }
}

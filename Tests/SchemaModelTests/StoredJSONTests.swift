import SchemaModel
import Testing

/// The JSON of array and struct columns: written as the stores always wrote arrays, read back exactly,
/// every double as it was written.
@Suite("Stored JSON: array and struct values read back exactly as written")
struct StoredJSONTests {
    @Test("doubles read back bit for bit, where Foundation's JSONSerialization rounds some on Linux")
    func doublesRoundTrip() throws {
        let values: [Double] = [
            59.934999999999995, 0.1, -0.0, 1e-300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1 / 3,
        ]
        let json = StoredJSON.array(values.map { .scalar(.real($0)) })
        let parsed = try #require(StoredJSON.parse(json.text))
        guard case .array(let elements) = parsed else {
            Issue.record("not an array: \(parsed)")
            return
        }
        let read = elements.map { element -> Double? in
            switch element {
            case .scalar(.real(let value)): value
            case .scalar(.integer(let value)): Double(value)
            default: nil
            }
        }
        #expect(read.map { $0?.bitPattern } == values.map(\.bitPattern))
    }

    @Test("integers beyond 2^53 keep every digit; text keeps its escapes, non-ASCII and surrogate pairs")
    func integersAndText() throws {
        let text = "quote \" back\\slash\nnew\ttab \u{1} é 日本 🏃🏽‍♀️"
        let json = StoredJSON.object([
            .init(name: "big", value: .scalar(.integer(.max))), .init(name: "text", value: .scalar(.text(text))),
            .init(name: "nothing", value: .scalar(.null)),
            .init(name: "nested", value: .array([.object([.init(name: "x", value: .scalar(.integer(-1)))])])),
        ])
        let parsed = try #require(StoredJSON.parse(json.text))
        #expect(parsed.member(named: "big") == .scalar(.integer(.max)))
        #expect(parsed.member(named: "text") == .scalar(.text(text)))
        #expect(parsed.member(named: "nothing") == .scalar(.null))
        #expect(parsed.member(named: "nested") == .array([.object([.init(name: "x", value: .scalar(.integer(-1)))])]))
        // Escapes another writer may use: \u with a surrogate pair, \/ and \b.
        #expect(StoredJSON.parse(#"["\ud83c\udfc3\/\b"]"#) == .array([.scalar(.text("🏃/\u{8}"))]))
    }

    @Test("what is not one JSON array or object is refused")
    func malformed() {
        for text in ["", "1", "\"a\"", "[1,", "[1 2]", "{\"a\" 1}", "[\"\u{1}\"]", "[1]x", "{1: 2}", "[\"\\q\"]"] {
            #expect(StoredJSON.parse(text) == nil, "\(text)")
        }
        #expect(StoredJSON.parse(" [ 1 , 2 ] ") == .array([.scalar(.integer(1)), .scalar(.integer(2))]))
    }
}

import Testing

@testable import SchemaGenCore

/// A scaffold's lines, built whole from names of any length, are fitted within 120 columns by breaks Swift
/// allows; a line that fits is left as it is.
@Suite("Scaffold lines are fitted within 120 columns")
struct SwiftLineFitterTests {
    @Test("a comment wraps at spaces with its own prefix")
    func comment() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let fitted = SwiftLineFitter.fit(line: "        // " + words, width: 40)
        #expect(fitted.allSatisfy { $0.hasPrefix("        // ") && $0.count <= 40 })
        #expect(fitted.map { $0.dropFirst(11) }.joined(separator: " ") == words)
    }

    @Test("a text fits as its lines do, fitted one by one, wherever the long ones stand; short lines are kept")
    func wholeText() {
        let long = "// " + Array(repeating: "word", count: 12).joined(separator: " ")
        let wide = "let é = \"" + String(repeating: "é", count: 20) + "\""
        for lines in [
            [long, "a", "", "b", long], [long], ["a", long, "b"], ["", long, ""], [wide, long, wide, "c"], ["a", ""],
        ] {
            let text = lines.joined(separator: "\n")
            let expected = lines.flatMap { SwiftLineFitter.fit(line: $0, width: 30) }.joined(separator: "\n")
            #expect(SwiftLineFitter.fit(text, width: 30) == expected)
        }
        // A line of more bytes than columns but no more characters is left as it is.
        #expect(SwiftLineFitter.fit(wide, width: 30) == wide)
    }

    @Test("a call breaks inside its parentheses, and a long string argument into joined literals")
    func call() {
        let line =
            "        throw StagesError(\"Entry.strict holds the removed case \\(row.strict) and has no default; choose one here\")"
        #expect(
            SwiftLineFitter.fit(line: line, width: 80) == [
                "        throw StagesError(",
                "            \"Entry.strict holds the removed case \\(row.strict) and has no \"",
                "                + \"default; choose one here\"",
                "        )",
            ])
    }

    @Test("a declaration breaks its parameters, keeping what follows the parentheses")
    func declaration() {
        let line =
            "    static func forEach<T>(_ type: T.Type, in context: ModelContext, _ body: (T) throws -> Void) throws {"
        #expect(
            SwiftLineFitter.fit(line: line, width: 80) == [
                "    static func forEach<T>(",
                "        _ type: T.Type,",
                "        in context: ModelContext,",
                "        _ body: (T) throws -> Void",
                "    ) throws {",
            ])
    }

    @Test("a one-line block opens onto three lines; an assignment breaks after its '='")
    func blockAndAssignment() {
        #expect(
            SwiftLineFitter.fit(
                line: "        guard let old else { throw StagesError(\"Account.ratio was nil\") }", width: 60)
                == [
                    "        guard let old else {",
                    "            throw StagesError(\"Account.ratio was nil\")",
                    "        }",
                ])
        #expect(
            SwiftLineFitter.fit(line: "    private static let someRows = StagesCarryOver<Int, SomeRow>()", width: 50)
                == [
                    "    private static let someRows =", "        StagesCarryOver<Int, SomeRow>()",
                ])
    }

    @Test("a line that fits, or that no rule can shorten, is left as it is")
    func unchanged() {
        #expect(SwiftLineFitter.fit(line: "    let x = 1", width: 20) == ["    let x = 1"])
        let name = String(repeating: "a", count: 50)
        #expect(SwiftLineFitter.fit(line: "    " + name, width: 20) == ["    " + name])
    }

    @Test("a type name becomes a variable's name as Swift's guidelines case it")
    func lowerCamel() {
        #expect(SwiftNames.lowerCamel("SDDietaryAndActivityPreferences") == "sdDietaryAndActivityPreferences")
        #expect(SwiftNames.lowerCamel("SDUserAccount") == "sdUserAccount")
        #expect(SwiftNames.lowerCamel("URLCache") == "urlCache")
        #expect(SwiftNames.lowerCamel("ID") == "id")
        #expect(SwiftNames.lowerCamel("Note") == "note")
        #expect(SwiftNames.lowerCamel("note") == "note")
    }
}

import SchemaKit
import Testing

@Suite("Name suggestions")
struct NameSuggestionTests {
    @Test("close names are suggested, ignoring case and counting a transposition as one edit")
    func closeNames() {
        #expect(NameSuggestion.closest(to: "Strng", among: ["String", "Int"]) == "String")
        #expect(NameSuggestion.closest(to: "string", among: ["String", "Int"]) == "String")
        #expect(NameSuggestion.closest(to: "emial", among: ["email", "name"]) == "email")
        #expect(NameSuggestion.closest(to: "atributes", among: ["attributes", "relationships"]) == "attributes")
    }

    @Test("distant names are not suggested")
    func distantNames() {
        #expect(NameSuggestion.closest(to: "colour", among: ["String", "Int"]) == nil)
        #expect(NameSuggestion.closest(to: "x", among: ["abc"]) == nil)
        #expect(NameSuggestion.hint(for: "zzz", among: ["a"], otherwise: "fallback") == "fallback")
    }

    @Test("lists read naturally")
    func lists() {
        #expect(NameSuggestion.list(["a"]) == "'a'")
        #expect(NameSuggestion.list(["a", "b", "c"]) == "'a', 'b' or 'c'")
        #expect(NameSuggestion.list(["a", "b"], conjunction: "and") == "'a' and 'b'")
    }
}

@Suite("Diagnostics")
struct DiagnosticTests {
    let location = SchemaKit.SourceLocation(file: "Schemas/V2.yaml", line: 4, column: 7)

    @Test("formatted as path:line:column: severity: message, with the hint indented below")
    func formatting() {
        #expect(
            Diagnostic.error("unknown type 'Strng'", at: location, hint: "did you mean 'String'?").formatted
                == "Schemas/V2.yaml:4:7: error: unknown type 'Strng'\n    hint: did you mean 'String'?")
        #expect(Diagnostic.warning("ignored", at: location).formatted == "Schemas/V2.yaml:4:7: warning: ignored")
        #expect(
            Diagnostic(.error, "no such folder", at: .path("Schemas")).formatted == "Schemas: error: no such folder")
    }

    @Test("sorted by file, line and column, errors first at one position")
    func ordering() {
        let later = Diagnostic.error("b", at: SchemaKit.SourceLocation(file: "Schemas/V2.yaml", line: 10, column: 1))
        let warning = Diagnostic.warning("a", at: location)
        let error = Diagnostic.error("z", at: location)
        let otherFile = Diagnostic.error(
            "c", at: SchemaKit.SourceLocation(file: "Schemas/V1.yaml", line: 99, column: 1))
        #expect([later, warning, error, otherFile].sorted() == [otherFile, error, warning, later])
        #expect([warning].containsErrors == false)
        #expect([warning, error].containsErrors)
    }
}

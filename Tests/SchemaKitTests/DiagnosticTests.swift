import Foundation
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

    @Test("formatted as path:line:column: severity: message [code], with the hint indented below")
    func formatting() {
        #expect(
            Diagnostic.error(.unknownType, "unknown type 'Strng'", at: location, hint: "did you mean 'String'?")
                .formatted
                == "Schemas/V2.yaml:4:7: error: unknown type 'Strng' [SG300]\n    hint: did you mean 'String'?")
        #expect(
            Diagnostic.warning(.ignoredInOldestVersion, "ignored", at: location).formatted
                == "Schemas/V2.yaml:4:7: warning: ignored [SG502]")
        #expect(
            Diagnostic(.error, .noSuchFolder, "no such folder", at: .path("Schemas")).formatted
                == "Schemas: error: no such folder [SG101]")
    }

    @Test("sorted by file, line and column, errors first at one position")
    func ordering() {
        let later = Diagnostic.error(
            .unknownType, "b", at: SchemaKit.SourceLocation(file: "Schemas/V2.yaml", line: 10, column: 1))
        let warning = Diagnostic.warning(.probableRename, "a", at: location)
        let error = Diagnostic.error(.unknownType, "z", at: location)
        let earlierCode = Diagnostic.error(.unknownKey, "zz", at: location)
        let otherFile = Diagnostic.error(
            .unknownType, "c", at: SchemaKit.SourceLocation(file: "Schemas/V1.yaml", line: 99, column: 1))
        #expect(
            [later, warning, error, earlierCode, otherFile].sorted() == [otherFile, earlierCode, error, warning, later])
        #expect([warning].containsErrors == false)
        #expect([warning, error].containsErrors)
    }
}

@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    @Test("every code is SG and three digits, in the hundred of its stage")
    func codeShape() {
        for code in DiagnosticCode.allCases {
            let digits = code.rawValue.dropFirst(2)
            #expect(code.rawValue.hasPrefix("SG") && digits.count == 3 && digits.allSatisfy(\.isNumber), "\(code)")
        }
    }

    @Test("the cases are declared in the order of their numbers, so the catalogue reads in order")
    func declarationOrder() {
        #expect(DiagnosticCode.allCases == DiagnosticCode.allCases.sorted())
    }

    @Test("docs/Diagnostics.md explains every code, and only codes that exist")
    func catalogueIsComplete() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let catalogue = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/Diagnostics.md"), encoding: .utf8)
        let documented = Set(
            catalogue.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `SG") else { return nil }
                return String(line.dropFirst(3).prefix(5))
            })
        #expect(documented == Set(DiagnosticCode.allCases.map(\.rawValue)))
    }
}

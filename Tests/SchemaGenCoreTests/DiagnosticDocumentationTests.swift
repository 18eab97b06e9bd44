import Foundation
import SchemaKit
import Testing

/// Every diagnostic code is documented: each in `docs/Diagnostics.md`'s table, and each the SwiftData flavor
/// gives (41x and 52x, the numbers kept for it) also in `docs/SwiftData.md`, which says which Apple page the
/// rule rests on.
@Suite("Diagnostic codes are documented where a user looks them up")
struct DiagnosticDocumentationTests {
    static func document(_ name: String) throws -> String {
        try String(contentsOf: FixturePaths.packageRoot.appendingPathComponent("docs/\(name)"), encoding: .utf8)
    }

    @Test("docs/Diagnostics.md has a row for every code")
    func everyCodeHasARow() throws {
        let text = try Self.document("Diagnostics.md")
        let missing = DiagnosticCode.allCases.filter { !text.contains("| `\($0.rawValue)` |") }
        #expect(missing.isEmpty, "\(missing.map(\.rawValue))")
    }

    @Test("docs/SwiftData.md names every code of the SwiftData flavor")
    func everySwiftDataCodeIsInTheFlavorsDocument() throws {
        let text = try Self.document("SwiftData.md")
        let flavorCodes = DiagnosticCode.allCases.filter {
            $0.rawValue.hasPrefix("SG41") || $0.rawValue.hasPrefix("SG52")
        }
        #expect(flavorCodes.count == 8)
        let missing = flavorCodes.filter { !text.contains($0.rawValue) }
        #expect(missing.isEmpty, "\(missing.map(\.rawValue))")
    }
}

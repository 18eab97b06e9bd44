import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// Each folder under `Fixtures/Invalid` is a history with a mistake; `expected.txt` beside it holds exactly
/// what `schemagen validate` prints for it (diagnostics, then the summary line).
@Suite("Invalid schemas produce the exact expected diagnostics")
struct InvalidSchemaGoldenTests {
    static let folder = FixturePaths.fixtures.appendingPathComponent("Invalid")
    static let cases = FixturePaths.caseNames(in: folder)

    @Test("validate prints the expected diagnostics", arguments: cases)
    func diagnosticsMatchGolden(caseName: String) throws {
        let caseFolder = Self.folder.appendingPathComponent(caseName)
        let result = SchemaPipeline().run(directory: caseFolder, displayPath: caseName)
        let report = ValidationReport(result.loaderResult, folder: caseName)
        let actual = report.diagnosticsText + report.summary + "\n"
        let expectedURL = caseFolder.appendingPathComponent("expected.txt")
        if FixturePaths.isUpdatingGoldens() { try actual.write(to: expectedURL, atomically: true, encoding: .utf8) }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "\(UnifiedDiff.diff(old: expected, new: actual))")
    }

    @Test("every invalid fixture fails with a located error that carries a hint", arguments: cases)
    func everyErrorIsLocatedAndHinted(caseName: String) {
        let caseFolder = Self.folder.appendingPathComponent(caseName)
        let result = SchemaPipeline().run(directory: caseFolder, displayPath: caseName)
        if caseName.hasSuffix("-warns") {
            let analysed = result.analysis != nil
            #expect(analysed)
            #expect(!result.diagnostics.isEmpty)
            return
        }
        let analysed = result.analysis != nil
        #expect(!analysed)
        #expect(result.diagnostics.containsErrors)
        for diagnostic in result.diagnostics {
            #expect(diagnostic.hint != nil, "no hint: \(diagnostic.formatted)")
            if case .source(let location) = diagnostic.origin {
                #expect(location.line >= 1 && location.column >= 1)
            } else {
                // Only a folder as a whole has no line: nothing to point into.
                #expect(caseName == "no-schema-files", "unlocated: \(diagnostic.formatted)")
            }
        }
    }
}

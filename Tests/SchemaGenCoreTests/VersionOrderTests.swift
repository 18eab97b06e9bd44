import Foundation
import SchemaKit
import Testing

@testable import SchemaGenCore

/// The chain is ordered by `version:`; a number that goes against the order its files were written in, or
/// that would slip a new version between shipped ones, is a located error rather than a silent reorder.
@Suite("Version numbers go forward: against numbered files, and never below a sealed version")
struct VersionOrderTests {
    static func version(_ number: String, note: Bool = false) -> String {
        "version: \(number)\nmodels:\n  Item:\n    attributes:\n      name: String\n"
            + (note ? "      note: String?\n" : "")
    }

    func diagnostics(_ files: [String: String], lock: String? = nil) -> [String] {
        let pipeline = SchemaPipeline(lock: lock.map { SchemaSourceFile(name: "Schemas/schemagen.lock", text: $0) })
        let sources = files.keys.sorted().map { SchemaSourceFile(name: $0, text: files[$0] ?? "") }
        return pipeline.run(files: sources, folder: "Schemas").diagnostics.map(\.formatted)
    }

    @Test("V5.yaml at a version below V4.yaml's is an error at its version, naming both")
    func backwardsFile() {
        let result = diagnostics([
            "V4.yaml": Self.version("4.0.0"), "V5.yaml": Self.version("3.5.0", note: true),
        ])
        #expect(
            result == [
                "Schemas/V5.yaml:1:10: error: V5.yaml states version 3.5.0, below V4.yaml's 4.0.0: the chain is ordered by 'version:', so V5.yaml would come before V4.yaml [SG511]\n    hint: give V5.yaml a version above 4.0.0, or rename the file to its place"
            ])
    }

    @Test("files are compared by their number, not their name's letters: V10 comes after V9")
    func numericOrder() {
        #expect(
            diagnostics(["V9.yaml": Self.version("0.0.9"), "V10.yaml": Self.version("0.1.0", note: true)]).isEmpty)
        #expect(
            diagnostics(["V9.yaml": Self.version("0.1.0"), "V10.yaml": Self.version("0.0.9", note: true)]).count == 1)
    }

    @Test("files named otherwise, or with other prefixes, are not compared")
    func unnumberedFiles() {
        #expect(
            diagnostics(["Launch.yaml": Self.version("2.0.0", note: true), "Beta.yaml": Self.version("1.0.0")])
                .isEmpty)
        #expect(VersionOrderTests.stem("V12") == "V 12")
        #expect(VersionOrderTests.stem("Schema2b") == nil)
        #expect(VersionOrderTests.stem("12") == nil)
    }

    static func stem(_ name: String) -> String? {
        SchemaHistoryValidator.numberedStem(name).map { "\($0.prefix) \($0.number)" }
    }

    @Test("a new version numbered below the latest sealed one is an error at its version")
    func insertedBeforeSealed() throws {
        let sealed = ["V1.yaml": Self.version("1.0.0"), "V2.yaml": Self.version("2.0.0", note: true)]
        let analysis = try #require(
            SchemaPipeline().run(
                files: sealed.keys.sorted().map { SchemaSourceFile(name: $0, text: sealed[$0] ?? "") },
                folder: "Schemas"
            ).analysis)
        let lock = SealRequest.seal(
            through: nil, in: SchemaLock(), history: analysis.history, lockPath: "Schemas/schemagen.lock"
        ).lock
        var files = sealed
        files["Hotfix.yaml"] =
            "version: 1.5.0\nmodels:\n  Item:\n    attributes:\n      name: String\n      flag: Bool?\n"
        #expect(
            diagnostics(files, lock: lock.text) == [
                "Schemas/Hotfix.yaml:1:10: error: version 1.5.0 is not sealed but comes before the sealed 2.0.0: it would be inserted into shipped history [SG805]\n    hint: devices at 2.0.0 would never migrate through it; number it above 2.0.0"
            ])
        files["Hotfix.yaml"] = nil
        files["V3.yaml"] = Self.version("3.0.0", note: true)
        #expect(diagnostics(files, lock: lock.text).isEmpty, "a new version after the sealed ones is fine")
    }
}

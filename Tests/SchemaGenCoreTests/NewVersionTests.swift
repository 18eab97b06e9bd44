import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// `schemagen new-version`: the next version file, started from the latest as written.
@Suite("new-version: the next version file is the latest one renumbered, without its hints")
struct NewVersionTests {
    static let latest = """
        # 1.1.0: notes gain a colour.
        version: 1.1.0   # shipped in the spring
        name: NotesV2
        x-shared: &common { type: String, default: "" }
        enums:
          Colour: [plain, red]
        models:
          Note:
            attributes:
              title: *common
              colour: { type: Colour, default: plain }
        migration:
          note: colours start plain
          acceptDataLoss: [Note.legacy]
        aliases:
          Memo: Note
        """

    static func file(_ text: String = latest, stem: String = "V2") throws -> VersionFile {
        let result = SchemaPipeline().run(
            files: [SchemaSourceFile(name: "\(stem).yaml", text: text)], folder: "Schemas")
        return try #require(result.versionFiles.first)
    }

    @Test(
        "the next minor version, named after the latest file, keeps comments, anchors and keys but name and migration")
    func nextMinorVersion() throws {
        let made = NextVersionFile.make(after: try Self.file(), text: Self.latest, existing: ["V1.yaml", "V2.yaml"])
        #expect(
            made
                == .success(
                    .init(
                        fileName: "V3.yaml",
                        text: """
                            # 1.2.0: what this version changes, and why.
                            version: 1.2.0   # shipped in the spring
                            x-shared: &common { type: String, default: "" }
                            enums:
                              Colour: [plain, red]
                            models:
                              Note:
                                attributes:
                                  title: *common
                                  colour: { type: Colour, default: plain }
                            aliases:
                              Memo: Note
                            """, version: SchemaVersion(1, 2, 0))))
        // The new file loads, as the next version of the same shape.
        guard case .success(let file) = made else { return }
        let history = SchemaPipeline().run(
            files: [
                SchemaSourceFile(name: "V2.yaml", text: Self.latest),
                SchemaSourceFile(name: file.fileName, text: file.text),
            ],
            folder: "Schemas")
        #expect(history.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        #expect(history.analysis?.history.latest?.name == "SchemaV3")
    }

    @Test("a stem without a number is named after the version; a requested version must come after the latest")
    func namesAndErrors() throws {
        #expect(NextVersionFile.nextStem(after: "Schema9", version: SchemaVersion(1, 0, 0)) == "Schema10")
        #expect(NextVersionFile.nextStem(after: "initial", version: SchemaVersion(2, 1, 0)) == "V2_1_0")
        let latest = try Self.file()
        let old = NextVersionFile.make(after: latest, text: Self.latest, version: SchemaVersion(1, 0, 5), existing: [])
        #expect(
            old.failure?.formatted
                == "Schemas/V2.yaml:2:10: error: 1.0.5 is not after the latest version, 1.1.0 [SG206]\n    hint: give a version after 1.1.0, such as 1.2.0"
        )
        let taken = NextVersionFile.make(after: latest, text: Self.latest, existing: ["V3.yaml"])
        #expect(
            taken.failure?.formatted
                == "V3.yaml: error: V3.yaml exists already; nothing was written [SG701]\n    hint: edit V3.yaml, or start the version after it with '--version'"
        )
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

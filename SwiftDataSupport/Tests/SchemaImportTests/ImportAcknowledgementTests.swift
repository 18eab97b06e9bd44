import SchemaImport
import SchemaKit
import Testing

/// Nothing is left out silently: what the schema language can't say stops the import unless acknowledged, and
/// removals the app shipped are written as accepted, with a comment and a warning.
@Suite("Import: what is left out or accepted is said")
struct ImportAcknowledgementTests {
    private let sources = [
        "A.swift": schemaSource(
            models: ["Item"],
            body: """
                    @Model final class Item {
                        var lookup: [String: Int]?
                        @Attribute(.codable) var name: String = ""
                        var blob: Data = {
                            Data()
                        }()
                        @Transient var cache: [Int: Int]
                        init() { cache = [:] }
                    }
                """)
    ]

    @Test("what can't be imported is an error naming what differs, unless --accept-unsupported, which reports it")
    func unsupportedContent() throws {
        let outcome = ImportTestSupport.importSources(sources)
        let unsupported = UnsupportedContent(diagnostics: outcome.diagnostics, history: outcome.history)
        #expect(unsupported.summary == "2 stored properties, 1 default and 1 option")
        #expect(unsupported.entitiesHashingDifferently == ["Item"])
        #expect(
            unsupported.refusal(folder: "App").formatted
                == "App: error: the import would leave out 2 stored properties, 1 default and 1 option that the schema "
                + "language can't say yet (each warned about above); generated code would hash Item differently from "
                + "the store the app shipped, so SwiftData could not open that store with it; Apple does not document "
                + "whether the dropped options enter the hash [SG926]\n"
                + "    hint: pass --accept-unsupported to write the version files without them, each marked by a "
                + "comment, or keep those models hand-written")
        #expect(
            unsupported.acceptedReport
                == "Left out, as --accept-unsupported allows: 2 stored properties, 1 default and 1 option, each warned "
                + "about above and marked by a comment in its version file; generated code would hash Item differently "
                + "from the store the app shipped, so SwiftData could not open that store with it; Apple does not "
                + "document whether the dropped options enter the hash.\n")
    }

    @Test("leaving out a transient property or a default changes no hash, and the report says so")
    func unsupportedWithoutHashChange() {
        let outcome = ImportTestSupport.importSources([
            "A.swift": schemaSource(
                models: ["Item"],
                body:
                    "@Model final class Item { var blob: Data = {\n Data()\n}() ; @Transient var cache: [Int: Int] ; init() { cache = [:] } }"
            )
        ])
        let unsupported = UnsupportedContent(diagnostics: outcome.diagnostics, history: outcome.history)
        #expect(unsupported.summary == "1 stored property and 1 default")
        #expect(
            unsupported.acceptedReport.hasSuffix(
                "; no input of the version hash that Apple documents changes, but generated code would lack what is "
                    + "left out.\n"))
        #expect(UnsupportedContent(diagnostics: [], history: nil).isEmpty)
    }

    @Test(
        "a removal the app's plan shipped in a lightweight stage is written with acceptDataLoss, a comment and a warning"
    )
    func shippedRemoval() throws {
        let outcome = ImportTestSupport.importSources([
            "A.swift": schemaSource(
                models: ["Item"],
                body: "@Model final class Item { var name: String = \"\" ; var old: Int = 0 ; init() {} }"),
            "B.swift": schemaSource(
                "SchemaV2", version: "2, 0, 0", models: ["Item"],
                body: "@Model final class Item { var name: String = \"\" ; init() {} }"),
            "P.swift": """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)] }
            }
            """,
        ])
        let files = VersionFileWriter().write(try #require(outcome.history))
        let second = try #require(files.last)
        #expect(second.acceptedRemovals == ["Item.old"])
        #expect(
            second.text.hasSuffix(
                "\n# acceptDataLoss added by schemagen-import: the app's plan drops this data without a custom stage "
                    + "from SchemaV1, and the history shipped so\nmigration:\n  acceptDataLoss: [\"Item.old\"]\n"),
            "\(second.text)")
        #expect(
            second.importWarnings.map(\.formatted) == [
                "B.swift:5:1: warning: SchemaV2 drops Item.old (attribute removed) in a lightweight stage from "
                    + "SchemaV1: SwiftData deleted that data as the version shipped, so the import writes acceptDataLoss "
                    + "for it [SG927]\n    hint: the audit still reports it; if the data was meant to be kept, only a "
                    + "custom stage that ships before a device migrates keeps it there"
            ])
        #expect(second.loads)
    }
}

import SchemaGenCore
import SchemaImport
import SchemaKit
import Testing

/// Audit findings the fixture apps do not show.
@Suite("Audit: findings beyond the fixture apps")
struct AuditTests {
    private func audit(_ sources: [String: String]) throws -> [AuditFinding] {
        let history = try #require(ImportTestSupport.importSources(sources).history)
        let files = VersionFileWriter().write(history)
        return HistoryAudit(
            imported: history, schemaFiles: files.map { SchemaSourceFile(name: $0.fileName, text: $0.text) },
            folder: "Schemas", writtenFiles: files
        ).findings()
    }

    @Test("a rule the history breaks is reported at the Swift line the version file's line came from")
    func ruleAtSwiftLocation() throws {
        let findings = try audit([
            "A.swift": schemaSource(
                models: ["Item"],
                body: """
                        @Model final class Item {
                            @Relationship(inverse: \\Item.missing) var parent: Item?
                            init() {}
                        }
                    """)
        ])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.kind == .historyBreaksRule && finding.severity == .harmful)
        #expect(finding.location.description == "A.swift:6:51")
        #expect(finding.message.hasSuffix("[SG401]"), "\(finding.message)")
    }

    @Test(
        "several versions and no migration plan is harmful; an unchanged copy is benign; identical versions hash the same"
    )
    func noPlan() throws {
        let item = "@Model final class Item { var name: String = \"\" ; init() {} }"
        let findings = try audit([
            "A.swift": schemaSource(models: ["Item"], body: item),
            "B.swift": schemaSource("SchemaV2", version: "2, 0, 0", models: ["Item"], body: item),
        ])
        #expect(
            findings.map { "\($0.location): \($0.kind.rawValue): \($0.message)" } == [
                "B.swift:2:1: step-missing-from-stages: the sources declare 2 versioned schemas but no SchemaMigrationPlan",
                "B.swift:3:5: duplicate-version-hash: SchemaV2 (2.0.0) would have the same SwiftData version hash as "
                    + "SchemaV1 (1.0.0): nothing that SwiftData's version hash includes differs, and SwiftData refuses "
                    + "such a plan (\"Duplicate version checksums across stages detected\")",
                "B.swift:5:1: redefined-needlessly: SchemaV2 redefines Item, which is unchanged and points at nothing "
                    + "redefined: typealias Item = SchemaV1.Item would do",
            ])
    }

    @Test("a renamed class whose custom stage mentions it is taken as copied")
    func renameWithCopy() throws {
        let v1 = schemaSource(
            models: ["Note"], body: "@Model final class Note { var title: String = \"\" ; init() {} }")
        let v2 = schemaSource(
            "SchemaV2", version: "2, 0, 0", models: ["NoteV2"],
            body: "@Model final class NoteV2 { var title: String = \"\" ; init() {} }")
        let plan = { (stage: String) in
            """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                static var stages: [MigrationStage] { [\(stage)] }
            }
            """
        }
        let copying = plan(
            ".custom(fromVersion: SchemaV1.self, toVersion: SchemaV2.self, willMigrate: { context in "
                + "let notes = try context.fetch(FetchDescriptor<SchemaV1.Note>()) }, didMigrate: nil)")
        let kinds = try audit(["A.swift": v1, "B.swift": v2, "P.swift": copying]).map(\.kind)
        #expect(!kinds.contains(.classRenamedWithoutCopy))
        let lightweight = plan(".lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)")
        let findings = try audit(["A.swift": v1, "B.swift": v2, "P.swift": lightweight])
        #expect(findings.contains { $0.kind == .classRenamedWithoutCopy && $0.location.description == "B.swift:5:1" })
        #expect(!findings.contains { $0.message.contains("modelRemoved") }, "the rename is the removal's one finding")
    }
}

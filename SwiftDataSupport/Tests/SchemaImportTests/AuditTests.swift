import SchemaGenCore
import SchemaImport
import SchemaKit
import Testing

/// Audit findings the fixture apps do not show.
@Suite("Audit: findings beyond the fixture apps")
struct AuditTests {
    private func audit(_ sources: [String: String]) throws -> [AuditFinding] {
        try ImportTestSupport.audit(sources)
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
        #expect(finding.location.description == "A.swift:6:51", "\(findings.map { "\($0.location) \($0.message)" })")
        #expect(finding.message.hasSuffix("[SG401]"), "\(finding.message)")
    }

    @Test(
        "several versions and no migration plan is harmful; an unchanged copy is hygiene; identical versions hash the same"
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

    @Test(
        "the models a changed model's cascade should redefine are one finding at the changed model, each listed under it"
    )
    func cascadeIsOneRootCause() throws {
        let v1 = schemaSource(
            models: ["Profile", "Photo", "Badge"],
            body: """
                    @Model final class Profile { var name: String = "" ; init() {} }
                    @Model final class Photo { var owner: Profile? ; init() {} }
                    @Model final class Badge { var holder: Profile? ; init() {} }
                """)
        let v2 = schemaSource(
            "SchemaV2", version: "2, 0, 0", models: ["Profile", "Photo", "Badge"],
            body: """
                    @Model final class Profile { var name: String = "" ; var bio: String? ; init() {} }
                    typealias Photo = SchemaV1.Photo
                    typealias Badge = SchemaV1.Badge
                """)
        let plan = """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)] }
            }
            """
        let findings = try audit(["A.swift": v1, "B.swift": v2, "P.swift": plan])
        let root = try #require(findings.first { $0.kind == .reusedButMustBeRedefined })
        #expect(findings.filter { $0.kind == .reusedButMustBeRedefined }.count == 1)
        #expect(root.location.description == "B.swift:5:5")
        #expect(
            root.message
                == "Profile changes in SchemaV2, so 2 models that point at it must be redefined there, and SchemaV2 reuses them instead"
        )
        #expect(root.consequences.map(\.message.description).allSatisfy { $0.hasPrefix("SchemaV2 reuses ") })
        #expect(Set(root.consequences.map { String($0.message.split(separator: " ")[2]) }) == ["Photo", "Badge"])
        let text = AuditReport(findings: findings).text
        #expect(text.contains("\n    - B.swift:"))
        #expect(text.hasSuffix("1 finding (and 2 consequences listed under them): 1 harmful, 0 hygiene, 0 benign.\n"))
    }

    @Test("every stored versionIdentifier is one hygiene finding, the others listed under it")
    func storedIdentifiersAreOneFinding() throws {
        let stored = { (name: String, version: String, extra: String) in
            """
            import SwiftData
            enum \(name): VersionedSchema {
                static var versionIdentifier = Schema.Version(\(version))
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var name: String = "" \(extra); init() {} }
            }
            """
        }
        let plan = """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)] }
            }
            """
        let findings = try audit([
            "A.swift": stored("SchemaV1", "1, 0, 0", ""),
            "B.swift": stored("SchemaV2", "2, 0, 0", "; var note: String?"),
            "P.swift": plan,
        ])
        let identifiers = findings.filter { $0.kind == .storedVersionIdentifier }
        #expect(identifiers.count == 1)
        #expect(identifiers.first?.severity == .hygiene)
        #expect(identifiers.first?.message == "SchemaV1 and SchemaV2 store versionIdentifier as a static var")
        #expect(identifiers.first?.consequences.map(\.location.description) == ["B.swift:3:5"])
    }
}

/// What the audit no longer calls harmful or needless, and what it still does.
@Suite("Audit: findings a careful reader agrees with")
struct AuditPrecisionTests {
    private func audit(_ sources: [String: String]) throws -> [AuditFinding] {
        try ImportTestSupport.audit(sources)
    }

    private let v1 = schemaSource(
        models: ["Item"], body: "@Model final class Item { var name: String = \"\" ; init() {} }")
    private let v2 = schemaSource(
        "SchemaV2", version: "2, 0, 0", models: ["Item"],
        body: "@Model final class Item { var name: String = \"\" ; var rank: Int = 0 ; init() {} }")

    private func plan(stages: String) -> String {
        """
        enum Plan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
            static var stages: [MigrationStage] { [\(stages)] }
        }
        """
    }

    @Test("a custom stage whose closures set values is not 'could be lightweight'; one that only saves still is")
    func customStageThatWorks() throws {
        let working = plan(
            stages: ".custom(fromVersion: SchemaV1.self, toVersion: SchemaV2.self, willMigrate: nil) { context in "
                + "for item in try context.fetch(FetchDescriptor<SchemaV2.Item>()) { item.rank = 1 } }")
        #expect(
            try !audit(["A.swift": v1, "B.swift": v2, "P.swift": working]).contains {
                $0.kind == .customStageCouldBeLightweight
            })
        let saving = plan(
            stages: ".custom(fromVersion: SchemaV1.self, toVersion: SchemaV2.self, willMigrate: { _ in }, didMigrate: "
                + "{ context in if context.hasChanges { try context.save() } })")
        let findings = try audit(["A.swift": v1, "B.swift": v2, "P.swift": saving])
        #expect(findings.map(\.kind) == [.customStageCouldBeLightweight])
    }

    @Test("a missing stage SwiftData may infer is hygiene; one that needs code is harmful")
    func missingStage() throws {
        let inferable = try audit(["A.swift": v1, "B.swift": v2, "P.swift": plan(stages: "")])
        #expect(
            inferable.map { "\($0.severity): \($0.message)" } == [
                "hygiene: Plan.stages has no stage from SchemaV1 to SchemaV2"
            ])
        let required = schemaSource(
            "SchemaV2", version: "2, 0, 0", models: ["Item"],
            body: "@Model final class Item { var name: String = \"\" ; var rank: Int ; init() { rank = 0 } }")
        let needsCode = try audit(["A.swift": v1, "B.swift": required, "P.swift": plan(stages: "")])
        let finding = try #require(needsCode.first { $0.kind == .stepMissingFromStages })
        #expect(finding.severity == .harmful)
        #expect(finding.why.hasPrefix("a store at 1.0.0 has no way to 2.0.0: nothing infers "), "\(finding.why)")
    }

    @Test("a typealias kept for code that reads an older version is not a stale map; the app's own name is")
    func typealiasesForOldCode() throws {
        let aliases = """
            typealias ItemV1 = SchemaV1.Item
            typealias LegacyItem = SchemaV1.Item
            typealias Item = SchemaV1.Item
            """
        let stale = try audit(["A.swift": v1, "B.swift": v2, "C.swift": aliases]).filter {
            $0.kind == .staleTypealiasMap
        }
        #expect(stale.map(\.location.description) == ["C.swift:3:1"])
    }
}

import SchemaImport
import SchemaKit
import Testing

/// What the history is, read as real apps write it: the chosen plan's versions, each with the models it lists
/// however its list is built, and the models its relationships reach.
@Suite("Import: the history is the plan's, as the app builds it")
struct HistoryCompositionTests {
    private let item = "@Model final class Item { var name: String = \"\" ; init() {} }"

    private func plan(_ name: String, _ schemas: [String]) -> String {
        let list = schemas.map { "\($0).self" }.joined(separator: ", ")
        return "enum \(name): SchemaMigrationPlan { static var schemas: [any VersionedSchema.Type] { [\(list)] }\n"
            + "    static var stages: [MigrationStage] { [] } }\n"
    }

    @Test("without --plan-type, the plan that lists the most versions is the history, and the others are named")
    func longestPlanIsTheHistory() throws {
        let outcome = ImportTestSupport.importSources([
            "A.swift": schemaSource(models: ["Item"], body: item),
            "B.swift": schemaSource("SchemaV2", version: "2, 0, 0", models: ["SchemaV1.Item"], body: ""),
            "C.swift": schemaSource("CacheV1", models: ["SchemaV1.Item"], body: ""),
            "P.swift": plan("MainPlan", ["SchemaV1", "SchemaV2"]) + plan("CachePlan", ["CacheV1"]),
        ])
        let history = try #require(outcome.history)
        #expect(history.plan?.name == "MainPlan")
        #expect(history.versions.map(\.schemaName) == ["SchemaV1", "SchemaV2"])
        #expect(
            outcome.diagnostics.map(\.formatted) == [
                "C.swift:2:1: warning: MainPlan neither lists nor migrates between 1 versioned schema, which are not "
                    + "its history and are not imported: CacheV1 (CachePlan's) [SG917]\n"
                    + "    hint: SwiftData opens stores with the plan's schemas only; list a schema in MainPlan.schemas "
                    + "if it shipped in this history",
                "P.swift:1:1: warning: the sources declare 2 SchemaMigrationPlans; the import reads MainPlan, which "
                    + "lists the most versions (2) oldest first, and leaves out CachePlan [SG918]\n"
                    + "    hint: import another plan with --plan-type NAME, into a folder of its own",
            ])
    }

    @Test("a rollback plan that lists the same versions newest first is not the history")
    func rollbackPlanIsNotTheHistory() throws {
        let outcome = ImportTestSupport.importSources([
            "A.swift": schemaSource(models: ["Item"], body: item),
            "B.swift": schemaSource("SchemaV2", version: "2, 0, 0", models: ["SchemaV1.Item"], body: ""),
            "P.swift": plan("Rollback", ["SchemaV2", "SchemaV1"]) + plan("Forward", ["SchemaV1", "SchemaV2"]),
        ])
        #expect(outcome.history?.plan?.name == "Forward")
    }

    @Test("a conformance written with an attribute (@preconcurrency VersionedSchema) is a versioned schema")
    func attributedConformance() {
        let source = schemaSource(models: ["Item"], body: item)
            .replacingOccurrences(of: ": VersionedSchema", with: ": @preconcurrency VersionedSchema")
        #expect(ImportTestSupport.importSources(["A.swift": source]).history?.versions.count == 1)
    }

    @Test("models built from another version's list, added to, and appended to under #if, for the chosen platform")
    func modelsBuiltInCode() throws {
        let sources = [
            "A.swift": schemaSource(models: ["Item"], body: item),
            "B.swift": """
            enum SchemaV2: VersionedSchema {
                static let versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] {
                    var all: [any PersistentModel.Type] = SchemaV1.models + [Extra.self]
                    #if os(iOS) && !targetEnvironment(macCatalyst)
                        all.append(Phone.self)
                    #elseif os(macOS)
                        all += [Desk.self]
                    #endif
                    return all
                }
                @Model final class Extra { var note: String? ; init() {} }
                @Model final class Phone { var note: String? ; init() {} }
                @Model final class Desk { var note: String? ; init() {} }
            }
            """,
        ]
        let models = { (os: String) in
            ImportTestSupport.importSources(sources, configuration: BuildConfiguration(operatingSystem: os)).history?
                .versions.last?.models.map(\.entityName)
        }
        #expect(models("iOS") == ["Item", "Extra", "Phone"])
        #expect(models("macOS") == ["Item", "Extra", "Desk"])
        #expect(models("watchOS") == ["Item", "Extra"])
    }

    @Test("a model a relationship reaches but models leaves out is imported, with a warning naming the relationship")
    func reachableModel() throws {
        let outcome = ImportTestSupport.importSources([
            "A.swift": schemaSource(
                models: ["Item"],
                body: """
                        @Model final class Item { var name: String = "" ; var tags: [Tag] = [] ; init() {} }
                        @Model final class Tag { var label: String = "" ; init() {} }
                    """)
        ])
        #expect(
            outcome.diagnostics.map(\.formatted) == [
                "A.swift:5:59: warning: SchemaV1.models does not list Tag, which Item.tags points at; SwiftData adds "
                    + "the models a relationship reaches, so the import adds it [SG919]\n"
                    + "    hint: list Tag in SchemaV1.models, so the history says what SwiftData stores"
            ])
        let models = try #require(outcome.history?.versions.first?.models)
        #expect(models.map(\.entityName) == ["Item", "Tag"])
        #expect(models.last?.reachedThrough?.property == "Item.tags")
    }

    @Test("a property typed as an enum's RawValue is its raw type, and a case's rawValue is its default")
    func rawValueProperty() throws {
        let yaml = ImportTestSupport.yaml([
            "A.swift": schemaSource(
                models: ["Pet"],
                body: """
                        enum Kind: String, Codable { case dog, other = "unknown" }
                        @Model final class Pet { var kindName: Kind.RawValue = Kind.other.rawValue ; init() {} }
                    """)
        ])
        #expect(yaml["V1.yaml"]?.contains("kindName: { type: String, default: unknown }") == true, "\(yaml)")
    }
}

import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("Versions, namespaces, aliases, migration hints and histories")
struct SchemaLevelLoadingTests {
    @Test(
        "versions: one, two or three components",
        arguments: [
            ("1", SchemaVersion(1, 0, 0)), ("1.2", SchemaVersion(1, 2, 0)), ("0.0.9", SchemaVersion(0, 0, 9)),
            ("\"10.20.30\"", SchemaVersion(10, 20, 30)),
        ])
    func versions(text: String, expected: SchemaVersion) throws {
        let schema = try loadValidSchema("version: \(text)\nmodels:\n  Item: {}\n")
        #expect(schema.version == expected)
    }

    @Test("the namespace defaults to Schema + file stem, and 'name' overrides it")
    func namespaces() throws {
        let defaulted = loadSchema("version: 1\nmodels:\n  Item: {}\n", file: "V9.yaml")
        #expect(defaulted.schema?.name == "SchemaV9")
        #expect(defaulted.schema?.fileStem == "V9")
        let named = try loadValidSchema("version: 1\nname: AppModelsV1\nmodels:\n  Item: {}\n")
        #expect(named.name == "AppModelsV1")
    }

    @Test("aliases name models and enums")
    func aliases() throws {
        let yaml =
            "version: 1\nenums:\n  Kind: [a]\nmodels:\n  SDMeal: {}\naliases:\n  SDMealLog: SDMeal\n  MealKind: Kind\n"
        let schema = try loadValidSchema(yaml)
        #expect(schema.aliases.map(\.name) == ["SDMealLog", "MealKind"])
        #expect(schema.aliases.map(\.target) == ["SDMeal", "Kind"])
    }

    @Test("migration hints: forced custom stage, acknowledged losses, note")
    func migrationHints() throws {
        let yaml = """
            version: 1
            models:
              Item: {}
            migration:
              stage: custom
              acceptDataLoss: [SDMealLogItem.quantity, SDLegacyModel]
              note: "quantity String -> Double"
            """
        let migration = try #require(try loadValidSchema(yaml).migration)
        #expect(migration.forcesCustomStage)
        #expect(
            migration.acceptDataLoss.map(\.value) == [
                .init(typeName: "SDMealLogItem", memberName: "quantity"), .init(typeName: "SDLegacyModel"),
            ])
        #expect(migration.note == "quantity String -> Double")
    }

    @Test("a single acceptDataLoss name needs no list")
    func singleDataLossName() throws {
        let migration = try loadValidSchema("version: 1\nmodels:\n  Item: {}\nmigration:\n  acceptDataLoss: Legacy\n")
            .migration
        #expect(migration?.acceptDataLoss.map(\.value.description) == ["Legacy"])
    }

    @Test("anchors, aliases and merge keys work; x- top-level keys hold anchors")
    func anchorsAndMergeKeys() throws {
        let yaml = """
            version: 1
            x-common:
              timestamps: &timestamps
                createdAt: { type: Date, default: now }
                updatedAt: Date?
            models:
              Note:
                attributes:
                  <<: *timestamps
                  id: &identifier { type: UUID, default: uuid, unique: true }
                  updatedAt: Date
              Tag:
                attributes:
                  id: *identifier
            """
        let schema = try loadValidSchema(yaml)
        let note = try #require(schema.model(named: "Note"))
        #expect(note.attributes.map(\.name) == ["createdAt", "id", "updatedAt"])
        // The explicit key wins over the merged one.
        #expect(try schema.attribute("Note", "updatedAt").type.isOptional == false)
        #expect(try schema.attribute("Tag", "id").defaultValue == .generatedUUID)
    }

    @Test("versions are ordered by 'version:', never by file name")
    func historyOrder() throws {
        let folder = ScratchFolder.make("schemagen-order")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, version) in [("V10.yaml", "0.0.10"), ("V9.yaml", "0.0.9"), ("V2.yml", "0.0.2")] {
            try "version: \(version)\nmodels:\n  Item: {}\n".write(
                to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let result = SchemaHistoryLoader().load(directory: folder, displayPath: "Schemas")
        let history = try #require(result.history)
        #expect(history.versions.map(\.name) == ["SchemaV2", "SchemaV9", "SchemaV10"])
        #expect(result.files == ["Schemas/V10.yaml", "Schemas/V2.yml", "Schemas/V9.yaml"])
    }

    @Test("the example history in Schemas/ validates with no diagnostics")
    func exampleHistoryIsClean() throws {
        let result = SchemaHistoryLoader().load(directory: FixturePaths.exampleSchemas, displayPath: "Schemas")
        #expect(result.diagnostics.map(\.formatted) == [])
        let history = try #require(result.history)
        #expect(
            history.versions.map { "\($0.schema.version)" } == [
                "1.0.0", "1.1.0", "1.2.0", "1.3.0", "1.4.0", "1.5.0", "1.6.0",
            ])
        let report = ValidationReport(result, folder: "Schemas")
        #expect(report.summary.hasPrefix("Schemas: 7 versions (1.0.0 to 1.6.0)"))
        #expect(!report.hasErrors)
    }
}

import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaTestKit
import Testing

/// The kit fails, naming what was lost, when the app's custom stages or the store's history go wrong: the
/// example's real stages pass, and each broken variant of them fails with a message that says where.
@Suite("The migration test kit fails on lost rows, wrong values, lost renames and stores the plan can't open")
struct KitTeethTests {
    /// The example's stages, with one of them broken on purpose.
    struct BrokenStages: SchemaMigrationsCustomStages {
        enum Fault {
            case dropsARow, overwritesUnrelatedValue, loosesRenamedValue, resetsKeptValue, ignoresUnits
            case dropsAfterFirstBatch
        }
        let fault: Fault

        func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
            if fault != .resetsKeptValue { try FitLogStages().migrateSchemaV2ToSchemaV3(context) }
            switch fault {
            case .loosesRenamedValue:
                // Meals are rebuilt by hand and the renamed `name` -> `title` is not carried.
                try context.migrate(SchemaV2.SDMeal.self, to: SchemaV3.SDMeal.self) { old in
                    SchemaV3.SDMeal(title: "", loggedAt: old.loggedAt)
                }
            case .resetsKeptValue:
                // The renamed preferences model forgets its calorie goal.
                try context.migrate(
                    SchemaV2.SDDietaryPreferences.self, to: SchemaV3.SDDietaryAndActivityPreferences.self
                ) { old in
                    SchemaV3.SDDietaryAndActivityPreferences(allergies: old.allergies)
                }
            default: break
            }
        }

        func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
            var seen = 0
            try context.migrate(SchemaV3.SDMealLogItem.self, to: SchemaV4.SDMealLogItem.self) { old in
                seen += 1
                let (quantity, unit) = QuantityText.split(old.quantity)
                switch fault {
                case .dropsARow where seen == 2: return nil
                case .dropsAfterFirstBatch where seen > MigrationStage.defaultBatchSize: return nil
                case .overwritesUnrelatedValue:
                    return SchemaV4.SDMealLogItem(foodName: "(unknown)", quantity: quantity, unit: unit)
                case .ignoresUnits:
                    return SchemaV4.SDMealLogItem(foodName: old.foodName, quantity: quantity, unit: "g")
                default:
                    return SchemaV4.SDMealLogItem(foodName: old.foodName, quantity: quantity, unit: unit)
                }
            }
        }
    }

    static func report(_ fault: BrokenStages.Fault, from version: String) -> MigrationReport {
        MigrationTestKit(SchemaMigrations.self, customStages: BrokenStages(fault: fault)).migrate(from: version)
    }

    @Test("the example's own stages bring every row, value and pair of every shipped version through")
    func realStagesPass() {
        let kit = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages())
        #expect(kit.shippedVersions.map(\.description) == ["1.0.0", "1.1.0", "1.2.0", "1.3.0", "1.4.0", "1.5.0"])
        let report = kit.migrate(from: "1.0.0")
        #expect(report.failures.isEmpty, "\(report.failures)")
        // The six models of 1.0.0 that 1.6.0 keeps (the legacy notes are removed), six rows or more each.
        #expect(report.checkedRows >= 6 * 6, "\(report.summary)")
        #expect(report.checkedValues >= report.checkedRows * 2, "\(report.summary)")
        #expect(report.checkedPairs >= 20, "\(report.summary)")
        #expect(report.summary.hasSuffix("all intact"))
    }

    @Test("a custom stage that drops a row fails once, naming the model and the row's key, not each pair it held")
    func droppedRow() throws {
        let report = Self.report(.dropsARow, from: "1.2.0")
        #expect(
            report.failures.map(\.description) == [
                "1.2.0 -> 1.6.0: SDMealLogItem row 2 is missing after the migration"
            ], "\(report.failures)")
    }

    @Test("a custom stage that writes into an attribute it does not own fails, naming row, attribute and values")
    func overwrittenUnrelatedValue() throws {
        let report = Self.report(.overwritesUnrelatedValue, from: "1.2.0")
        let failures = report.failures.filter { $0.property == "foodName" }
        #expect(failures.count == report.checkedRows(of: "SDMealLogItem"), "\(report.failures)")
        #expect(
            failures.first?.description
                == "1.2.0 -> 1.6.0: SDMealLogItem row 1, 'foodName' expected '', found '(unknown)'")
        // The attributes the stage does own (the retyped quantity, the added unit) are its to set.
        #expect(!report.failures.contains { $0.property == "quantity" || $0.property == "unit" })
    }

    @Test("a rename whose value does not arrive fails, naming the attribute's old name and version")
    func lostRename() throws {
        let report = Self.report(.loosesRenamedValue, from: "1.1.0")
        let failure = try #require(report.failures.first { $0.property == "title" })
        #expect(
            failure.description
                == "1.1.0 -> 1.6.0: SDMeal row 2, 'title' (SDMeal.name at 1.1.0) expected 'plain text', found ''")
    }

    @Test("a renamed model whose stage forgets a kept value fails, naming its old model")
    func keptValueReset() throws {
        let report = Self.report(.resetsKeptValue, from: "1.0.0")
        let failure = try #require(report.failures.first { $0.property == "dailyCalorieGoal" })
        #expect(
            failure.description.hasPrefix(
                "1.0.0 -> 1.6.0: SDDietaryAndActivityPreferences row 1, 'dailyCalorieGoal' (SDDietaryPreferences.dailyCalorieGoal at 1.0.0) expected "
            ), "\(failure)")
        #expect(failure.description.hasSuffix(", found 2000"))
    }

    @Test("a conversion only the team knows is checked against the fixture's expect:, naming the file and row")
    func statedValues() throws {
        let fixture = FixtureRows(
            file: "Fixtures/1.2.0.yaml",
            rows: [
                .init("SDMeal", "breakfast", values: ["title": .text("Breakfast")], links: ["items": ["coffee"]]),
                .init(
                    "SDMealLogItem", "coffee", values: ["foodName": .text("Coffee"), "quantity": .text("2.5 dl")],
                    expected: ["quantity": .real(2.5), "unit": .text("dl")]),
            ])
        let kit = MigrationTestKit(SchemaMigrations.self, customStages: BrokenStages(fault: .ignoresUnits))
        let report = kit.migrate(from: "1.2.0", adding: fixture)
        // The generated rows have no stated values, and the stage's own attributes are its to set: only the
        // row the team wrote fails.
        #expect(
            report.failures.map(\.description) == [
                "1.2.0 -> 1.6.0: SDMealLogItem row 502 ('coffee' of Fixtures/1.2.0.yaml), 'unit' (added in 1.3.0) expected 'dl' (Fixtures/1.2.0.yaml), found 'g'"
            ])
        let real = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages()).migrate(
            from: "1.2.0", adding: fixture)
        #expect(real.failures.isEmpty, "\(real.failures)")
    }

    @Test("a frozen store the current plan can no longer open fails with the runtime's reason, and stays as it was")
    func frozenStoreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-kit-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let frozen = folder.appendingPathComponent("Stores/1.2.0.sqlite")
        let kit = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages())
        // No store yet: one is frozen, and the report asks for it to be committed.
        #expect(
            kit.migrate(frozenStore: frozen, version: "1.2.0").failures.map(\.description) == [
                "1.2.0 -> 1.6.0: no frozen store yet: froze one now at \(frozen.path); commit it, so later releases are checked against it"
            ])
        let intact = kit.migrate(frozenStore: frozen, version: "1.2.0")
        #expect(intact.failures.isEmpty, "\(intact.failures)")
        #expect(intact.checkedValues > 0)
        // The plan's 1.2.0 was edited after the store was frozen: the store no longer matches what the plan
        // says 1.2.0 is, and the runtime refuses it rather than guess.
        try Self.execute("UPDATE _schemagen_metadata SET value = 'sha256:0' WHERE key = 'fingerprint'", in: frozen)
        let bytes = try Data(contentsOf: frozen)
        let refused = kit.migrate(frozenStore: frozen, version: "1.2.0")
        let failure = try #require(refused.failures.first)
        #expect(refused.failures.count == 1)
        #expect(failure.kind == .migrationFailed)
        #expect(failure.description.hasPrefix("1.2.0 -> 1.6.0: the store could not be migrated: "), "\(failure)")
        #expect(
            failure.description.contains(
                "matches no schema version this app knows: its fingerprint sha256:0 differs from this app's version 1.2.0"
            ),
            "\(failure)")
        #expect(failure.description.hasSuffix("; the schema of a shipped version was edited"), "\(failure)")
        #expect(try Data(contentsOf: frozen) == bytes, "the frozen file itself is never changed")
        // A file recorded at another version than the test says is named as such.
        #expect(
            kit.migrate(frozenStore: frozen, version: "1.3.0").failures.map(\.description) == [
                "1.3.0 -> 1.6.0: the store could not be migrated: the frozen store 1.2.0.sqlite records version 1.2.0, not 1.3.0"
            ])
    }

    static func execute(_ sql: String, in url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: sql) }
        try queue.close()
    }

    @Test("a version the plan does not have is a failure naming the versions it has")
    func unknownVersion() {
        let kit = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages())
        #expect(
            kit.migrate(from: "0.9.0").failures.map(\.description) == [
                "0.9.0 -> 1.6.0: the store could not be migrated: the plan has no version 0.9.0 (it has 1.0.0, 1.1.0, 1.2.0, 1.3.0, 1.4.0, 1.5.0, 1.6.0)"
            ])
        #expect(
            kit.migrate(from: "1.x").failures.map(\.description) == [
                "1.6.0 -> 1.6.0: the store could not be migrated: '1.x' is not a version such as 1.4.0"
            ])
    }
}

extension MigrationReport {
    /// How many rows of `model` the report's failures are about (every row of it, when a stage broke all).
    func checkedRows(of model: String) -> Int {
        Set(failures.filter { $0.model == model }.compactMap(\.rowKey)).count
    }
}

import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaRuntime
import SchemaRuntimeSQLite
import SchemaTestKit
import Testing

/// The failures a stage's code can cause beyond losing rows and values, each with its message: rows that were
/// not there before, pairs that were not there before, and a value the latest version can't read.
@Suite("The migration test kit names rows and pairs that appear, and values the latest version can't read")
struct KitFailureKindTests {
    /// The example's stages, with something added after the real code of one stage.
    struct AddingStages: SchemaMigrationsCustomStages {
        enum Addition { case itemRow, itemPair, unknownActivityLevel }
        let addition: Addition

        func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
            try FitLogStages().migrateSchemaV2ToSchemaV3(context)
            if addition == .unknownActivityLevel {
                // Through SQL, past the typed API: a raw value ActivityLevel has no case for.
                try context.sqlite.execute(
                    sql: "UPDATE \"SDDietaryAndActivityPreferences\" SET \"preferredActivityLevel\" = 'sleepy'")
            }
        }

        func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
            try FitLogStages().migrateSchemaV3ToSchemaV4(context)
            switch addition {
            case .itemRow: try context.insert(SchemaV4.SDMealLogItem(foodName: "Extra", quantity: 1))
            case .itemPair:
                // The generated items' last row belongs to no meal; this stage gives it the first one.
                try context.sqlite.execute(
                    sql: "UPDATE \"SDMealLogItem\" SET \"mealLog\" = 1 WHERE \"mealLog\" IS NULL")
            case .unknownActivityLevel: break
            }
        }
    }

    static func failures(_ addition: AddingStages.Addition, from version: String = "1.2.0") -> [String] {
        MigrationTestKit(SchemaMigrations.self, customStages: AddingStages(addition: addition)).migrate(from: version)
            .failures.map(\.description)
    }

    @Test("a stage that inserts a row the old store did not have fails, listing its key")
    func extraRow() {
        let failures = Self.failures(.itemRow)
        #expect(failures == ["1.2.0 -> 1.6.0: SDMealLogItem has rows the 1.2.0 store did not: keys 502"], "\(failures)")
    }

    @Test("a stage that connects rows the old store did not connect fails, naming both rows")
    func extraPair() {
        let failures = Self.failures(.itemPair)
        #expect(
            failures == [
                "1.2.0 -> 1.6.0: SDMeal row 1, 'items' gained a pair to SDMealLogItem row 501 that the 1.2.0 store did not have",
                "1.2.0 -> 1.6.0: SDMealLogItem row 501, 'mealLog' gained a pair to SDMeal row 1 that the 1.2.0 store did not have",
            ], "\(failures)")
    }

    @Test("a value the stage owns must still be readable: a raw value no case has fails, naming it")
    func unreadableValue() {
        let failures = Self.failures(.unknownActivityLevel, from: "1.1.0")
        #expect(!failures.isEmpty)
        #expect(
            failures.allSatisfy {
                $0.hasSuffix(
                    "'preferredActivityLevel' (added in 1.2.0) holds a value the latest version can't read: 'sleepy' is no case of ActivityLevel"
                )
            }, "\(failures)")
    }
}

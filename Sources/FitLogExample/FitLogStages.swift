import Foundation
import GeneratedSchemas
import SchemaRuntime

/// The example app's custom migration stages, written as an app team would write them.
public struct FitLogStages: SchemaMigrationsCustomStages {
    /// Creates the stages.
    public init() {}

    /// 1.1.0 -> 1.2.0: `SDDietaryPreferences` becomes `SDDietaryAndActivityPreferences`. Each row is copied
    /// with its identity, so the profiles' references to it survive; the new step goal starts at the
    /// schema's default.
    public func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
        try context.migrate(SchemaV2.SDDietaryPreferences.self, to: SchemaV3.SDDietaryAndActivityPreferences.self) {
            old in
            SchemaV3.SDDietaryAndActivityPreferences(allergies: old.allergies, dailyCalorieGoal: old.dailyCalorieGoal)
        }
    }

    /// 1.2.0 -> 1.3.0: a meal item's quantity was free text such as "150 g"; it becomes a number and a
    /// unit. Text with no leading number keeps a quantity of 0 and the text as its unit, so nothing is
    /// lost.
    public func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
        try context.migrate(SchemaV3.SDMealLogItem.self, to: SchemaV4.SDMealLogItem.self) { old in
            let (quantity, unit) = QuantityText.split(old.quantity)
            return SchemaV4.SDMealLogItem(foodName: old.foodName, quantity: quantity, unit: unit)
        }
    }
}

/// Splitting the old free-text quantities.
public enum QuantityText {
    /// `"150 g"` -> `(150, "g")`, `"2.5"` -> `(2.5, "g")`, `"a pinch"` -> `(0, "a pinch")`.
    public static func split(_ text: String) -> (Double, String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let number = trimmed.prefix { $0.isNumber || $0 == "." }
        guard let value = Double(number) else { return (0, trimmed.isEmpty ? "g" : trimmed) }
        let unit = trimmed.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        return (value, unit.isEmpty ? "g" : unit)
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// One SchemaV2.SDDietaryPreferences row, kept for the SDDietaryAndActivityPreferences that replaces it.
    private struct SDDietaryAndActivityPreferencesRow: Sendable {
        let allergies: [String]?
        let dailyCalorieGoal: Int
    }

    private static let sdDietaryAndActivityPreferencesRows =
        SchemaMigrationsStagesCarryOver<Int, SDDietaryAndActivityPreferencesRow>()

    /// SchemaV2 (1.1.0) -> SchemaV3 (1.2.0).
    ///
    /// Needs code because:
    /// - model 'SDDietaryPreferences' renamed to 'SDDietaryAndActivityPreferences' (entities are named by class)
    ///
    /// Changes in this step:
    /// - relationshipRenamed SDUserProfile.preferences: dietPreferences -> preferences
    /// - modelRenamed SDDietaryAndActivityPreferences: SDDietaryPreferences -> SDDietaryAndActivityPreferences
    /// - attributeAdded SDDietaryAndActivityPreferences.preferredActivityLevel: ActivityLevel?
    /// - attributeAdded SDDietaryAndActivityPreferences.dailyStepGoal: Int
    /// - attributeRenamed SDMeal.title: name -> title
    ///
    /// Note: SDDietaryPreferences becomes SDDietaryAndActivityPreferences; copy each row and its profile link.
    static func willMigrateSchemaV2ToSchemaV3(_ context: ModelContext) throws {
        // modelRenamed SDDietaryAndActivityPreferences: SDDietaryPreferences -> SDDietaryAndActivityPreferences:
        // SwiftData names entities by class, so it drops SDDietaryPreferences's rows; keep them.
        var position = 0
        try forEach(SchemaV2.SDDietaryPreferences.self, in: context) { row in
            sdDietaryAndActivityPreferencesRows.store(
                SDDietaryAndActivityPreferencesRow(allergies: row.allergies, dailyCalorieGoal: row.dailyCalorieGoal),
                for: position
            )
            position += 1
        }
    }

    /// Applies what ``willMigrateSchemaV2ToSchemaV3(_:)`` kept, to SchemaV3's models.
    static func didMigrateSchemaV2ToSchemaV3(_ context: ModelContext) throws {
        // modelRenamed SDDietaryAndActivityPreferences: SDDietaryPreferences -> SDDietaryAndActivityPreferences: a
        // SDDietaryAndActivityPreferences for each SDDietaryPreferences kept by willMigrateSchemaV2ToSchemaV3.
        // Relationships are not copied: reconnect them here if they matter.
        for row in sdDietaryAndActivityPreferencesRows.takeAll() {
            context.insert(
                SchemaV3.SDDietaryAndActivityPreferences(
                    allergies: row.allergies,
                    dailyCalorieGoal: row.dailyCalorieGoal
                )
            )
        }
        try context.save()
    }
}

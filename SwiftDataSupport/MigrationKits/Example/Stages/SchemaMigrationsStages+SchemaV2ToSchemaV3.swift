// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// One SchemaV2.SDDietaryPreferences row, kept for the SDDietaryAndActivityPreferences that replaces it, with
    /// the profile that pointed at it.
    private struct SDDietaryAndActivityPreferencesRow: Sendable {
        let allergies: [String]?
        let dailyCalorieGoal: Int
        let profiles: [UUID]
    }

    private static let sDDietaryAndActivityPreferencesRows = SchemaMigrationsStagesCarryOver<Int, SDDietaryAndActivityPreferencesRow>()

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
        // modelRenamed SDDietaryAndActivityPreferences: SDDietaryPreferences -> SDDietaryAndActivityPreferences: SwiftData names entities by class, so it drops SDDietaryPreferences's rows; keep them.
        // The profile link is renamed with the model, so it is kept too, by the profile's unique id.
        var owners: [PersistentIdentifier: [UUID]] = [:]
        try forEach(SchemaV2.SDUserProfile.self, in: context) { profile in
            if let preferences = profile.dietPreferences { owners[preferences.persistentModelID, default: []].append(profile.id) }
        }
        var position = 0
        try forEach(SchemaV2.SDDietaryPreferences.self, in: context) { row in
            sDDietaryAndActivityPreferencesRows.store(
                SDDietaryAndActivityPreferencesRow(
                    allergies: row.allergies, dailyCalorieGoal: row.dailyCalorieGoal,
                    profiles: owners[row.persistentModelID] ?? []),
                for: position)
            position += 1
        }
    }

    /// Applies what ``willMigrateSchemaV2ToSchemaV3(_:)`` kept, to SchemaV3's models.
    static func didMigrateSchemaV2ToSchemaV3(_ context: ModelContext) throws {
        // modelRenamed SDDietaryAndActivityPreferences: SDDietaryPreferences -> SDDietaryAndActivityPreferences: a SDDietaryAndActivityPreferences for each SDDietaryPreferences kept by willMigrateSchemaV2ToSchemaV3. Relationships are not copied: reconnect them here if they matter.
        var profiles: [UUID: SchemaV3.SDUserProfile] = [:]
        try forEach(SchemaV3.SDUserProfile.self, in: context) { profiles[$0.id] = $0 }
        for row in sDDietaryAndActivityPreferencesRows.takeAll() {
            let preferences = SchemaV3.SDDietaryAndActivityPreferences(
                allergies: row.allergies, dailyCalorieGoal: row.dailyCalorieGoal)
            context.insert(preferences)
            for id in row.profiles { profiles[id]?.preferences = preferences }
        }
        try context.save()
    }
}

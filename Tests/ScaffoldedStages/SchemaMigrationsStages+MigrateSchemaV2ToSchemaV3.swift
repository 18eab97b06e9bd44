// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GeneratedSchemas
import SchemaRuntime

extension SchemaMigrationsStages {
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
    public func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
        // Read the old version's rows and write the new version's through `context`.
        // The changes that need code:
        // - modelRenamed SDDietaryAndActivityPreferences: SDDietaryPreferences -> SDDietaryAndActivityPreferences
    }
}

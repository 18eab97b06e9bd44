// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV8 (0.0.8) -> SchemaV9 (0.0.9).
    ///
    /// Needs code because:
    /// - required attribute 'SDMeal.mealType' added without a default
    ///
    /// Changes in this step:
    /// - enumAdded MealKind: new enum
    /// - relationshipAdded SDUserProfile.photoRecognitions: [SDPhotoRecognition]?
    /// - attributeAdded SDMeal.mealType: MealKind
    /// - modelAdded SDPhotoRecognition: new model
    /// - modelAdded SDRecognizedFoodItem: new model
    static func willMigrateSchemaV8ToSchemaV9(_ context: ModelContext) throws {
        // attributeAdded SDMeal.mealType: MealKind: SwiftData can't add a required attribute without a default to
        // existing rows.
        if try context.fetchCount(FetchDescriptor<SchemaV8.SDMeal>()) > 0 {
            throw SchemaMigrationsStagesError(
                "SDMeal.mealType is required and has no default: give it one in the schema, or make it optional"
            )
        }
    }

    /// Applies what ``willMigrateSchemaV8ToSchemaV9(_:)`` kept, to SchemaV9's models.
    static func didMigrateSchemaV8ToSchemaV9(_ context: ModelContext) throws {
        // Nothing to apply: willMigrateSchemaV8ToSchemaV9 did the work.
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV6Converting (0.0.1000005) -> SchemaV6 (0.0.6).
    ///
    /// Needs code because:
    /// - 'migration: stage: custom' is set in this version
    ///
    /// Changes in this step:
    /// - attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing)
    /// - attributeDefaultChanged SDMealLogItem.quantity: "1" -> 1.0
    /// - attributeAdded SDMealLogItem.unit: String
    ///
    /// Note: hand-written as FitnessMigrationPlan.migrateV5toV6
    static func willMigrateSchemaV6ConvertingToSchemaV6(_ context: ModelContext) throws {
        // Nothing to read: the stage is custom because the schema asks for it.
    }

    /// Applies what ``willMigrateSchemaV6ConvertingToSchemaV6(_:)`` kept, to SchemaV6's models.
    static func didMigrateSchemaV6ConvertingToSchemaV6(_ context: ModelContext) throws {
        // Nothing to apply: the stage is custom because the schema asks for it.
    }
}

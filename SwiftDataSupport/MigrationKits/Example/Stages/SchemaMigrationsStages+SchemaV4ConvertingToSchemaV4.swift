// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV4Converting (1.2.1000000) -> SchemaV4 (1.3.0).
    ///
    /// Needs code because:
    /// - 'migration: stage: custom' is set in this version
    ///
    /// Changes in this step:
    /// - attributeAdded SDUserProfile.avatarURL: URL?
    /// - attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing)
    /// - attributeAdded SDMealLogItem.unit: String
    /// - attributeAdded SDMealLogItem.pricePaid: Decimal?
    ///
    /// Note: quantity String -> Double; the unit is split out of the old text ("150 g" -> 150, g)
    static func willMigrateSchemaV4ConvertingToSchemaV4(_ context: ModelContext) throws {
        // Nothing to read: the stage is custom because the schema asks for it.
    }

    /// Applies what ``willMigrateSchemaV4ConvertingToSchemaV4(_:)`` kept, to SchemaV4's models.
    static func didMigrateSchemaV4ConvertingToSchemaV4(_ context: ModelContext) throws {
        // The units split out of the old quantities, in the same store order.
        var position = 0
        try forEach(SchemaV4.SDMealLogItem.self, in: context) { row in
            if let unit = mealLogItemUnits.take(position) { row.unit = unit }
            position += 1
        }
    }
}

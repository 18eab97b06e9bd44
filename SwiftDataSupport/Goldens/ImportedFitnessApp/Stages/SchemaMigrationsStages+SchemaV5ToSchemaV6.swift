// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SDMealLogItem.quantity as SchemaV5 stored it, by row, for didMigrateSchemaV5ToSchemaV6.
    private static let sDMealLogItemQuantity = SchemaMigrationsStagesCarryOver<PersistentIdentifier, String>()

    /// SDMealLogItem.quantity: String -> Double.
    private static func convertSDMealLogItemQuantity(_ old: String) throws -> Double {
        if let value = Double(old) { return value }
        throw SchemaMigrationsStagesError("SDMealLogItem.quantity: convert \(old) to Double in convertSDMealLogItemQuantity")
    }

    /// SchemaV5 (0.0.5) -> SchemaV6 (0.0.6).
    ///
    /// Needs code because:
    /// - 'migration: stage: custom' is set in this version
    /// - 'SDMealLogItem.quantity' changed type from String to Double
    ///
    /// Changes in this step:
    /// - attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing)
    /// - attributeDefaultChanged SDMealLogItem.quantity: "1" -> 1.0
    /// - attributeAdded SDMealLogItem.unit: String
    ///
    /// Note: hand-written as FitnessMigrationPlan.migrateV5toV6
    static func willMigrateSchemaV5ToSchemaV6(_ context: ModelContext) throws {
        // attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing): keep each row's old value.
        try forEach(SchemaV5.SDMealLogItem.self, in: context) { row in
            sDMealLogItemQuantity.store(row.quantity, for: row.persistentModelID)
        }
    }

    /// Applies what ``willMigrateSchemaV5ToSchemaV6(_:)`` kept, to SchemaV6's models.
    static func didMigrateSchemaV5ToSchemaV6(_ context: ModelContext) throws {
        // attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing): convert each row's old value.
        try forEach(SchemaV6.SDMealLogItem.self, in: context) { row in
            guard let old = sDMealLogItemQuantity.take(row.persistentModelID) else { return }
            row.quantity = try convertSDMealLogItemQuantity(old)
        }
    }
}

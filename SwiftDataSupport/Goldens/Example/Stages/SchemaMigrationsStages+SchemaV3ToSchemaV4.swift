// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SDMealLogItem.quantity as SchemaV3 stored it, by row, for didMigrateSchemaV3ToSchemaV4.
    private static let sDMealLogItemQuantity = SchemaMigrationsStagesCarryOver<PersistentIdentifier, String>()

    /// SDMealLogItem.quantity: String -> Double.
    private static func convertSDMealLogItemQuantity(_ old: String) throws -> Double {
        if let value = Double(old) { return value }
        throw SchemaMigrationsStagesError("SDMealLogItem.quantity: convert \(old) to Double in convertSDMealLogItemQuantity")
    }

    /// SchemaV3 (1.2.0) -> SchemaV4 (1.3.0).
    ///
    /// Needs code because:
    /// - 'migration: stage: custom' is set in this version
    /// - 'SDMealLogItem.quantity' changed type from String to Double
    ///
    /// Changes in this step:
    /// - attributeAdded SDUserProfile.avatarURL: URL?
    /// - attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing)
    /// - attributeAdded SDMealLogItem.unit: String
    /// - attributeAdded SDMealLogItem.pricePaid: Decimal?
    ///
    /// Note: quantity String -> Double; the unit is split out of the old text ("150 g" -> 150, g)
    static func willMigrateSchemaV3ToSchemaV4(_ context: ModelContext) throws {
        // attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing): keep each row's old value.
        try forEach(SchemaV3.SDMealLogItem.self, in: context) { row in
            sDMealLogItemQuantity.store(row.quantity, for: row.persistentModelID)
        }
    }

    /// Applies what ``willMigrateSchemaV3ToSchemaV4(_:)`` kept, to SchemaV4's models.
    static func didMigrateSchemaV3ToSchemaV4(_ context: ModelContext) throws {
        // attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing): convert each row's old value.
        try forEach(SchemaV4.SDMealLogItem.self, in: context) { row in
            guard let old = sDMealLogItemQuantity.take(row.persistentModelID) else { return }
            row.quantity = try convertSDMealLogItemQuantity(old)
        }
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GeneratedSchemas
import SchemaRuntime

extension SchemaMigrationsStages {
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
    public func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
        // Read the old version's rows and write the new version's through `context`.
        // The changes that need code:
        // - attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing)
    }
}

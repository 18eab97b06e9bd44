// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV3 (1.2.0) -> SchemaV4Converting (1.2.1000000), which schemagen writes
    /// because SwiftData's inferred migration can't change a stored type. SwiftData adds each new attribute
    /// beside the old one; this converts every row on the same object, and SchemaV4 then drops the old
    /// attribute and renames the new one into place (`originalName`).
    ///
    /// Converts:
    /// - SDMealLogItem.quantity: String -> Double, into `quantityConverted`
    static func didMigrateSchemaV3ToSchemaV4Converting(_ context: ModelContext) throws {
        // SDMealLogItem.quantity: set from the old values.
        try forEach(SchemaV4Converting.SDMealLogItem.self, in: context) { row in
            row.quantityConverted = try convertSDMealLogItemQuantity(row.quantity)
        }
    }

    /// SDMealLogItem.quantity: String -> Double.
    private static func convertSDMealLogItemQuantity(_ old: String) throws -> Double {
        if let value = Double(old) { return value }
        throw SchemaMigrationsStagesError(
            "SDMealLogItem.quantity: convert \(old) to Double in convertSDMealLogItemQuantity"
        )
    }
}

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
        // SDMealLogItem.quantity: the number that leads the old text; its unit is kept for SchemaV4's `unit`.
        var position = 0
        try forEach(SchemaV4Converting.SDMealLogItem.self, in: context) { row in
            let (quantity, unit) = splitQuantity(row.quantity)
            row.quantityConverted = quantity
            mealLogItemUnits.store(unit, for: position)
            position += 1
        }
    }

    /// Each meal item's unit, split out of its old quantity text, by the item's position in the store.
    static let mealLogItemUnits = SchemaMigrationsStagesCarryOver<Int, String>()

    /// `"150 g"` -> `(150, "g")`, `"2.5"` -> `(2.5, "g")`, `"a pinch"` -> `(0, "a pinch")`: text with no leading
    /// number keeps a quantity of 0 and the text as its unit, so nothing is lost.
    private static func splitQuantity(_ text: String) -> (Double, String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let number = trimmed.prefix { $0.isNumber || $0 == "." }
        guard let value = Double(number) else { return (0, trimmed.isEmpty ? "g" : trimmed) }
        let unit = trimmed.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        return (value, unit.isEmpty ? "g" : unit)
    }
}

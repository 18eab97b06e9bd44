// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV2 (1.1.0) -> SchemaV3Converting (1.1.1000000), which schemagen writes
    /// because SwiftData's inferred migration can't change a stored type. SwiftData adds each new attribute
    /// beside the old one; this converts every row on the same object, and SchemaV3 then drops the old
    /// attribute and renames the new one into place (`originalName`).
    ///
    /// Converts:
    /// - Journal.ratio: Float -> Double, into `ratioConverted`
    static func didMigrateSchemaV2ToSchemaV3Converting(_ context: ModelContext) throws {
        // Journal.ratio: set from the old values.
        try forEach(SchemaV3Converting.Journal.self, in: context) { row in
            row.ratioConverted = try convertJournalRatio(row.ratio)
        }
    }

    /// Journal.ratio: Float -> Double.
    private static func convertJournalRatio(_ old: Float) throws -> Double {
        return Double(old)
    }
}

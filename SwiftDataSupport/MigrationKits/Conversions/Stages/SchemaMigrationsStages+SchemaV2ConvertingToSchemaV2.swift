// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV2Converting (1.0.1000000) -> SchemaV2 (2.0.0).
    ///
    /// Needs code because:
    /// - required attribute 'Account.key' added with 'uuid': each existing row needs its own value
    ///
    /// Changes in this step:
    /// - enumCasesAdded Level.mid: case added
    /// - enumRawTypeChanged Code: String -> Int
    /// - attributeTypeChanged Account.score: Int -> String
    /// - attributeTypeChanged Account.ratio: Double -> Float (narrowing)
    /// - attributeOptionalityChanged Account.ratio: optional -> required
    /// - attributeTypeChanged Account.tags: [Int] -> [Double]
    /// - attributeTypeChanged Account.level: String -> Level (narrowing)
    /// - attributeDefaultChanged Account.level: none -> .low
    /// - attributeAdded Account.key: UUID
    /// - attributeTypeChanged Device.weight: String -> Double (narrowing)
    static func willMigrateSchemaV2ConvertingToSchemaV2(_ context: ModelContext) throws {
        // Nothing to read: the stage is custom because the schema asks for it.
    }

    /// Applies what ``willMigrateSchemaV2ConvertingToSchemaV2(_:)`` kept, to SchemaV2's models.
    static func didMigrateSchemaV2ConvertingToSchemaV2(_ context: ModelContext) throws {
        // attributeAdded Account.key: UUID: a value of its own for each row.
        try forEach(SchemaV2.Account.self, in: context) { row in
            row.key = UUID()
        }
    }
}

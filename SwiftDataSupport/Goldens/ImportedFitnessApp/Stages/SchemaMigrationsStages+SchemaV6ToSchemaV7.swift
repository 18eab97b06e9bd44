// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV6 (0.0.6) -> SchemaV7 (0.0.7).
    ///
    /// Needs code because:
    /// - 'migration: stage: custom' is set in this version
    ///
    /// Changes in this step:
    /// - attributeAdded SDOutboxEvent.lastError: String?
    /// - indexAdded SDOutboxEvent: index ["createdAt"]
    ///
    /// Note: hand-written as FitnessMigrationPlan.migrateV6toV7
    static func willMigrateSchemaV6ToSchemaV7(_ context: ModelContext) throws {
        // Nothing to read: the stage is custom because the schema asks for it.
    }

    /// Applies what ``willMigrateSchemaV6ToSchemaV7(_:)`` kept, to SchemaV7's models.
    static func didMigrateSchemaV6ToSchemaV7(_ context: ModelContext) throws {
        // Nothing to apply: the stage is custom because the schema asks for it.
    }
}

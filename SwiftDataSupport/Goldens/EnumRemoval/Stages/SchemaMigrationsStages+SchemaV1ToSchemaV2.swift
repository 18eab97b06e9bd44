// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV1 (1.0.0) -> SchemaV2 (2.0.0).
    ///
    /// Needs code because:
    /// - case 'angry' removed from 'Mood'; stored values must be mapped
    /// - case 'sad' removed from 'Mood'; stored values must be mapped
    ///
    /// Changes in this step:
    /// - enumCasesRemoved Mood.angry: case removed
    /// - enumCasesRemoved Mood.sad: case removed
    /// - attributeHashModifierChanged Entry.moods: hashModifier none -> 'moods-without-angry-and-sad'
    static func willMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // Mood loses 'angry', 'sad': SchemaV2 can't read a removed case, so every attribute that holds one is rewritten
        // here.
        let removedMoodCases: Set<SchemaV1.Mood> = [SchemaV1.Mood.angry, SchemaV1.Mood.sad]
        try forEach(SchemaV1.Entry.self, in: context) { row in
            if removedMoodCases.contains(row.mood) { row.mood = SchemaV1.Mood.calm }
            if let value = row.previous, removedMoodCases.contains(value) { row.previous = nil }
            if removedMoodCases.contains(row.strict) {
                throw SchemaMigrationsStagesError(
                    "Entry.strict holds the removed case \(row.strict) and has no default; choose a remaining one here"
                )
            }
            row.moods.removeAll { removedMoodCases.contains($0) }
            row.history = row.history?.filter { !removedMoodCases.contains($0) }
        }
    }

    /// Applies what ``willMigrateSchemaV1ToSchemaV2(_:)`` kept, to SchemaV2's models.
    static func didMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // Nothing to apply: willMigrateSchemaV1ToSchemaV2 did the work.
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GoldenEnumRemoval
import SchemaRuntime

extension SchemaMigrationsStages {
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
    func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<SchemaV1, SchemaV2>) throws {
        // The removed feelings become the nearest one left: angry and sad entries read as calm.
        func mood(_ old: SchemaV1.Mood) -> SchemaV2.Mood {
            switch old {
            case .happy: .happy
            case .calm, .angry, .sad: .calm
            }
        }
        try context.migrate(SchemaV1.Entry.self, to: SchemaV2.Entry.self) { old in
            SchemaV2.Entry(
                title: old.title, mood: mood(old.mood), previous: old.previous.map(mood), strict: mood(old.strict),
                moods: old.moods.map(mood), history: old.history.map { $0.map(mood) })
        }
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GoldenEnumRemoval
import SchemaRuntime

extension SchemaMigrationsStages {
    /// SchemaV2 (2.0.0) -> SchemaV3 (3.0.0).
    ///
    /// Needs code because:
    /// - the raw value of 'Mood.calm' changed; stored values must be rewritten
    /// - the raw value of 'Mood.happy' changed; stored values must be rewritten
    ///
    /// Changes in this step:
    /// - enumRawValueChanged Mood.calm: "calm" -> "CALM"
    /// - enumRawValueChanged Mood.happy: "happy" -> "HAPPY"
    /// - attributeHashModifierChanged Entry.title: hashModifier none -> 'upper-case-moods'
    func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
        // The same cases, stored by their new upper-case raw values.
        func mood(_ old: SchemaV2.Mood) -> SchemaV3.Mood {
            switch old {
            case .calm: .calm
            case .happy: .happy
            }
        }
        try context.migrate(SchemaV2.Entry.self, to: SchemaV3.Entry.self) { old in
            SchemaV3.Entry(
                title: old.title, mood: mood(old.mood), previous: old.previous.map(mood), strict: mood(old.strict),
                moods: old.moods.map(mood), history: old.history.map { $0.map(mood) })
        }
    }
}

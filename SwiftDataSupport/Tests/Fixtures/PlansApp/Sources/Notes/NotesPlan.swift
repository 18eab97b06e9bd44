import SwiftData

enum NotesPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self, NotesSchemaV3.self] }

    static var stages: [MigrationStage] {
        [
            .lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self),
            .lightweight(fromVersion: NotesSchemaV2.self, toVersion: NotesSchemaV3.self),
        ]
    }
}

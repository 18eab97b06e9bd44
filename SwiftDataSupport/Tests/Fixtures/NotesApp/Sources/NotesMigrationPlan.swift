import SwiftData

enum NotesMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self, NotesSchemaV4.self] }

    static var stages: [MigrationStage] {
        [
            .lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self),
            .lightweight(fromVersion: NotesSchemaV2.self, toVersion: NotesSchemaV3.self),
            MigrationStage.lightweight(fromVersion: NotesSchemaV3.self, toVersion: NotesSchemaV4.self),
        ]
    }
}

typealias Note = NotesSchemaV3.NoteV2
typealias Folder = NotesSchemaV4.Folder

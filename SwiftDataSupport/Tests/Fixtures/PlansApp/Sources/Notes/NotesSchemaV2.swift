import SwiftData

// 2.0.0: notes can be pinned.
enum NotesSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Note.self] }

    @Model final class Note {
        var title: String = ""
        var pinned: Bool = false

        init() {}
    }
}

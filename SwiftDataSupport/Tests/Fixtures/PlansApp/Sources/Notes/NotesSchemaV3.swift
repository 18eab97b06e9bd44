import SwiftData

// Shipped with the identifier of the version before it: nobody bumped it.
enum NotesSchemaV3: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Note.self] }

    @Model final class Note {
        var title: String = ""
        var pinned: Bool = false
        var color: String?

        init() {}
    }
}

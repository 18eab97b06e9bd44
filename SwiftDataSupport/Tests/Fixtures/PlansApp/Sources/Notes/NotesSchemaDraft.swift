import SwiftData

// A version that never shipped: no plan lists it.
enum NotesSchemaDraft: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 1, 0)
    static var models: [any PersistentModel.Type] { [Note.self] }

    @Model final class Note {
        var title: String = ""
        var archived: Bool = false

        init() {}
    }
}

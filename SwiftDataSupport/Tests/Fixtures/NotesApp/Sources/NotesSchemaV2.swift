import Foundation
import SwiftData

// 2.0.0: notes can be pinned. The class is named for its version, as in the V9 migration document.
enum NotesSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [NoteV2.self, Folder.self] }

    typealias Note = NoteV2

    @Model final class NoteV2 {
        var title: String = ""
        var body: String = ""
        var createdAt: Date = Date(timeIntervalSince1970: 0)
        var isPinned: Bool = false
        var folder: Folder?

        init() {}
    }

    @Model final class Folder {
        var name: String = ""
        var colorHex: String?
        @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []

        init() {}
    }
}

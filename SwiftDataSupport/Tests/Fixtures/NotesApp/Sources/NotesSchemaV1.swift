import Foundation
import SwiftData

enum NotesSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        var title: String = ""
        var body: String = ""
        var createdAt: Date = Date(timeIntervalSince1970: 0)
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

// Hand-written as apps that keep their live models top-level write it: each shipped version nests a frozen
// copy of its classes, and only the latest version lists the live top-level classes.
import SwiftData

enum SchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        var title: String
        var folder: Folder?

        init(title: String, folder: Folder? = nil) {
            self.title = title
            self.folder = folder
        }
    }

    @Model final class Folder {
        var name: String
        @Relationship(inverse: \Note.folder) var notes: [Note] = []

        init(name: String) {
            self.name = name
        }
    }
}

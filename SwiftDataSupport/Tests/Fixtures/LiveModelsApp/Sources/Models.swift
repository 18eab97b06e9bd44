// The live models, at version 2.0.0: Note gains `pinned`, so Folder, which points at it, is version 2's own
// class too.
import SwiftData

@Model final class Note {
    var title: String
    var pinned: Bool = false
    var folder: Folder?

    init(title: String, pinned: Bool = false, folder: Folder? = nil) {
        self.title = title
        self.pinned = pinned
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

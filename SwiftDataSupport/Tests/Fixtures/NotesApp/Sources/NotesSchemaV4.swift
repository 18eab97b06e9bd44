import Foundation
import SwiftData

enum AppVersions {
    static let v4 = Schema.Version(4, 0, 0)
}

// 4.0.0: new notes start pinned.
enum NotesSchemaV4: VersionedSchema {
    static var versionIdentifier: Schema.Version { AppVersions.v4 }
    static var models: [any PersistentModel.Type] { [NoteV2.self, Folder.self] }

    @Model final class NoteV2 {
        @Attribute(.spotlight) var title: String = ""
        var body: String = ""
        var createdAt: Date = Date(timeIntervalSince1970: 0)
        var isPinned: Bool = true
        var location: GeoPoint?
        var labels: [String: String] = [:]
        var folder: Folder?

        init() {}
    }

    @Model final class Folder {
        var name: String = ""
        @Relationship(deleteRule: .cascade, inverse: \NoteV2.folder) var notes: [NoteV2] = []

        init() {}
    }
}

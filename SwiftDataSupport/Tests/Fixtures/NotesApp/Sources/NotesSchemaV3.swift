import Foundation
import SwiftData

struct GeoPoint: Codable {
    var latitude: Double
    var longitude: Double
}

// 3.0.0: folders lose their colour; notes remember where they were written.
enum NotesSchemaV3: VersionedSchema {
    static let versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] { [NoteV2.self, Folder.self] }

    @Model final class NoteV2 {
        @Attribute(.spotlight) var title: String = ""
        var body: String = ""
        var createdAt: Date = Date(timeIntervalSince1970: 0)
        var isPinned: Bool = false
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

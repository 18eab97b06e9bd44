import SwiftData

enum SchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Item.self, Tag.self, Attachment.self] }

    @Model final class Item {
        var title: String = ""

        init() {}
    }

    @Model final class Tag {
        var name: String = ""

        init() {}
    }

    @Model final class Attachment {
        var path: String = ""

        init() {}
    }
}

// Kept for the migrator, which reads the first version's tags.
typealias LegacyTag = SchemaV1.Tag

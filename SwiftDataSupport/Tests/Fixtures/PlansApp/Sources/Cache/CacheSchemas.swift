import Foundation
import SwiftData

// A second store, with a history of its own numbered like the notes'.
enum CacheSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Thumbnail.self] }

    @Model final class Thumbnail {
        var url: String = ""
        var data: Data?

        init() {}
    }
}

enum CacheSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Thumbnail.self] }

    @Model final class Thumbnail {
        var url: String = ""
        var data: Data?
        var fetchedAt: Date?

        init() {}
    }
}

enum CachePlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [CacheSchemaV1.self, CacheSchemaV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: CacheSchemaV1.self, toVersion: CacheSchemaV2.self)] }
}

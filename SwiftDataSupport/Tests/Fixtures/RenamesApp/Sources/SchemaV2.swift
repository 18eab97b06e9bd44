import SwiftData

// 2.0.0 names every class anew, and the custom stage hands the tags to a migrator.
enum SchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [ItemModel.self, TagModel.self, AttachmentModel.self] }

    @Model final class ItemModel {
        var title: String = ""

        init() {}
    }

    @Model final class TagModel {
        var name: String = ""

        init() {}
    }

    @Model final class AttachmentModel {
        var path: String = ""

        init() {}
    }
}

// Reads the first version's tags for the new ones (what it does with them is beside the point here).
enum TagMigrator {
    nonisolated static func names(in context: ModelContext) throws -> [String] {
        try context.fetch(FetchDescriptor<LegacyTag>()).map { $0.name }
    }
}

enum RenamesPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: SchemaV1.self, toVersion: SchemaV2.self,
                willMigrate: { context in _ = try TagMigrator.names(in: context) }, didMigrate: nil)
        ]
    }
}

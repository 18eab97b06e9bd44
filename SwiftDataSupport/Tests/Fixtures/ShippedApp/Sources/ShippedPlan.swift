import SwiftData

// The app's names: the current item, and the first version's, which an export reads.
typealias Item = SchemaV3.Item
typealias ItemV1 = SchemaV1.Item

enum ShippedPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self, SchemaV3.self] }
    static var stages: [MigrationStage] { [migrateV1toV2, migrateV2toV3] }

    static let migrateV1toV2 = MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)

    static let migrateV2toV3 = MigrationStage.custom(fromVersion: SchemaV2.self, toVersion: SchemaV3.self, willMigrate: nil) {
        context in
        for item in try context.fetch(FetchDescriptor<SchemaV3.Item>()) {
            item.rank = item.priority * 10
        }
        try context.save()
    }
}

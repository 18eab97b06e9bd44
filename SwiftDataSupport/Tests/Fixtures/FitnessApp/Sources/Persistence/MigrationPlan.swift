import Foundation
import SwiftData

enum FitnessMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] {
        [SchemaV4.self, SchemaV5.self, SchemaV6.self, SchemaV7.self, SchemaV8.self, SchemaV9.self]
    }

    static var stages: [MigrationStage] {
        [migrateV4toV5, migrateV5toV6, migrateV6toV7, migrateV8toV9]
    }

    static let migrateV4toV5 = MigrationStage.lightweight(fromVersion: SchemaV4.self, toVersion: SchemaV5.self)

    static let migrateV5toV6 = MigrationStage.custom(
        fromVersion: SchemaV5.self,
        toVersion: SchemaV6.self,
        willMigrate: { context in
            // Quantities were free text; keep the number, default the unit.
            let items = try context.fetch(FetchDescriptor<SchemaV5.SDMealLogItem>())
            for item in items where Double(item.quantity) == nil {
                item.quantity = "1"
            }
            try context.save()
        },
        didMigrate: nil
    )

    static let migrateV6toV7 = MigrationStage.custom(
        fromVersion: SchemaV6.self,
        toVersion: SchemaV7.self,
        willMigrate: nil,
        didMigrate: { context in
            try context.save()
        }
    )

    static let migrateV8toV9 = MigrationStage.lightweight(fromVersion: SchemaV8.self, toVersion: SchemaV9.self)
}

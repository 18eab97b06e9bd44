import Foundation
import SwiftData
import Testing

@testable import SwiftDataUniquenessOnly

/// A step whose only change is uniqueness (`SwiftDataSupport/Goldens/UniquenessOnly`), migrated by the stand-in,
/// which hashes as Apple's `versionHash` page lists the inputs (uniqueness left out): the hash modifier schemagen
/// gives `Picture.url` in 2.0.0 is what tells the versions apart.
@Suite("Stand-in staged migration: a uniqueness-only step, told apart by its generated hash modifier")
struct UniquenessOnlyMigrationTests {
    /// A store file written at 1.0.0 holding `pictures` (URL, title).
    private func storeAtFirstVersion(_ pictures: [(String, String)]) throws -> URL {
        let url = try StoreFolder().url("pictures.store")
        let container = try ModelContainer(
            for: Schema(versionedSchema: SchemaV1.self), configurations: ModelConfiguration(url: url))
        let context = ModelContext(container)
        for (address, title) in pictures { context.insert(SchemaV1.Picture(url: address, title: title)) }
        try context.save()
        return url
    }

    @Test("a store at 1.0.0 opens at 3.0.0 through the uniqueness step, its rows kept")
    func migratesThroughTheUniquenessStep() throws {
        let url = try storeAtFirstVersion([("https://example.com/a", "A"), ("https://example.com/b", "B")])
        let container = try ModelContainer(
            for: Schema(versionedSchema: SchemaV3.self), migrationPlan: SchemaMigrations.self,
            configurations: ModelConfiguration(url: url))
        let pictures = try ModelContext(container).fetch(FetchDescriptor<SchemaV3.Picture>())
        #expect(pictures.map(\.title) == ["A", "B"])
        #expect(pictures.map(\.caption) == [nil, nil])
    }

    @Test("duplicates under the new uniqueness stop the migration with the scaffold's list, the store unchanged")
    func duplicatesStopTheMigration() throws {
        let url = try storeAtFirstVersion([("https://example.com/a", "A"), ("https://example.com/a", "Again")])
        #expect {
            try ModelContainer(
                for: Schema(versionedSchema: SchemaV3.self), migrationPlan: SchemaMigrations.self,
                configurations: ModelConfiguration(url: url))
        } throws: { error in
            "\(error)".contains("Picture rows repeating an earlier row's [url]: 1 (https://example.com/a)")
        }
        let reopened = try ModelContainer(
            for: Schema(versionedSchema: SchemaV1.self), configurations: ModelConfiguration(url: url))
        #expect(try ModelContext(reopened).fetch(FetchDescriptor<SchemaV1.Picture>()).count == 2)
    }

    @Test("without the modifier the two versions hash alike, and the stand-in refuses the plan as SwiftData does")
    func withoutTheModifierThePlanIsRefused() throws {
        let url = try storeAtFirstVersion([("https://example.com/a", "A")])
        #expect {
            try ModelContainer(
                for: Schema(versionedSchema: UnmodifiedV2.self), migrationPlan: UnmodifiedPlan.self,
                configurations: ModelConfiguration(url: url))
        } throws: { error in
            "\(error)".contains(
                "Duplicate version checksums across stages detected: SchemaV1 (1.0.0) and UnmodifiedV2 (2.0.0) hash alike"
            )
        }
    }
}

/// Version 2.0.0 as it would be written by hand, without the modifier schemagen gives `url`.
nonisolated enum UnmodifiedV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Picture.self] }

    @Model
    final class Picture {
        @Attribute(.unique)
        var url: String
        var title: String

        init(url: String, title: String) {
            self.url = url
            self.title = title
        }
    }
}

/// The plan from 1.0.0 to that hand-written 2.0.0.
nonisolated enum UnmodifiedPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, UnmodifiedV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV1.self, toVersion: UnmodifiedV2.self)] }
}

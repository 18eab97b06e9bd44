import Foundation
import SwiftData
import Testing

@testable import SwiftDataExample

/// The Example golden's SwiftData output and its scaffolded stages, run by the stand-in's staged migration
/// against a store file, as an app's container would run them.
@Suite("Stand-in staged migration: the Example golden's store from 1.0.0 to 1.6.0")
struct ExampleStoreMigrationTests {
    @Test("a store written at 1.0.0 opens at 1.6.0 through every stage, with its rows, values and pairs")
    func migratesThroughEveryStage() throws {
        let url = try StoreFolder().url("example.store")
        do {
            let container = try ModelContainer(
                for: Schema(versionedSchema: SchemaV1.self), configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            let profile = SchemaV1.SDUserProfile(name: "Ada", email: "ada@example.com")
            let meal = SchemaV1.SDMeal(name: "Lunch", userProfile: profile)
            context.insert(profile)
            context.insert(SchemaV1.SDMealLogItem(foodName: "Rice", quantity: "150", mealLog: meal))
            try context.save()
        }
        let container = try ModelContainer(
            for: Schema(versionedSchema: SchemaV7.self), migrationPlan: SchemaMigrations.self,
            configurations: ModelConfiguration(url: url))
        let context = ModelContext(container)
        let profiles = try context.fetch(FetchDescriptor<SchemaV7.SDUserProfile>())
        #expect(profiles.map(\.name) == ["Ada"])
        let meals = try context.fetch(FetchDescriptor<SchemaV7.SDMeal>())
        #expect(meals.map(\.title) == ["Lunch"])
        #expect(meals.first?.userProfile === profiles.first)
        let items = try context.fetch(FetchDescriptor<SchemaV7.SDMealLogItem>())
        #expect(items.map(\.quantity) == [150])
        #expect(items.first?.mealLog === meals.first)
        #expect(meals.first?.items.count == 1)
    }
}

/// A fresh temporary folder for one test's store files, inside one folder of this test process's own that is
/// removed when the process exits, so a run leaves no store behind.
struct StoreFolder {
    /// This process's folder, removed at exit with every store in it.
    private static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("standin-tests-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: StoreFolder.root) }
        return root
    }()

    let path: URL

    init() throws {
        path = Self.root.appendingPathComponent("standin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
    }

    func url(_ name: String) -> URL { path.appendingPathComponent(name) }
}

/// A context on the store at `url`, opened at `version`, migrated by `plan` when there is one.
func openContext(_ url: URL, _ version: any VersionedSchema.Type, plan: (any SchemaMigrationPlan.Type)?) throws
    -> ModelContext
{
    ModelContext(
        try ModelContainer(
            for: Schema(versionedSchema: version), migrationPlan: plan, configurations: ModelConfiguration(url: url)))
}

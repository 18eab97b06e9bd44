import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

private typealias V7 = GeneratedSchemas.SchemaV7

/// Counts the statements SQLite runs, from GRDB's trace hook (which runs on the connection's own queue).
private final class StatementCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var selects = 0

    func record(_ sql: String) {
        guard sql.hasPrefix("SELECT") else { return }
        lock.withLock { selects += 1 }
    }

    var count: Int { lock.withLock { selects } }
}

@Suite("Relationships read after a fetch hold what the store holds, loaded a relationship at a time")
struct RelationshipLoadingTests {
    /// A profile with `meals` meals of two items each.
    func makeStore(meals: Int) throws -> (TemporaryFolder, SchemaStore) {
        let folder = try TemporaryFolder()
        let store = try SchemaStore.open(at: folder.file(), schemas: [V7.self], stages: [])
        try store.write { context in
            let profile = V7.SDUserProfile(name: "Ada")
            profile.meals = (0..<meals).map { index in
                V7.SDMeal(
                    title: "meal \(index)", userProfile: profile,
                    items: [
                        V7.SDMealLogItem(foodName: "rice", quantity: 1), V7.SDMealLogItem(foodName: "tea", quantity: 2),
                    ])
            }
            try context.insert(profile)
        }
        return (folder, store)
    }

    @Test("instances reached through a relationship have their own relationships loaded, at any depth")
    func reachedInstancesAreConnected() throws {
        let (folder, store) = try makeStore(meals: 3)
        _ = folder
        try store.read { context in
            let item = try #require(try context.fetch(V7.SDMealLogItem.self, where: .equal("foodName", "tea")).first)
            // item -> meal -> profile -> every meal -> each meal's items: four steps from the fetched row.
            let profile = try #require(item.mealLog?.userProfile)
            #expect(profile.meals.count == 3)
            #expect(profile.meals.allSatisfy { $0.items.map(\.foodName).sorted() == ["rice", "tea"] })
            #expect(profile.meals.allSatisfy { $0.userProfile === profile }, "one instance per row")
        }
    }

    @Test("the number of queries depends on the relationships, not on how many instances they hold")
    func queriesPerRelationshipNotPerInstance() throws {
        func selects(meals: Int) throws -> Int {
            let (folder, store) = try makeStore(meals: meals)
            _ = folder
            return try store.read { context in
                let counter = StatementCounter()
                try context.sqlite.trace { event in
                    if case .statement(let statement) = event { counter.record(statement.sql) }
                }
                defer { try? context.sqlite.trace(nil) }
                let profiles = try context.fetch(V7.SDUserProfile.self)
                #expect(profiles.first?.meals.count == meals)
                #expect(profiles.first?.meals.last?.items.count == 2)
                return counter.count
            }
        }
        let few = try selects(meals: 2)
        let many = try selects(meals: 600)
        // 600 meals span two batches of keys, so one more query per relationship of a meal and an item.
        #expect(many <= few + 4, "\(few) queries for 2 meals, \(many) for 600")
    }

    @Test("asking a model for a relationship it does not have is an error naming both")
    func unknownRelationshipIsAnError() throws {
        let meal = V7.SDMeal(title: "lunch")
        #expect {
            try meal.relatedModels(for: "dishes")
        } throws: { error in
            (error as? SchemaStoreError)?.localizedDescription == "'dishes' is not a relationship of 'SDMeal'"
        }
        #expect {
            try meal.setRelatedModels([], for: "dishes")
        } throws: { error in
            (error as? SchemaStoreError)?.description == "'dishes' is not a relationship of 'SDMeal'"
        }
    }
}

@Suite("A fetch brings relationships fetched earlier up to date")
struct RelationshipRefreshTests {
    @Test("a meal saved after the profile was fetched shows in the profile's meals at the next fetch")
    func laterSavesShowAtTheNextFetch() throws {
        let folder = try TemporaryFolder()
        let store = try SchemaStore.open(at: folder.file(), schemas: [V7.self], stages: [])
        try store.write { context in
            try context.insert(V7.SDUserProfile(name: "Ada"))
            let profile = try #require(try context.fetch(V7.SDUserProfile.self).first)
            #expect(profile.meals.isEmpty)
            try context.insert(V7.SDMeal(title: "supper", userProfile: profile))
            let again = try #require(try context.fetch(V7.SDUserProfile.self).first)
            #expect(again === profile, "one instance per row")
            #expect(again.meals.map(\.title) == ["supper"])
        }
    }
}

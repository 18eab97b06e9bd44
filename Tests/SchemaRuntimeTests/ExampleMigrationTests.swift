import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

@Suite("The example history migrates a real store from its first version to its last")
struct ExampleMigrationTests {
    @Test("a V1 store with typed data reaches V7 with every row, value and relationship")
    func firstToLast() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        do {
            let store = try ExamplePlan.open(url, upTo: 1)
            try store.write { context in
                let profile = SchemaV1.SDUserProfile(name: "Ada", email: "ada@example.com", activityLevel: .active)
                profile.dietPreferences = SchemaV1.SDDietaryPreferences(allergies: ["peanuts"], dailyCalorieGoal: 1800)
                profile.bodyMetrics = [SchemaV1.SDPhysicalAttribute(kind: "weight", value: 61.5)]
                let meal = SchemaV1.SDMeal(name: "Lunch")
                meal.items = [
                    SchemaV1.SDMealLogItem(foodName: "rice", quantity: "150 g"),
                    SchemaV1.SDMealLogItem(foodName: "salt", quantity: "a pinch"),
                ]
                profile.meals = [meal]
                try context.insert(profile)
                try context.insert(SchemaV1.SDLegacyNote(text: "old"))
                try context.insert(SchemaV1.SDOutboxEvent(eventType: "signup"))
            }
        }
        var stagesSeen: [Int] = []
        var options = StoreOptions()
        options.progress = { progress in if !stagesSeen.contains(progress.stage) { stagesSeen.append(progress.stage) } }
        let store = try ExamplePlan.open(url, options: options)
        #expect(store.version == SchemaV7.versionIdentifier)
        #expect(stagesSeen == [1, 2, 3, 4, 5, 6])
        try store.read { context in
            let profiles = try context.fetch(SchemaV7.SDUserProfile.self)
            #expect(profiles.count == 1)
            let profile = try #require(profiles.first)
            #expect(profile.name == "Ada")
            #expect(profile.activityLevel == .active)
            #expect(profile.preferences?.allergies == ["peanuts"])
            #expect(profile.preferences?.dailyCalorieGoal == 1800)
            #expect(profile.preferences?.dailyStepGoal == 8000)
            #expect(profile.bodyMetrics.map(\.value) == [61.5])
            #expect(profile.meals.map(\.title) == ["Lunch"])
            let items = try context.fetch(SchemaV7.SDMealLogItem.self, orderBy: [.ascending("foodName")])
            #expect(items.map(\.quantity) == [150, 0])
            #expect(items.map(\.unit) == ["g", "a pinch"])
            #expect(items.allSatisfy { $0.mealLog?.title == "Lunch" })
            #expect(try context.count(SchemaV7.SDOutboxEvent.self) == 1)
        }
        let history = try store.history()
        #expect(
            history.map(\.kind) == [
                "created", "lightweight", "custom", "custom", "lightweight", "lightweight", "lightweight",
            ])
    }
}

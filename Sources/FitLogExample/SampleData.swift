import Foundation
import GeneratedSchemas
import SchemaRuntime

/// Realistic data for a store at the example's first version, as the 1.0 app would have written it.
public enum SampleData {
    static let names = ["Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret", "Ken"]
    static let foods = [("oats", "60 g"), ("milk", "200 ml"), ("banana", "1"), ("rice", "150 g"), ("salt", "a pinch")]

    /// Inserts `profiles` user profiles, each with body metrics, meals with items, preferences, and some
    /// outbox events and legacy notes.
    public static func insert(profiles: Int, into context: StoreContext) throws {
        for index in 0..<profiles {
            let name = names[index % names.count] + (index < names.count ? "" : " \(index)")
            let profile = SchemaV1.SDUserProfile(
                name: name, email: "user\(index)@example.com",
                activityLevel: SchemaV1.ActivityLevel.allCases[index % SchemaV1.ActivityLevel.allCases.count])
            profile.dietPreferences = SchemaV1.SDDietaryPreferences(
                allergies: index % 3 == 0 ? ["peanuts"] : nil, dailyCalorieGoal: 1800 + (index % 5) * 100)
            profile.bodyMetrics = (0..<3).map { day in
                SchemaV1.SDPhysicalAttribute(
                    kind: "weight", value: 60 + Double(index % 20) + Double(day) / 10,
                    recordedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400))
            }
            profile.meals = ["Breakfast", "Lunch"].map { title in
                let meal = SchemaV1.SDMeal(name: title)
                meal.items = (0..<2).map { item in
                    let (food, quantity) = foods[(index + item) % foods.count]
                    return SchemaV1.SDMealLogItem(foodName: food, quantity: quantity)
                }
                return meal
            }
            try context.insert(profile)
            if index % 4 == 0 { try context.insert(SchemaV1.SDOutboxEvent(eventType: "profile.updated")) }
            if index % 5 == 0 { try context.insert(SchemaV1.SDLegacyNote(text: "imported from 0.9")) }
        }
    }
}

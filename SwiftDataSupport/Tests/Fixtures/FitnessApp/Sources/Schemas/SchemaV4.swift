import Foundation
import SwiftData

enum SchemaV4: VersionedSchema {
    static let versionIdentifier = Schema.Version(0, 0, 4)

    static var models: [any PersistentModel.Type] {
        [
            SDUserProfile.self, SDDietaryPreferences.self, SDPhysicalAttribute.self, SDMeal.self,
            SDMealLogItem.self, SDOutboxEvent.self,
        ]
    }

    @Model final class SDUserProfile {
        @Attribute(.unique) var id: UUID = UUID()
        var name: String = ""
        var email: String?
        var activityLevel: ActivityLevel = ActivityLevel.sedentary
        var createdAt: Date = Date()
        @Relationship(deleteRule: .cascade, inverse: \SDPhysicalAttribute.userProfile)
        var bodyMetrics: [SDPhysicalAttribute]? = []
        @Relationship(deleteRule: .cascade) var meals: [SDMeal]? = []
        @Relationship(deleteRule: .cascade) var preferences: SDDietaryPreferences?

        var displayName: String { name.isEmpty ? "Anonymous" : name }

        init(name: String) { self.name = name }
    }

    @Model final class SDDietaryPreferences {
        var allergies: [String] = []
        var dailyCalorieGoal: Int = 2000

        init() {}
    }

    @Model final class SDPhysicalAttribute {
        var kind: String = "weight"
        var value: Double?
        var recordedAt: Date = Date.now
        var userProfile: SDUserProfile?

        init(kind: String, value: Double?) {
            self.kind = kind
            self.value = value
        }
    }

    @Model final class SDMeal {
        var name: String = ""
        var loggedAt: Date = .now
        @Relationship(inverse: \SDUserProfile.meals) var userProfile: SDUserProfile?
        @Relationship(deleteRule: .cascade, inverse: \SDMealLogItem.meal) var items: [SDMealLogItem] = []

        init(name: String) { self.name = name }
    }

    @Model final class SDMealLogItem {
        var foodName: String = ""
        var quantity: String = "1"
        var meal: SDMeal?

        init(foodName: String) { self.foodName = foodName }
    }

    @Model final class SDOutboxEvent {
        enum Status: String, Codable {
            case pending, sent, failed = "failed_permanently"
        }

        var eventType: String = ""
        var payload: Data = Data()
        var createdAt: Date = Date()
        var attempts: Int = 0
        var status: Status = .pending
        @Transient var isSelected: Bool = false

        init(eventType: String) { self.eventType = eventType }
    }
}

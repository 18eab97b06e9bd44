import Foundation
import SwiftData

extension SchemaV5 {
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
        @Relationship(deleteRule: .cascade, inverse: \SDSleepSession.userProfile)
        var sleepSessions: [SDSleepSession]? = []

        init(name: String) { self.name = name }
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

    @Model final class SDSleepSession {
        var startedAt: Date = Date()
        var endedAt: Date?
        var userProfile: SDUserProfile?
        @Relationship(deleteRule: .cascade, inverse: \SDSleepStage.session) var stages: [SDSleepStage] = []

        init() {}
    }

    @Model final class SDSleepStage {
        var kind: SleepStageKind = SleepStageKind.awake
        var minutes: Int = 0
        var session: SDSleepSession?

        init() {}
    }
}

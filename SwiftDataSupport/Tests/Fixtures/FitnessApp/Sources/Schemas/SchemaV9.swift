import Foundation
import SwiftData

// 0.0.9: photo-based meal logging. The profile gains its photo recognitions, so every model that points at
// it is redefined here, and a meal records its type.
enum SchemaV9: VersionedSchema {
    static var versionIdentifier = Schema.Version(0, 0, 9)

    static var models: [any PersistentModel.Type] {
        [
            SDUserProfile.self, SDDietaryPreferences.self, SDPhysicalAttribute.self, SDMeal.self,
            SDMealLogItem.self, SDOutboxEvent.self, SDSleepSession.self, SDSleepStage.self, SDAppSettings.self,
            SDPhotoRecognition.self, SDRecognizedFoodItem.self,
        ]
    }

    // Unchanged, so reused.
    typealias SDDietaryPreferences = SchemaV8.SDDietaryPreferences
    typealias SDOutboxEvent = SchemaV8.SDOutboxEvent
    typealias SDSleepStage = SchemaV8.SDSleepStage

    enum MealKind: String, Codable {
        case breakfast, lunch, dinner, snack
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
        @Relationship(deleteRule: .cascade, inverse: \SDSleepSession.userProfile)
        var sleepSessions: [SDSleepSession]? = []
        @Relationship(deleteRule: .cascade, inverse: \SDPhotoRecognition.userProfile)
        var photoRecognitions: [SDPhotoRecognition]? = []

        /// What the app shows for a profile without a name.
        var displayName: String { name.isEmpty ? "Anonymous" : name }

        static let maximumNameLength = 80

        init(name: String) { self.name = name }

        init(name: String, email: String) {
            self.name = String(name.prefix(Self.maximumNameLength))
            self.email = email.lowercased()
        }

        init(signUpEmail email: String) {
            let local = email.split(separator: "@").first.map(String.init) ?? email
            self.name = local
            self.email = email
        }

        func rename(to newName: String) {
            name = String(newName.prefix(Self.maximumNameLength))
        }
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
        var mealType: MealKind
        @Relationship(inverse: \SDUserProfile.meals) var userProfile: SDUserProfile?
        @Relationship(deleteRule: .cascade, inverse: \SDMealLogItem.meal) var items: [SDMealLogItem] = []

        init(name: String, mealType: MealKind) {
            self.name = name
            self.mealType = mealType
        }

        init(snack name: String) {
            self.name = name.capitalized
            self.mealType = .snack
        }

        init(loggedNow name: String) {
            self.name = name
            let kind = MealKind.snack
            self.mealType = kind
        }
    }

    @Model final class SDMealLogItem {
        var foodName: String = ""
        var quantity: Double = 1
        var unit: String = "g"
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

    @Model final class SDAppSettings {
        var useMetricUnits: Bool = true
        var reminderHour: Int = 20
        var theme: String = "system"

        init() {}
    }

    @Model final class SDPhotoRecognition {
        var imageData: Data?
        var capturedAt: Date = Date()
        var confidence: Double = 0.0
        var userProfile: SDUserProfile?
        @Relationship(deleteRule: .cascade, inverse: \SDRecognizedFoodItem.recognition)
        var recognizedItems: [SDRecognizedFoodItem] = []

        init() {}
    }

    @Model final class SDRecognizedFoodItem {
        var label: String = ""
        var calories: Int?
        var recognition: SDPhotoRecognition?

        init(label: String) { self.label = label.trimmingCharacters(in: .whitespaces) }
    }
}

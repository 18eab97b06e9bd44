import Foundation
import SwiftData

// 0.0.8: app settings move into the store.
enum SchemaV8: VersionedSchema {
    static let versionIdentifier = Schema.Version(0, 0, 8)

    static var models: [any PersistentModel.Type] {
        [
            SDUserProfile.self, SDDietaryPreferences.self, SDPhysicalAttribute.self, SDMeal.self,
            SDMealLogItem.self, SDOutboxEvent.self, SDSleepSession.self, SDSleepStage.self, SDAppSettings.self,
        ]
    }

    typealias SDUserProfile = SchemaV7.SDUserProfile
    typealias SDDietaryPreferences = SchemaV7.SDDietaryPreferences
    typealias SDPhysicalAttribute = SchemaV7.SDPhysicalAttribute
    typealias SDMeal = SchemaV7.SDMeal
    typealias SDMealLogItem = SchemaV7.SDMealLogItem
    typealias SDOutboxEvent = SchemaV7.SDOutboxEvent
    typealias SDSleepSession = SchemaV7.SDSleepSession
    typealias SDSleepStage = SchemaV7.SDSleepStage

    @Model final class SDAppSettings {
        var useMetricUnits: Bool = true
        var reminderHour: Int = 20
        var theme: String = "system"

        init() {}
    }
}

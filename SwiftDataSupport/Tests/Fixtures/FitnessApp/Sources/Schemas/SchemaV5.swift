import Foundation
import SwiftData

// 0.0.5: sleep tracking. The profile gains its sleep sessions, so every model that points at the profile,
// and their children, are copied into this version by hand.
enum SchemaV5: VersionedSchema {
    static let versionIdentifier = Schema.Version(0, 0, 5)

    static var models: [any PersistentModel.Type] {
        [
            SDUserProfile.self, SDDietaryPreferences.self, SDPhysicalAttribute.self, SDMeal.self,
            SDMealLogItem.self, SDOutboxEvent.self, SDSleepSession.self, SDSleepStage.self,
        ]
    }

    typealias SDDietaryPreferences = SchemaV4.SDDietaryPreferences
    typealias SDOutboxEvent = SchemaV4.SDOutboxEvent
}

import Foundation
import SwiftData

// 0.0.7: the outbox remembers its last error and is indexed by date. Nothing points at the outbox, so the
// other models are the previous version's.
enum SchemaV7: VersionedSchema {
    static var versionIdentifier: Schema.Version {
        return Schema.Version(0, 0, 7)
    }

    static var models: [any PersistentModel.Type] {
        [
            SDUserProfile.self, SDDietaryPreferences.self, SDPhysicalAttribute.self, SDMeal.self,
            SDMealLogItem.self, SDOutboxEvent.self, SDSleepSession.self, SDSleepStage.self,
        ]
    }

    typealias SDUserProfile = SchemaV6.SDUserProfile
    typealias SDDietaryPreferences = SchemaV6.SDDietaryPreferences
    typealias SDPhysicalAttribute = SchemaV6.SDPhysicalAttribute
    typealias SDMeal = SchemaV6.SDMeal
    typealias SDMealLogItem = SchemaV6.SDMealLogItem
    typealias SDSleepSession = SchemaV6.SDSleepSession
    typealias SDSleepStage = SchemaV6.SDSleepStage

    @Model final class SDOutboxEvent {
        enum Status: String, Codable {
            case pending, sent, failed = "failed_permanently"
        }

        #Index<SDOutboxEvent>([\.createdAt])

        var eventType: String = ""
        var payload: Data = Data()
        var createdAt: Date = Date()
        var attempts: Int = 0
        var status: Status = .pending
        var lastError: String?
        @Transient var isSelected: Bool = false

        init(eventType: String) { self.eventType = eventType }
    }
}

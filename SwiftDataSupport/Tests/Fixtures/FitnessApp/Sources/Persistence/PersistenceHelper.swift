import SwiftData

// The app's names for the current models.
typealias SDUserProfile = SchemaV9.SDUserProfile
typealias SDPhysicalAttribute = SchemaV9.SDPhysicalAttribute
typealias SDMeal = SchemaV8.SDMeal
typealias SDMealLogItem = SchemaV9.SDMealLogItem
typealias SDSleepSession = SchemaV9.SDSleepSession
typealias SDSleepStage = SchemaV9.SDSleepStage
typealias SDOutboxEvent = SchemaV9.SDOutboxEvent
typealias SDPhotoRecognition = SchemaV9.SDPhotoRecognition
typealias SDMealEntry = SchemaV9.SDMeal
typealias CurrentSchema = SchemaV9

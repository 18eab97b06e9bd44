// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// One SchemaV3Converting.Tag row, kept for the Topic that replaces it.
    private struct TopicRow: Sendable {
        let name: String
        /// The tag's entries, by their position among all entries: the entries stay, their link to the tag is
        /// dropped with the old model.
        let entries: [Int]
    }

    private static let topicRows = SchemaMigrationsStagesCarryOver<Int, TopicRow>()

    /// SchemaV3Converting (1.1.1000000) -> SchemaV3 (2.0.0).
    ///
    /// Needs code because:
    /// - case 'angry' removed from 'Mood'; stored values must be mapped
    /// - 'Entry.level' made required
    /// - model 'Tag' renamed to 'Topic' (entities are named by class)
    /// - required attribute 'Person.id' added with 'uuid': each existing row needs its own value
    /// - uniqueness added on Person.name: existing rows may have duplicates
    ///
    /// Changes in this step:
    /// - enumCasesRemoved Mood.angry: case removed
    /// - attributeTypeChanged Journal.ratio: Float -> Double
    /// - attributeOptionalityChanged Entry.level: optional -> required
    /// - attributeDefaultChanged Entry.level: none -> .low
    /// - modelRenamed Topic: Tag -> Topic
    /// - attributeAdded Topic.color: String
    /// - attributeAdded Person.id: UUID
    /// - attributeUniquenessAdded Person.name: unique ["name"]
    static func willMigrateSchemaV3ConvertingToSchemaV3(_ context: ModelContext) throws {
        // Mood loses 'angry': SchemaV3 can't read a removed case, so every attribute that holds one is rewritten here.
        let removedMoodCases: Set<SchemaV3Converting.Mood> = [SchemaV3Converting.Mood.angry]
        try forEach(SchemaV3Converting.Journal.self, in: context) { row in
            // As in the app's portable stage: an angry mood in a journal's list reads as calm, in its place.
            row.moods = row.moods.map { removedMoodCases.contains($0) ? SchemaV3Converting.Mood.calm : $0 }
        }
        try forEach(SchemaV3Converting.Entry.self, in: context) { row in
            if removedMoodCases.contains(row.mood) { row.mood = SchemaV3Converting.Mood.calm }
        }
        // attributeOptionalityChanged Entry.level: optional -> required: give the rows without a value one.
        try forEach(SchemaV3Converting.Entry.self, in: context) { row in
            if row.level == nil { row.level = .low }
        }
        // modelRenamed Topic: Tag -> Topic: SwiftData names entities by class, so it drops Tag's rows; keep them.
        var entryPositions: [PersistentIdentifier: Int] = [:]
        try forEach(SchemaV3Converting.Entry.self, in: context) {
            entryPositions[$0.persistentModelID] = entryPositions.count
        }
        var position = 0
        try forEach(SchemaV3Converting.Tag.self, in: context) { row in
            topicRows.store(
                TopicRow(name: row.name, entries: row.entries.compactMap { entryPositions[$0.persistentModelID] }),
                for: position)
            position += 1
        }
        // Names become unique: a repeated name gets a number, so no person (and none of their pets) is lost.
        var taken = Set<String>()
        try forEach(SchemaV3Converting.Person.self, in: context) { row in
            var name = row.name
            var suffix = 2
            while !taken.insert(name).inserted {
                name = "\(row.name) (\(suffix))"
                suffix += 1
            }
            row.name = name
        }
    }

    /// Applies what ``willMigrateSchemaV3ConvertingToSchemaV3(_:)`` kept, to SchemaV3's models.
    static func didMigrateSchemaV3ConvertingToSchemaV3(_ context: ModelContext) throws {
        // modelRenamed Topic: Tag -> Topic: a Topic for each Tag kept by willMigrateSchemaV3ConvertingToSchemaV3. Relationships are not copied: reconnect them here if they matter.
        var entries: [SchemaV3.Entry] = []
        try forEach(SchemaV3.Entry.self, in: context) { entries.append($0) }
        for row in topicRows.takeAll() {
            let topic = SchemaV3.Topic(name: row.name)
            context.insert(topic)
            topic.entries = row.entries.filter { $0 < entries.count }.map { entries[$0] }
        }
        try context.save()
        // attributeAdded Person.id: UUID: a value of its own for each row.
        try forEach(SchemaV3.Person.self, in: context) { row in
            row.id = UUID()
        }
    }
}

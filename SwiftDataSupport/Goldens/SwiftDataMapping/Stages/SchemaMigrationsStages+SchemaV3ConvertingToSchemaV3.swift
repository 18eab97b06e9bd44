// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// One SchemaV3Converting.Tag row, kept for the Topic that replaces it.
    private struct TopicRow: Sendable {
        let name: String
    }

    private static let topicRows = SchemaMigrationsStagesCarryOver<Int, TopicRow>()

    /// SchemaV3Converting (1.1.1000000) -> SchemaV3 (2.0.0).
    ///
    /// Needs code because:
    /// - case 'angry' removed from 'Mood'; stored values must be mapped
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
            row.moods.removeAll { removedMoodCases.contains($0) }
        }
        try forEach(SchemaV3Converting.Entry.self, in: context) { row in
            if removedMoodCases.contains(row.mood) { row.mood = SchemaV3Converting.Mood.calm }
        }
        // modelRenamed Topic: Tag -> Topic: SwiftData names entities by class, so it drops Tag's rows; keep them.
        var position = 0
        try forEach(SchemaV3Converting.Tag.self, in: context) { row in
            topicRows.store(TopicRow(name: row.name), for: position)
            position += 1
        }
        // attributeUniquenessAdded Person.name: unique ["name"].
        // Rows repeating [name] would fail the step. Nothing is deleted for you: in each repeat, merge its data
        // into the first row, give it another value, or delete it (context.delete(row)); then remove the check.
        var personNameSeen = Set<[AnyHashable]>()
        var personNameRepeats: [String] = []
        try forEach(SchemaV3Converting.Person.self, in: context) { row in
            let key: [AnyHashable] = [AnyHashable(row.name)]
            if !personNameSeen.insert(key).inserted {
                personNameRepeats.append(key.map { "\($0.base)" }.joined(separator: ", "))
            }
        }
        if !personNameRepeats.isEmpty {
            let listed = personNameRepeats.prefix(10).joined(separator: "; ")
            throw SchemaMigrationsStagesError(
                "Person rows repeating an earlier row's [name]: \(personNameRepeats.count) (\(listed)); "
                    + "merge, change or delete them in this stage")
        }
    }

    /// Applies what ``willMigrateSchemaV3ConvertingToSchemaV3(_:)`` kept, to SchemaV3's models.
    static func didMigrateSchemaV3ConvertingToSchemaV3(_ context: ModelContext) throws {
        // modelRenamed Topic: Tag -> Topic: a Topic for each Tag kept by willMigrateSchemaV3ConvertingToSchemaV3.
        // Relationships are not copied: reconnect them here if they matter.
        for row in topicRows.takeAll() {
            context.insert(SchemaV3.Topic(name: row.name))
        }
        try context.save()
        // attributeAdded Person.id: UUID: a value of its own for each row.
        try forEach(SchemaV3.Person.self, in: context) { row in
            row.id = UUID()
        }
    }
}

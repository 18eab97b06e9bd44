// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import GoldenSwiftDataMapping
import SchemaRuntime

extension SchemaMigrationsStages {
    /// SchemaV2 (1.1.0) -> SchemaV3 (2.0.0).
    ///
    /// Needs code because:
    /// - case 'angry' removed from 'Mood'; stored values must be mapped
    /// - 'Journal.ratio' changed type from Float to Double
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
    func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
        // 'angry' is gone: those moods read as calm.
        func mood(_ old: SchemaV2.Mood) -> SchemaV3.Mood {
            switch old {
            case .calm, .angry: .calm
            case .happy: .happy
            case .sad: .sad
            }
        }
        try context.migrate(SchemaV2.Journal.self, to: SchemaV3.Journal.self) { old in
            // The owner is carried from the old row by its key; the instance here only satisfies the initializer.
            SchemaV3.Journal(
                id: old.id, title: old.title, cover: old.cover, createdAt: old.createdAt, epoch: old.epoch,
                budget: old.budget, homepage: old.homepage, keywords: old.keywords, moods: old.moods.map(mood),
                ratio: Double(old.ratio), pages: old.pages, owner: SchemaV3.Person(name: ""))
        }
        try context.migrate(SchemaV2.Entry.self, to: SchemaV3.Entry.self) { old in
            SchemaV3.Entry(body: old.body, mood: mood(old.mood), level: old.level ?? .low)
        }
        try context.migrate(SchemaV2.Tag.self, to: SchemaV3.Topic.self) { old in SchemaV3.Topic(name: old.name) }
        // Names become unique: a repeated name gets the row's number, so no person is lost.
        var taken: Set<String> = []
        try context.migrate(SchemaV2.Person.self, to: SchemaV3.Person.self) { old in
            var name = old.name
            var suffix = 2
            while !taken.insert(name).inserted {
                name = "\(old.name) (\(suffix))"
                suffix += 1
            }
            return SchemaV3.Person(id: UUID(), name: name)
        }
    }
}

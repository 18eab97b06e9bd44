import Foundation
import SwiftData
import Testing

/// A model with an ephemeral attribute beside a stored one, and one stored through a value transformer.
enum EphemeralV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Draft.self] }

    nonisolated final class UppercaseTransformer: ValueTransformer {}

    @Model final class Draft {
        var title: String
        @Attribute(.ephemeral) var cursor: Int = 0
        @Attribute(.spotlight, .transformable(by: UppercaseTransformer.self)) var tags: [String] = []

        init(title: String, cursor: Int, tags: [String]) {
            self.title = title
            self.cursor = cursor
            self.tags = tags
        }
    }
}

@Suite("Stand-in store: an ephemeral attribute is tracked in memory and never persisted")
struct EphemeralAttributeTests {
    @Test("a saved model's ephemeral value is not in the store: a fresh container loads the initial value")
    func ephemeralNotPersisted() throws {
        let url = try StoreFolder().url("ephemeral.store")
        let schema = Schema(versionedSchema: EphemeralV1.self)
        do {
            let context = ModelContext(try ModelContainer(for: schema, configurations: ModelConfiguration(url: url)))
            let draft = EphemeralV1.Draft(title: "Plan", cursor: 42, tags: ["a", "b"])
            context.insert(draft)
            try context.save()
            #expect(draft.cursor == 42, "in memory, the value is the model's")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(!text.contains("cursor"), "the store holds no ephemeral value:\n\(text)")
        let context = ModelContext(try ModelContainer(for: schema, configurations: ModelConfiguration(url: url)))
        let draft = try #require(try context.fetch(FetchDescriptor<EphemeralV1.Draft>()).first)
        #expect(draft.title == "Plan" && draft.tags == ["a", "b"])
        #expect(draft.cursor == 0)
    }
}

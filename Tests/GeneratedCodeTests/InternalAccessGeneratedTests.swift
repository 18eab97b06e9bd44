import Foundation
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

@testable import GoldenInternalAccess

/// The `accessLevel: internal` golden compiles as a target of its own; these tests use it the way an app
/// target would, from inside the module (`@testable` stands in for being that module).
@Suite("Generated code with accessLevel: internal and a plan name of the app's own")
struct InternalAccessGeneratedTests {
    /// The golden history has no custom stage, so the app's stages type has nothing to implement.
    struct NoCustomStages: NotesMigrationsCustomStages {}

    @Test("the plan carries the configured name and migrates a store from 1.0.0 to 2.0.0")
    func planMigratesAStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "schemagen-internal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Notes.sqlite")

        let first = try SchemaStore.open(at: url, schemas: [SchemaV1.self], stages: [], history: "NotesMigrations")
        try first.write { context in
            let inbox = SchemaV1.Folder(name: "Inbox")
            inbox.notes = [SchemaV1.Note(body: "call Ada", priority: .high, folder: inbox)]
            try context.insert(inbox)
        }

        let store = try SchemaStore.open(at: url, plan: NotesMigrations.self, customStages: NoCustomStages())
        try store.read { context in
            let note = try #require(try context.fetch(Note.self).first)
            #expect(note.body == "call Ada")
            #expect(note.title == "", "the new attribute takes its default")
            #expect(note.tags == [])
            #expect(note.priority == .high)
            #expect(note.folder?.name == "Inbox")
        }
    }

    @Test("the typealias map points at the latest version, and unchanged enums are reused")
    func typealiasMap() {
        #expect(Note.self == SchemaV2.Note.self)
        #expect(Folder.self == SchemaV2.Folder.self)
        #expect(SchemaV2.Priority.self == SchemaV1.Priority.self)
        // The plan's own name, then its first version's fingerprint: apps with same-named plans differ.
        #expect(NotesMigrations.historyIdentifier.hasPrefix("NotesMigrations:"))
        #expect(NotesMigrations.historyIdentifier.count == "NotesMigrations:".count + 12)
        #expect(NotesMigrations.formerHistoryIdentifiers == ["NotesMigrations"])
    }
}

import Foundation
import SchemaModel
import SchemaTestKit
import SwiftData
import Testing

/// The kit a SwiftData suite uses, run through the stand-in's staged migration: the notes plan's real stage
/// passes, and stages broken on purpose fail it with messages naming the row and the value.
@Suite("SwiftData test kit: broken custom stages fail with the row and value they lose", .serialized)
struct FrameworkKitTeethTests {
    /// A stage that drops the first note.
    enum DroppingPlan: SchemaMigrationPlan {
        static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV2.self] }
        static var stages: [MigrationStage] {
            [
                .custom(
                    fromVersion: NotesV1.self, toVersion: NotesV2.self,
                    willMigrate: { context in
                        if let first = try context.fetch(FetchDescriptor<NotesV1.Note>()).first {
                            context.delete(first)
                        }
                        try context.save()
                    }, didMigrate: nil)
            ]
        }
    }

    /// A stage that writes into `body`, which the step does not change.
    enum CorruptingPlan: SchemaMigrationPlan {
        static var schemas: [any VersionedSchema.Type] { [NotesV1.self, NotesV2.self] }
        static var stages: [MigrationStage] {
            [
                .custom(
                    fromVersion: NotesV1.self, toVersion: NotesV2.self, willMigrate: nil,
                    didMigrate: { context in
                        for note in try context.fetch(FetchDescriptor<NotesV2.Note>()) where note.body.isEmpty {
                            note.body = "(empty)"
                        }
                        try context.save()
                    })
            ]
        }
    }

    let kit = FrameworkMigrationTestKit(
        versions: [Self.description(of: "1.0.0"), Self.description(of: "1.1.0")],
        customStageVersions: [SchemaVersion(1, 1, 0)])

    /// The two note versions as the generator would describe them.
    static func description(of version: String) -> SchemaModel.Schema {
        let isFirst = version == "1.0.0"
        let folder = Relationship(name: "folder", target: "Folder", cardinality: .toOne(isOptional: true))
        let text = AttributeType(.primitive(.string))
        let attributes =
            isFirst
            ? [Attribute(name: "title", type: text), Attribute(name: "body", type: text)]
            : [
                Attribute(name: "heading", type: text, originalName: "title"), Attribute(name: "body", type: text),
                Attribute(name: "pinned", type: AttributeType(.primitive(.bool)), defaultValue: .bool(false)),
                Attribute(name: "tag", type: AttributeType(.primitive(.string), isOptional: true)),
            ]
        return SchemaModel.Schema(
            version: SchemaVersion(parsing: version) ?? SchemaVersion(0, 0, 0), name: isFirst ? "NotesV1" : "NotesV2",
            models: [
                Model(name: "Note", attributes: attributes, relationships: [folder]),
                Model(
                    name: "Folder", attributes: [Attribute(name: "name", type: text)],
                    relationships: [
                        Relationship(
                            name: "notes", target: "Note", cardinality: .toMany(isOptional: false), inverse: "folder",
                            deleteRule: .cascade)
                    ]),
            ])
    }

    static func write(_ fixture: FixtureObjects, to url: URL) throws {
        let context = ModelContext(
            try ModelContainer(for: Schema(versionedSchema: NotesV1.self), configurations: ModelConfiguration(url: url))
        )
        let notes = try fixture.rows("Note").map { row in
            NotesV1.Note(title: try row.value("title"), body: try row.value("body"))
        }
        let folders = try fixture.rows("Folder").map { row in NotesV1.Folder(name: try row.value("name")) }
        for (owner, targets) in fixture.pairs("Note", "folder") {
            notes[owner].folder = targets.first.map { folders[$0] }
        }
        for note in notes { context.insert(note) }
        for folder in folders { context.insert(folder) }
        try context.save()
    }

    static func read(_ url: URL, plan: any SchemaMigrationPlan.Type) throws -> MigratedObjects {
        let context = ModelContext(
            try ModelContainer(
                for: Schema(versionedSchema: NotesV2.self), migrationPlan: plan,
                configurations: ModelConfiguration(url: url)))
        var migrated = MigratedObjects()
        let notes = try context.fetch(FetchDescriptor<NotesV2.Note>())
        let folders = try context.fetch(FetchDescriptor<NotesV2.Folder>())
        migrated.add("Note", notes) { row in
            ["heading": .of(row.heading), "body": .of(row.body), "pinned": .of(row.pinned), "tag": .of(row.tag)]
        }
        migrated.add("Folder", folders) { row in ["name": .of(row.name)] }
        migrated.link("Note", "folder", notes, to: folders) { $0.folder.map { [$0] } ?? [] }
        migrated.link("Folder", "notes", folders, to: notes) { $0.notes }
        return migrated
    }

    private func failures(_ plan: any SchemaMigrationPlan.Type) -> (messages: [String], checked: Int) {
        let report = kit.migrate(from: "1.0.0", write: Self.write) { try Self.read($0, plan: plan) }
        return (report.failures.map(\.description), report.checkedValues)
    }

    @Test("the real stage and a lightweight stage pass, with values checked")
    func intactStagesPass() {
        for plan: any SchemaMigrationPlan.Type in [CustomNotesPlan.self, LightweightNotesPlan.self] {
            let result = failures(plan)
            #expect(result.messages == [])
            #expect(result.checked > 0)
        }
    }

    @Test("a stage that drops a row fails once, naming the row, not again for each pair it held")
    func droppedRowFails() {
        #expect(failures(DroppingPlan.self).messages == ["1.0.0 -> 1.1.0: Note row 1 is missing after the migration"])
    }

    /// Row 5 is the note whose body the fixture leaves empty.
    @Test("a stage that writes into an attribute the step does not change fails, naming expected and found")
    func unrelatedWriteFails() {
        #expect(
            failures(CorruptingPlan.self).messages == [
                "1.0.0 -> 1.1.0: Note row 5, 'body' expected '', found '(empty)'"
            ])
    }
}

import Foundation
import GoldenInPlaceChanges
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// A lightweight step that only renames, drops or relaxes columns alters the table in place where SQLite can
/// (rename from 3.25, drop from 3.35), touching no row, and rebuilds it where it can't.
@Suite("Columns renamed or dropped in place on SQLite: no row copied, every value kept")
struct InPlaceColumnChangeTests {
    /// A store at 1.0.0 with two notes, each with a task.
    static func writeVersion1(_ url: URL) throws {
        let store = try SchemaStore.open(at: url, schemas: [SchemaV1.self], stages: [])
        try store.write { context in
            for (index, title) in ["Groceries", "Taxes"].enumerated() {
                let note = SchemaV1.Note(
                    title: title, body: "body \(index)", legacy: "old", createdAt: Date(timeIntervalSince1970: 1000))
                note.tasks = [SchemaV1.Task(name: "task \(index)", estimate: index + 1)]
                try context.insert(note)
            }
        }
    }

    @Test("the note's column is renamed and the dropped one dropped in place; the task's NOT NULL rebuilds its table")
    func renameAndDropInPlace() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        try Self.writeVersion1(url)
        let preview = try SchemaStore.preview(at: url, plan: SchemaMigrations.self)
        let statements = try #require(preview.steps.first?.statements)
        #expect(statements.contains("ALTER TABLE \"Note\" DROP COLUMN \"legacy\""), "\(statements)")
        #expect(statements.contains("ALTER TABLE \"Note\" RENAME COLUMN \"title\" TO \"heading\""), "\(statements)")
        #expect(!statements.contains { $0.hasPrefix("INSERT INTO \"Note\"") }, "no note row is copied")
        // SQLite can't drop NOT NULL in place: the task table is rebuilt, its rows copied.
        #expect(statements.contains { $0.hasPrefix("INSERT INTO \"Task\"") }, "\(statements)")
        #expect(preview.steps.first?.rowsTouched == 2, "only the tasks' rows")

        let store = try SchemaStore.open(at: url, plan: SchemaMigrations.self)
        let notes = try store.read { try $0.fetch(SchemaV2.Note.self, orderBy: [.ascending(\.heading)]) }
        #expect(notes.map(\.heading) == ["Groceries", "Taxes"])
        #expect(notes.map(\.body) == ["body 0", "body 1"])
        #expect(notes.map { $0.tasks.map(\.estimate) } == [[1], [2]])
        #expect(notes.map(\.createdAt) == [Date(timeIntervalSince1970: 1000), Date(timeIntervalSince1970: 1000)])
        // Reopened, its tables are checked against the layout: the altered table is what a rebuild makes.
        _ = try SchemaStore.open(at: url, plan: SchemaMigrations.self)
    }

    @Test("SQLite renames in place from 3.25 and drops from 3.35; an older library rebuilds")
    func sqliteVersionGate() {
        #expect(InPlaceColumnChanges.sqlite(version: "3.24.0") == [])
        #expect(InPlaceColumnChanges.sqlite(version: "3.25.0") == [.rename])
        #expect(InPlaceColumnChanges.sqlite(version: "3.34.1") == [.rename])
        #expect(InPlaceColumnChanges.sqlite(version: "3.35.0") == [.rename, .drop])
        #expect(InPlaceColumnChanges.sqlite(version: "3.45.1") == [.rename, .drop])
        #expect(InPlaceColumnChanges.sqlite(version: "4.0") == [.rename, .drop])
        #expect(InPlaceColumnChanges.sqlite(version: "garbage") == [])
    }
}

import Foundation
import GoldenInPlaceChanges
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// On PostgreSQL a column renamed, dropped or made nullable is altered in place: the step copies no row.
@Suite("Columns renamed, dropped and made nullable in place on PostgreSQL", PostgresTestDatabase.required)
struct PostgresInPlaceColumnChangeTests {
    @Test("the step is three ALTER TABLE statements and copies no row; every value is kept")
    func everyChangeInPlace() throws {
        let scratch = try PostgresScratch()
        let first = try PostgresSchemaStore.open(at: scratch.location, schemas: [SchemaV1.self], stages: [])
        try first.write { context in
            let note = SchemaV1.Note(
                title: "Groceries", body: "eggs", legacy: "old", createdAt: Date(timeIntervalSince1970: 0))
            note.tasks = [SchemaV1.Task(name: "shop", estimate: 3)]
            try context.insert(note)
        }
        let preview = try PostgresSchemaStore.preview(at: scratch.location, plan: SchemaMigrations.self)
        let statements = try #require(preview.steps.first?.statements)
        #expect(statements.contains("ALTER TABLE \"Note\" DROP COLUMN \"legacy\""), "\(statements)")
        #expect(statements.contains("ALTER TABLE \"Note\" RENAME COLUMN \"title\" TO \"heading\""), "\(statements)")
        #expect(statements.contains("ALTER TABLE \"Task\" ALTER COLUMN \"estimate\" DROP NOT NULL"), "\(statements)")
        #expect(
            !statements.contains { $0.hasPrefix("INSERT INTO \"Note\"") || $0.hasPrefix("INSERT INTO \"Task\"") },
            "\(statements)")
        #expect(preview.steps.first?.rowsTouched == 0)

        let store = try PostgresSchemaStore.open(at: scratch.location, plan: SchemaMigrations.self)
        let notes = try store.read { try $0.fetch(SchemaV2.Note.self) }
        #expect(notes.map(\.heading) == ["Groceries"])
        #expect(notes.map { $0.tasks.map(\.estimate) } == [[3]])
        #expect(try scratch.catalog().contains("Task.estimate bigint"))
        try store.write { try $0.insert(SchemaV2.Task(name: "later", estimate: nil)) }
        // Opened again, its tables are checked against the layout: the altered ones are what a rebuild makes.
        _ = try PostgresSchemaStore.open(at: scratch.location, plan: SchemaMigrations.self)
    }
}

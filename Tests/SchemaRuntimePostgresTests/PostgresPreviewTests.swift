import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// A dry run on PostgreSQL: the real stages run in a transaction that is rolled back, so the statements and
/// row counts are what opening would do, and the store is left as it was.
@Suite(
    "A PostgreSQL migration preview lists each stage's statements and rows, then rolls back",
    PostgresTestDatabase.required)
struct PostgresPreviewTests {
    @Test("a store at the first version: every stage with its statements and rows, and the store unchanged")
    func storeBehind() throws {
        let scratch = try PostgresScratch()
        let first = try PostgresSchemaStore.open(
            at: scratch.location, schemas: [SchemaV1.self], stages: [], history: SchemaMigrations.historyIdentifier)
        try first.write { try SampleData.insert(profiles: 3, into: $0) }
        let catalog = try scratch.catalog()
        let preview = try PostgresSchemaStore.preview(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages())
        #expect(
            preview.steps.map { "\($0.from?.description ?? "-") -> \($0.to) \($0.kind)" } == [
                "1.0.0 -> 1.1.0 lightweight", "1.1.0 -> 1.2.0 custom", "1.2.0 -> 1.3.0 custom",
                "1.3.0 -> 1.4.0 lightweight", "1.4.0 -> 1.5.0 lightweight", "1.5.0 -> 1.6.0 lightweight",
            ])
        #expect(preview.steps.allSatisfy { !$0.statements.isEmpty }, "\(preview.steps.map(\.statements))")
        #expect(!preview.steps.flatMap(\.statements).contains { $0.hasPrefix("SELECT") || $0.hasPrefix("SAVEPOINT") })
        #expect(preview.steps[1].rowsTouched > 0)
        // Rolled back: the same tables, version and history.
        #expect(try scratch.catalog() == catalog)
        #expect(try scratch.metadata("version") == "1.0.0")
        #expect(try first.history().map(\.kind) == ["created"])
        // The real migration does what the preview said.
        let migrated = try scratch.open()
        #expect(try migrated.history().dropFirst().map(\.rowsTouched) == preview.steps.map(\.rowsTouched))
        #expect(
            try PostgresSchemaStore.preview(
                at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages()
            ).steps.isEmpty)
    }

    @Test("no store yet: its creation is the one step, and no table is left behind")
    func noStoreYet() throws {
        let scratch = try PostgresScratch()
        let preview = try PostgresSchemaStore.preview(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages())
        #expect(preview.steps.map(\.kind) == ["created"])
        #expect(preview.steps.first?.statements.contains { $0.hasPrefix("CREATE TABLE") } == true)
        #expect(try scratch.catalog() == [])
    }

    @Test("a store the plan would refuse is refused by the preview with the same error")
    func refusedStore() throws {
        let scratch = try PostgresScratch()
        _ = try PostgresSchemaStore.open(at: scratch.location, schemas: [SchemaV2.self], stages: [], history: "other")
        #expect {
            try PostgresSchemaStore.preview(
                at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages())
        } throws: { error in
            (error as? SchemaStoreError)?.code == .foreignStore
        }
    }
}

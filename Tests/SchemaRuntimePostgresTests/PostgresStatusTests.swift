import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// A PostgreSQL store's status: read without a lock and without writing, as the SQLite one.
@Suite("A PostgreSQL store's status: version, history, pending stages and its tables", PostgresTestDatabase.required)
struct PostgresStatusTests {
    @Test("no store, a store at the first version, and the same store once opened; nothing written by looking")
    func versionsHistoryAndPending() throws {
        let scratch = try PostgresScratch()
        let none = try PostgresSchemaStore.status(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages())
        #expect(none.version == nil && none.pending.isEmpty)
        #expect(try scratch.catalog() == [])

        _ = try PostgresSchemaStore.open(
            at: scratch.location, schemas: [SchemaV1.self], stages: [], history: SchemaMigrations.historyIdentifier)
        let catalog = try scratch.catalog()
        let behind = try PostgresSchemaStore.status(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages())
        #expect(behind.version?.description == "1.0.0")
        #expect(behind.history.map(\.kind) == ["created"])
        #expect(
            behind.pending.map { "\($0.from) -> \($0.to) \($0.kind.rawValue)" } == [
                "1.0.0 -> 1.1.0 lightweight", "1.1.0 -> 1.2.0 custom", "1.2.0 -> 1.3.0 custom",
                "1.3.0 -> 1.4.0 lightweight", "1.4.0 -> 1.5.0 lightweight", "1.5.0 -> 1.6.0 lightweight",
            ])
        #expect(try scratch.catalog() == catalog, "the status wrote nothing")

        _ = try scratch.open()
        let current = try PostgresSchemaStore.status(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages())
        #expect(current.summary.last == "up to date")
        #expect(current.history.count == 7)
    }

    @Test("a store whose tables no longer match its layout is refused with the difference")
    func tablesThatDiffer() throws {
        let scratch = try PostgresScratch()
        _ = try scratch.open()
        try scratch.admin.query("ALTER TABLE \(scratch.qualified("SDMeal")) ADD COLUMN \"extra\" text")
        #expect {
            try PostgresSchemaStore.status(
                at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages())
        } throws: { error in
            (error as? SchemaStoreError)?.code == .layoutMismatch
        }
    }

    @Test("schemagen-store status reads the store through its URL and schema against the version files")
    func command() throws {
        let scratch = try PostgresScratch()
        _ = try PostgresSchemaStore.open(
            at: scratch.location, schemas: [SchemaV1.self], stages: [], history: SchemaMigrations.historyIdentifier)
        let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas").path
        let process = Process()
        process.executableURL = ProductProcess.url(of: "schemagen-store")
        process.arguments = [
            "status", "--store", try #require(PostgresTestDatabase.url), "--schema", scratch.location.schema,
            "--schemas", schemas,
        ]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(error)")
        #expect(output.hasPrefix("at 1.0.0, whose tables match its layout; the plan's latest is 1.6.0\n"), "\(output)")
        #expect(output.contains("pending 1.5.0 -> 1.6.0 lightweight\n"), "\(output)")
    }
}

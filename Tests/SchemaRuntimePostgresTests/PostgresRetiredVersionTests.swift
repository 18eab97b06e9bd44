import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// A PostgreSQL store at a version the plan retired is refused by name, as an SQLite store is.
@Suite(
    "A PostgreSQL store at a retired version is refused naming the oldest supported one", PostgresTestDatabase.required)
struct PostgresRetiredVersionTests {
    @Test("a store at a retired version is refused naming the oldest supported version, and left untouched")
    func retiredStoreIsRefused() throws {
        let scratch = try PostgresScratch()
        _ = try PostgresSchemaStore.open(at: scratch.location, schemas: [SchemaV2.self], stages: [], history: "notes")
        let before = try scratch.catalog()
        let kept = Array(SchemaMigrations.schemas.dropFirst(3))
        #expect {
            _ = try PostgresSchemaStore.open(
                at: scratch.location, schemas: kept,
                stages: Array(SchemaMigrations.stages(FitLogStages()).dropFirst(3)), history: "notes",
                retiredVersions: SchemaMigrations.schemas.prefix(3).map { $0.versionIdentifier })
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .versionRetired
                && error?.localizedDescription
                    == "the store at \(scratch.location) is at schema version 1.1.0, which this app no longer migrates from: its oldest supported version is 1.3.0; it was left untouched. Open it with a release of the app that still supports 1.1.0 first, or start a new store"
        }
        #expect(try scratch.catalog() == before)
        #expect(try scratch.metadata("version") == "1.1.0")
    }
}

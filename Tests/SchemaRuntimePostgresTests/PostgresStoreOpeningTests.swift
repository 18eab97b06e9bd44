import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// Opening the example's store in a PostgreSQL schema of its own: created once at the latest version, found
/// up to date after, and anything that is not its store refused and left exactly as it was.
@Suite("A PostgreSQL store is created once and refused when it is not this app's", PostgresTestDatabase.required)
struct PostgresStoreOpeningTests {
    @Test("a new store is created at the latest version with its history, and found up to date when opened again")
    func createThenOpen() throws {
        let scratch = try PostgresScratch()
        let latest = try #require(SchemaMigrations.schemas.last).versionIdentifier
        let created = try scratch.open()
        #expect(created.version == latest)
        #expect(try created.history().map(\.kind) == ["created"])
        #expect(try scratch.metadata("version") == latest.description)
        #expect(try scratch.metadata("history") == SchemaMigrations.historyIdentifier)
        let catalog = try scratch.catalog()
        #expect(catalog.contains("SDUserProfile.name text"))
        let reopened = try scratch.open()
        #expect(try reopened.history().map(\.kind) == ["created"])
        #expect(try scratch.catalog() == catalog)
    }

    @Test("eight instances opening at once create the store exactly once")
    func concurrentOpeningCreatesOnce() async throws {
        let scratch = try PostgresScratch()
        let versions = try await scratch.openAtOnce(instances: 8)
        #expect(versions.count == 8)
        #expect(try scratch.open().history().map(\.kind) == ["created"])
    }

    @Test("an instance that finds another holding the store past the busy timeout fails with storeBusy")
    func busy() throws {
        let scratch = try PostgresScratch()
        let holder = try PostgresSession.connect(to: scratch.location.url)
        defer { try? holder.close() }
        try holder.query(
            "SELECT pg_advisory_lock($1)",
            [.int64(scratch.location.advisoryLockKey(history: SchemaMigrations.historyIdentifier))])
        #expect {
            try scratch.open(busyTimeout: 0.2)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .storeBusy
                && error?.localizedDescription
                    == "the store at \(scratch.location) is busy: another process is using or migrating it; try again when it is done"
        }
        #expect(try scratch.catalog() == [])
    }

    @Test("a schema with tables schemagen did not create is refused and left untouched")
    func foreignSchema() throws {
        let scratch = try PostgresScratch()
        try scratch.admin.query("CREATE SCHEMA \(SQL.quoted(scratch.location.schema))")
        try scratch.admin.query(
            "CREATE TABLE \(SQL.quoted(scratch.location.schema)).orders (id serial PRIMARY KEY, total numeric)")
        let before = try scratch.catalog()
        #expect {
            try scratch.open()
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .foreignStore
                && error?.localizedDescription
                    == "\(scratch.location) is not a store of this app: the schema holds tables schemagen did not create (orders) and no _schemagen_metadata; it was left untouched"
        }
        #expect(try scratch.catalog() == before)
    }

    @Test("a store recorded under one of the plan's former histories is re-stamped with its history and migrated")
    func formerHistoryIsRestamped() throws {
        let scratch = try PostgresScratch()
        _ = try PostgresSchemaStore.open(
            at: scratch.location, schemas: [SchemaV1.self], stages: [], history: "fitlog-before-the-rename")
        #expect(try scratch.metadata("history") == "fitlog-before-the-rename")
        let store = try PostgresSchemaStore.open(
            at: scratch.location, schemas: SchemaMigrations.schemas, stages: SchemaMigrations.stages(FitLogStages()),
            history: SchemaMigrations.historyIdentifier, formerHistories: ["fitlog-before-the-rename"])
        #expect(store.version.description == "1.6.0")
        #expect(try scratch.metadata("history") == SchemaMigrations.historyIdentifier)
        #expect(try store.history().count == 1 + SchemaMigrations.stages(FitLogStages()).count)
    }

    @Test("a store of another history, a newer or unreadable version, or edited tables is refused and left untouched")
    func recordedStoresThatDoNotFit() throws {
        let scratch = try PostgresScratch()
        _ = try scratch.open()
        let table = "\(SQL.quoted(scratch.location.schema)).\(SQL.quoted(StoreMetadata.metadataTable))"
        let oldestCompatible = try #require(try scratch.metadata("oldest_compatible_version"))
        let cases: [(edit: String, undo: String, code: SchemaStoreError.Code, message: String)] = [
            (
                "UPDATE \(table) SET value = 'another-app' WHERE key = 'history'",
                "UPDATE \(table) SET value = '\(SchemaMigrations.historyIdentifier)' WHERE key = 'history'",
                .foreignStore,
                "\(scratch.location) is not a store of this app: it belongs to the schema history 'another-app', not '\(SchemaMigrations.historyIdentifier)'; it was left untouched"
            ),
            (
                // As a release at 9.0.0 that contracted the schema records it.
                "UPDATE \(table) SET value = '9.0.0' WHERE key IN ('version', 'oldest_compatible_version')",
                "UPDATE \(table) SET value = CASE key WHEN 'version' THEN '1.6.0' ELSE '\(oldestCompatible)' END WHERE key IN ('version', 'oldest_compatible_version')",
                .storeIsNewer,
                "the store at \(scratch.location) is at schema version 9.0.0, newer than this app's latest (1.6.0) and only instances at 9.0.0 or later can use it (a step after 1.6.0 contracted the schema); update the app, or open a copy with the newer app"
            ),
            (
                "ALTER TABLE \(SQL.quoted(scratch.location.schema)).\"SDMeal\" ADD COLUMN notes text",
                "ALTER TABLE \(SQL.quoted(scratch.location.schema)).\"SDMeal\" DROP COLUMN notes",
                .layoutMismatch,
                "the store at \(scratch.location) records version 1.6.0 but its tables differ from that version's: the table 'SDMeal' has a column 'notes' this version does not lay out; it was edited outside schemagen and was left untouched"
            ),
            (
                "UPDATE \(table) SET value = '1.5.0' WHERE key = 'version'",
                "UPDATE \(table) SET value = '1.6.0' WHERE key = 'version'",
                .unknownSchema,
                "the store at \(scratch.location) (version 1.5.0) matches no schema version this app knows: its fingerprint differs from version 1.5.0's: that version was changed after it shipped"
            ),
            (
                "UPDATE \(table) SET value = 'not-a-version' WHERE key = 'version'",
                "UPDATE \(table) SET value = '1.6.0' WHERE key = 'version'",
                .unknownSchema,
                "the store at \(scratch.location) matches no schema version this app knows: its metadata records the version 'not-a-version', which is not a version number such as 1.2.0, so it was edited outside schemagen"
            ),
        ]
        for (edit, undo, code, message) in cases {
            try scratch.admin.query(edit)
            let before = try scratch.catalog()
            #expect {
                try scratch.open()
            } throws: { error in
                let error = error as? SchemaStoreError
                return error?.code == code && error?.localizedDescription == message
            }
            #expect(try scratch.catalog() == before)
            try scratch.admin.query(undo)
        }
        #expect(try scratch.open().version.description == "1.6.0")
    }

    @Test("a server that can't be reached is cannotOpen, naming the store and the connection's failure")
    func unreachableServer() throws {
        let folder = "/tmp/schemagen-no-server-\(UUID().uuidString.prefix(8))"
        let url = try PostgresConnectionURL("postgresql://schemagen@localhost/fitlog?host=\(folder)")
        let location = PostgresStoreLocation(url: url, schema: "app")
        #expect {
            try PostgresSchemaStore.open(at: location, plan: SchemaMigrations.self, customStages: FitLogStages())
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .cannotOpen && error?.underlyingError is PostgresServerError
                && error?.localizedDescription
                    == "PostgreSQL database 'fitlog' on \(folder)/.s.PGSQL.5432, schema 'app' can't be reached (PostgreSQL: the connection to the server failed); check that the server is running and that the URL names it, the database and a role it accepts"
        }
    }
}

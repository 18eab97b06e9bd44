import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// Migrating a PostgreSQL store through the example's real plan, custom stages included: the same rows as
/// SQLite arrives at, each stage committed once, and a failing stage rolled back whole.
@Suite("A PostgreSQL store migrates through the plan, each stage one transaction", PostgresTestDatabase.required)
struct PostgresMigrationTests {
    static let firstLayout = StoreLayout(SchemaV1.schemaDescription)
    static let latestLayout = StoreLayout(
        SchemaMigrations.schemas[SchemaMigrations.schemas.count - 1].schemaDescription)

    /// A PostgreSQL store at the example's first version holding `fixture`'s rows.
    static func storeAtFirstVersion(_ scratch: PostgresScratch, holding fixture: SQLiteFixture) throws {
        _ = try PostgresSchemaStore.open(
            at: scratch.location, schemas: [SchemaV1.self], stages: [], history: SchemaMigrations.historyIdentifier)
        try scratch.insert(try fixture.rows(of: firstLayout), layout: firstLayout)
    }

    /// Opening with the example's own stages after a failed stage completes the migration, with exactly the
    /// rows SQLite's migration of `fixture` gives.
    static func expectNextOpenCompletesLikeSQLite(_ scratch: PostgresScratch, _ fixture: SQLiteFixture) throws {
        let store = try scratch.open()
        #expect(store.version.description == "1.6.0")
        let migrated = normalized(try scratch.rows(of: latestLayout), latestLayout)
        try fixture.migrate()
        #expect(migrated == normalized(try fixture.rows(of: latestLayout), latestLayout))
    }

    /// Dates as PostgreSQL keeps them, to the microsecond, so both engines' rows compare equal.
    static func normalized(_ tables: [String: [[StoredValue]]], _ layout: StoreLayout) -> [String: [[StoredValue]]] {
        var result: [String: [[StoredValue]]] = [:]
        for table in layout.tables {
            let contents = [ColumnContent.reference] + table.columns.map(\.content)
            result[table.name] = (tables[table.name] ?? []).map { row in
                zip(row, contents).map { value, content in
                    guard content == .primitive(.date), case .real(let seconds) = value else { return value }
                    return .real((seconds * 1_000_000).rounded() / 1_000_000)
                }
            }
        }
        return result
    }

    @Test("the example's 1.0.0 data migrates to the latest version with exactly the rows SQLite's migration gives")
    func migratesLikeSQLite() throws {
        let scratch = try PostgresScratch()
        let fixture = try SQLiteFixture(profiles: 40)
        try Self.storeAtFirstVersion(scratch, holding: fixture)
        let store = try scratch.open()
        try fixture.migrate()
        #expect(store.version == SchemaMigrations.schemas.last?.versionIdentifier)
        let history = try store.history()
        #expect(history.map(\.kind) == ["created"] + SchemaMigrations.stages(FitLogStages()).map(\.kind.rawValue))
        #expect(
            history.dropFirst().map { $0.to.description } == ["1.1.0", "1.2.0", "1.3.0", "1.4.0", "1.5.0", "1.6.0"])
        let postgres = Self.normalized(try scratch.rows(of: Self.latestLayout), Self.latestLayout)
        let sqlite = Self.normalized(try fixture.rows(of: Self.latestLayout), Self.latestLayout)
        #expect(postgres.values.map(\.count).reduce(0, +) > 400)
        for table in Self.latestLayout.tables {
            #expect(postgres[table.name] == sqlite[table.name], "table \(table.name)")
        }
        // A new row after the migration gets a key past every copied one.
        #expect(try scratch.metadata("version") == "1.6.0")
        let inserted = try scratch.admin.query(
            """
            INSERT INTO \(scratch.qualified("SDOutboxEvent")) ("id", "eventType", "createdAt", "attempts")
            VALUES (gen_random_uuid(), 'x', now(), 0) RETURNING "_pk"
            """)
        let key = try PostgresValueCoding.storedValue(of: try #require(inserted.first?.first), for: .reference)
        #expect(key == .integer(Int64((postgres["SDOutboxEvent"] ?? []).count + 1)))
        #expect(try scratch.open().history().count == history.count)
    }

    @Test("eight instances opening an old store at once migrate it exactly once")
    func concurrentOpeningMigratesOnce() async throws {
        let scratch = try PostgresScratch()
        let fixture = try SQLiteFixture(profiles: 20)
        try Self.storeAtFirstVersion(scratch, holding: fixture)
        let versions = try await scratch.openAtOnce(instances: 8)
        #expect(versions.count == 8)
        #expect(Set(versions).count == 1)
        let kinds = try scratch.open().history().map(\.kind)
        #expect(kinds == ["created"] + SchemaMigrations.stages(FitLogStages()).map(\.kind.rawValue))
    }

    /// The example's custom stages, with `interruption` run at the 5th row of 1.1.0 -> 1.2.0, after the stage
    /// has written rows: a team's stage that throws, or the server ending the connection.
    struct InterruptedStages: SchemaMigrationsCustomStages {
        let interruption: () throws -> Void

        func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
            var seen = 0
            try context.migrate(SchemaV2.SDDietaryPreferences.self, to: SchemaV3.SDDietaryAndActivityPreferences.self) {
                old in
                seen += 1
                if seen == 5 { try interruption() }
                return SchemaV3.SDDietaryAndActivityPreferences(
                    allergies: old.allergies, dailyCalorieGoal: old.dailyCalorieGoal)
            }
        }

        func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
            try FitLogStages().migrateSchemaV3ToSchemaV4(context)
        }
    }

    struct Refused: Error, CustomStringConvertible {
        var description: String { "the team's stage refused a row" }
    }

    @Test("a custom stage that throws is rolled back whole: the store stays at the last committed version")
    func throwingStageRollsBack() throws {
        let scratch = try PostgresScratch()
        let fixture = try SQLiteFixture(profiles: 10)
        try Self.storeAtFirstVersion(scratch, holding: fixture)
        #expect {
            try PostgresSchemaStore.open(
                at: scratch.location, plan: SchemaMigrations.self, customStages: InterruptedStages { throw Refused() })
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .customStageFailed && error?.outcome?.version.description == "1.1.0"
                && error?.localizedDescription
                    == "migrating the store at \(scratch.location), the custom stage 1.1.0 -> 1.2.0 threw: the team's stage refused a row; the store was left at version 1.1.0, the last stage that completed (the failed stage's transaction was rolled back)"
        }
        #expect(try scratch.metadata("version") == "1.1.0")
        let atFailure = try scratch.catalog()
        #expect(!atFailure.contains { $0.hasPrefix("_old_") })
        #expect(!atFailure.contains { $0.hasPrefix("SDDietaryAndActivityPreferences.") })
        // The step that failed is run again, whole, by the next open with stages that work.
        try Self.expectNextOpenCompletesLikeSQLite(scratch, fixture)
    }

    @Test("a connection the server ends mid-stage fails the open with an I/O error; the server rolled the stage back")
    func droppedConnectionRollsBack() throws {
        let scratch = try PostgresScratch()
        let fixture = try SQLiteFixture(profiles: 10)
        try Self.storeAtFirstVersion(scratch, holding: fixture)
        #expect {
            try PostgresSchemaStore.open(
                at: scratch.location, plan: SchemaMigrations.self,
                customStages: InterruptedStages {
                    // The migrating session is the one holding this store's advisory lock, whose 64-bit key
                    // pg_locks shows as two 32-bit halves.
                    try scratch.admin.query(
                        """
                        SELECT pg_terminate_backend(pid) FROM pg_locks
                        WHERE locktype = 'advisory' AND granted AND objsubid = 1
                        AND (classid::bigint << 32) | objid::bigint = $1
                        """, [.int64(scratch.location.advisoryLockKey(history: SchemaMigrations.historyIdentifier))])
                })
        } throws: { error in
            let error = error as? SchemaStoreError
            let fault = error?.underlyingError as? SchemaStoreError
            return error?.code == .migrationFailed && error?.outcome?.version.description == "1.1.0"
                && fault?.code == .ioError && (fault?.underlyingError as? PostgresServerError)?.connectionIsLost == true
                // Whether the next statement meets the server's farewell or the closed socket is a race.
                && [
                    "the connection was closed before the server answered",
                    "terminating connection due to administrator command (SQLSTATE 57P01)",
                ].contains { cause in
                    error?.localizedDescription
                        == "migrating the store at \(scratch.location), the stage 1.1.0 -> 1.2.0 failed: an I/O error occurred reading or writing \(scratch.location) (PostgreSQL: \(cause)); the store was left at version 1.1.0, the last stage that completed (the failed stage's transaction was rolled back)"
                }
        }
        #expect(try scratch.metadata("version") == "1.1.0")
        #expect(!(try scratch.catalog()).contains { $0.hasPrefix("_old_") })
        try Self.expectNextOpenCompletesLikeSQLite(scratch, fixture)
    }

    @Test("a statement that outlasts the statement timeout fails its stage, which rolls back")
    func statementTimeout() throws {
        let scratch = try PostgresScratch()
        let fixture = try SQLiteFixture(profiles: 5)
        try Self.storeAtFirstVersion(scratch, holding: fixture)
        // Another session holds a table the first stage rebuilds, so the stage's statement waits past the limit.
        try scratch.admin.execute("BEGIN")
        try scratch.admin.execute("LOCK TABLE \(scratch.qualified("SDUserProfile")) IN ACCESS EXCLUSIVE MODE")
        #expect {
            try PostgresSchemaStore.open(
                at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages(),
                options: PostgresStoreOptions(statementTimeout: 0.5))
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .migrationFailed
                && (error?.underlyingError as? PostgresServerError)?.sqlState == "57014"
                && error?.localizedDescription
                    == "migrating the store at \(scratch.location), the stage 1.0.0 -> 1.1.0 failed: PostgreSQL: canceling statement due to statement timeout (SQLSTATE 57014); the store was left at version 1.0.0, the last stage that completed (the failed stage's transaction was rolled back)"
        }
        try scratch.admin.execute("ROLLBACK")
        #expect(try scratch.metadata("version") == "1.0.0")
        #expect(try scratch.open().version.description == "1.6.0")
    }
}

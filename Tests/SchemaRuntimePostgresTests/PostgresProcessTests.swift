import FitLogExample
import Foundation
import GeneratedSchemas
import PostgresNIO
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// Real processes against one database: instances of the demo app booting together, and a migrating
/// instance killed (SIGKILL) inside a long custom stage's transaction.
@Suite("Processes migrating one PostgreSQL store", PostgresTestDatabase.required)
struct PostgresProcessTests {
    /// A process of `schemagen-demo migrate` on the scratch store, with `extra` arguments, started.
    static func instance(_ scratch: PostgresScratch, extra: [String] = []) throws -> ProductProcess {
        try ProductProcess(
            "schemagen-demo",
            ["migrate", try #require(PostgresTestDatabase.url), "--schema", scratch.location.schema] + extra)
    }

    @Test("eight processes started at once against one database apply every stage exactly once")
    func eightProcessesMigrateOnce() throws {
        let scratch = try PostgresScratch()
        let first = try PostgresSchemaStore.open(
            at: scratch.location, schemas: [SchemaV1.self], stages: [], history: SchemaMigrations.historyIdentifier)
        try first.write { context in try SampleData.insert(profiles: 40, into: context) }
        let instances = try (0..<8).map { _ in try Self.instance(scratch) }
        let results = instances.map { $0.finish() }
        for result in results {
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("opened at 1.6.0"), "\(result.output)")
        }
        let applying = results.filter { $0.output.contains("applied custom stage 1.1.0 -> 1.2.0") }
        #expect(applying.count == 1, "one instance migrated; the others waited and found the store up to date")
        let kinds = try scratch.open().history().map(\.kind)
        #expect(kinds == ["created"] + SchemaMigrations.stages(FitLogStages()).map(\.kind.rawValue))
        #expect(try scratch.open().read { try $0.count(SchemaV7.SDUserProfile.self) } == 40)
    }

    static let preferenceRows = 100_000

    @Test("a migrating process killed at 20 random moments of a 100k-row custom stage leaves every row and one version")
    func killedInsideACustomStage() throws {
        let scratch = try PostgresScratch()
        // A store at 1.1.0 whose next stage, custom, rewrites every dietary preferences row one by one.
        _ = try PostgresSchemaStore.open(
            at: scratch.location, schemas: Array(SchemaMigrations.schemas.prefix(2)),
            stages: Array(SchemaMigrations.stages(FitLogStages()).prefix(1)),
            history: SchemaMigrations.historyIdentifier)
        try scratch.admin.execute(
            """
            INSERT INTO \(scratch.qualified("SDDietaryPreferences")) ("allergies", "dailyCalorieGoal")
            SELECT CASE WHEN g % 3 = 0 THEN '["peanuts"]'::json END, 1500 + g % 1000 FROM generate_series(1, \(Self.preferenceRows)) AS g
            """)
        let before = try scratch.admin.query(
            "SELECT count(*), sum(\"dailyCalorieGoal\")::bigint, count(\"allergies\") FROM \(scratch.qualified("SDDietaryPreferences"))"
        )
        var generator = SystemRandomNumberGenerator()
        for attempt in 1...20 {
            let delay = Double.random(in: 0...1.5, using: &generator)
            let result = try Self.instance(
                scratch, extra: ["--die-during", "1.2.0", "--after", String(format: "%.3f", delay)]
            )
            .finish()
            #expect(result.status == 9 || result.status == 0, "attempt \(attempt): \(result.output)")
            #expect(try scratch.metadata("version") == "1.1.0", "attempt \(attempt), killed after \(delay) s")
            let catalog = try scratch.catalog()
            #expect(!catalog.contains { $0.hasPrefix("SDDietaryAndActivityPreferences.") }, "attempt \(attempt)")
            #expect(!catalog.contains { $0.hasPrefix("_old_") }, "attempt \(attempt)")
        }
        let after = try scratch.admin.query(
            "SELECT count(*), sum(\"dailyCalorieGoal\")::bigint, count(\"allergies\") FROM \(scratch.qualified("SDDietaryPreferences"))"
        )
        #expect(try Self.integers(after) == Self.integers(before), "every row of 1.1.0 is there, unchanged")
        // The next instance, not killed, completes the migration with every row carried over.
        let result = try Self.instance(scratch).finish()
        #expect(result.status == 0 && result.output.contains("opened at 1.6.0"), "\(result.output)")
        let migrated = try scratch.admin.query(
            "SELECT count(*), sum(\"dailyCalorieGoal\")::bigint, count(\"allergies\") FROM \(scratch.qualified("SDDietaryAndActivityPreferences"))"
        )
        #expect(try Self.integers(migrated) == Self.integers(before))
        let history = try scratch.open().history()
        #expect(history.filter { $0.to.description == "1.2.0" }.count == 1, "the stage committed exactly once")
        // The kills landed inside the stage only if it outlasts the longest delay.
        #expect(try #require(history.first { $0.to.description == "1.2.0" }).duration > 1.5)
    }

    static func integers(_ rows: [PostgresRow]) throws -> [Int64?] {
        try Array(try #require(rows.first)).map { try PostgresValueCoding.integer($0) }
    }
}

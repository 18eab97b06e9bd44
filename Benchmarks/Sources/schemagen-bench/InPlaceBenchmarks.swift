import Foundation
import GRDB
import InPlaceModels
import Logging
import PostgresNIO
import SchemaRuntime
import SchemaRuntimePostgres
import SchemaRuntimeSQLite

/// A step that renames one column and drops another, at 100k, 1M and 10M rows, on SQLite and (given a URL)
/// PostgreSQL: schemagen's migration against the two `ALTER TABLE` statements a team would write by hand, on
/// an identical table in the same run, and its growth with the rows.
enum InPlaceBenchmarks {
    static let sizes = [100_000, 1_000_000, 10_000_000]

    static func run(root: URL, postgres: String?) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        print("| engine | rows | schemagen's step | hand-written ALTER TABLEs (same run) | ratio | growth from 100k |")
        print("|---|---|---|---|---|---|")
        var first: Double?
        for rows in sizes {
            let (step, baseline) = try sqlite(rows: rows, root: root)
            print(row("SQLite", rows, step, baseline, growth: first.map { step / $0 }))
            first = first ?? step
        }
        guard let postgres else { return }
        first = nil
        for rows in sizes {
            let (step, baseline) = try postgresRun(rows: rows, url: postgres)
            print(row("PostgreSQL", rows, step, baseline, growth: first.map { step / $0 }))
            first = first ?? step
        }
    }

    private static func row(_ engine: String, _ rows: Int, _ step: Double, _ baseline: Double, growth: Double?)
        -> String
    {
        "| \(engine) | \(rows) | \(String(format: "%.3f s", step)) | \(String(format: "%.3f s", baseline)) | "
            + "\(String(format: "%.2fx", step / baseline)) | \(growth.map { String(format: "%.2fx", $0) } ?? "-") |"
    }

    /// How long `body` takes, in seconds.
    private static func timed(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        return seconds(ContinuousClock.now - start)
    }

    // MARK: SQLite

    private static func sqlite(rows: Int, root: URL) throws -> (step: Double, baseline: Double) {
        let original = root.appendingPathComponent("in-place-\(rows).sqlite")
        try? FileManager.default.removeItem(at: original)
        let store = try SchemaStore.open(at: original, schemas: [SchemaNoteV1.self], stages: [])
        try store.write { context in
            try context.execute(
                sql: """
                    WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
                    INSERT INTO "Note" ("title", "body", "legacy", "createdAt")
                    SELECT 'note ' || x, 'some body text', 'legacy text', 1700000000.0 FROM n
                    """, arguments: [.int(rows)])
        }
        let stepCopy = root.appendingPathComponent("in-place-step.sqlite")
        let baselineCopy = root.appendingPathComponent("in-place-baseline.sqlite")
        for copy in [stepCopy, baselineCopy] {
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: original, to: copy)
        }
        defer { for file in [original, stepCopy, baselineCopy] { try? FileManager.default.removeItem(at: file) } }
        var options = StoreOptions()
        // The backup copies the whole file, by design; it is measured in the runtime benchmark.
        options.backupBeforeMigrating = false
        let step = try timed {
            _ = try SchemaStore.open(at: stepCopy, plan: InPlaceMigrations.self, options: options)
        }
        let baseline = try timed {
            try DatabaseQueue(path: baselineCopy.path).write { db in
                try db.execute(sql: "ALTER TABLE \"Note\" DROP COLUMN \"legacy\"")
                try db.execute(sql: "ALTER TABLE \"Note\" RENAME COLUMN \"title\" TO \"heading\"")
            }
        }
        return (step, baseline)
    }

    // MARK: PostgreSQL

    /// Runs `statements` in one connection of postgres-nio's, as the hand-written side would.
    private static func run(_ statements: [String], on url: String) throws {
        try PostgresBenchmarks.withConnection(url) { connection in
            for sql in statements {
                try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "bench"))
            }
        }
    }

    private static func postgresRun(rows: Int, url: String) throws -> (step: Double, baseline: Double) {
        let schemas = ["bench_in_place_step", "bench_in_place_baseline"]
        for schema in schemas {
            try run(["DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"], on: url)
            let location = PostgresStoreLocation(url: try PostgresConnectionURL(url), schema: schema)
            let store = try PostgresSchemaStore.open(at: location, schemas: [SchemaNoteV1.self], stages: [])
            try store.write { context in
                try context.execute(
                    sql: """
                        INSERT INTO "Note" ("title", "body", "legacy", "createdAt")
                        SELECT 'note ' || x, 'some body text', 'legacy text', ? FROM generate_series(1, ?) AS x
                        """, arguments: [.date(Date(timeIntervalSince1970: 1_700_000_000)), .int(rows)])
            }
            try run(["VACUUM ANALYZE \"\(schema)\".\"Note\""], on: url)
        }
        defer { _ = try? run(schemas.map { "DROP SCHEMA IF EXISTS \"\($0)\" CASCADE" }, on: url) }
        let step = try timed {
            _ = try PostgresSchemaStore.open(
                at: PostgresStoreLocation(url: try PostgresConnectionURL(url), schema: schemas[0]),
                plan: InPlaceMigrations.self)
        }
        let table = "\"\(schemas[1])\".\"Note\""
        let baseline = try timed {
            try run(
                [
                    "BEGIN", "ALTER TABLE \(table) DROP COLUMN \"legacy\"",
                    "ALTER TABLE \(table) RENAME COLUMN \"title\" TO \"heading\"", "COMMIT",
                ], on: url)
        }
        return (step, baseline)
    }
}

import BenchModels
import Foundation
import Logging
import PostgresNIO
import SchemaRuntime
import SchemaRuntimePostgres

/// The PostgreSQL store's benchmarks: the typed custom stage and typed inserts, each in a child process,
/// against hand-written SQL over postgres-nio doing the same work on an identical copy, in the same run.
enum PostgresBenchmarks {
    static func location(_ url: String, _ schema: String) throws -> PostgresStoreLocation {
        PostgresStoreLocation(url: try PostgresConnectionURL(url), schema: schema)
    }

    static func open(_ location: PostgresStoreLocation, upTo version: Int) throws -> PostgresSchemaStore {
        var logger = Logger(label: "schemagen.bench")
        logger.logLevel = .warning
        return try PostgresSchemaStore.open(
            at: location, schemas: RuntimeBenchmarks.schemas(upTo: version),
            stages: Array(SchemaMigrations.stages(RuntimeBenchmarks.Stages()).prefix(version - 1)),
            options: PostgresStoreOptions(busyTimeout: 600, logger: logger))
    }

    /// A connection for the hand-written side, as an app using postgres-nio directly would hold one.
    @discardableResult
    static func withConnection<T: Sendable>(
        _ url: String, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) throws -> T {
        let configuration = try PostgresConnectionURL(url).configuration
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let connection = try await PostgresConnection.connect(
                    configuration: configuration, id: 1, logger: Logger(label: "bench"))
                do {
                    result.set(.success(try await body(connection)))
                } catch {
                    result.set(.failure(error))
                }
                try? await connection.close()
            } catch {
                result.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        return try result.get()
    }

    /// Creates the store at `version` in a fresh schema, holding `rows` items written by the server itself.
    static func fill(_ url: String, schema: String, rows: Int, version: Int) throws {
        try withConnection(url) { connection in
            try await connection.query(
                PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"), logger: Logger(label: "bench"))
        }
        _ = try open(location(url, schema), upTo: version)
        let note = version >= 3 ? "comment" : "note"
        try withConnection(url) { connection in
            try await connection.query(
                PostgresQuery(
                    unsafeSQL: """
                        INSERT INTO "\(schema)"."Item" ("name", "quantity", "createdAt", "score", "\(note)")
                        SELECT 'item ' || g, (g % 500) || ' g', to_timestamp(1700000000 + g), g,
                            CASE WHEN g % 3 = 0 THEN NULL ELSE 'n' || g END
                        FROM generate_series(0, \(rows - 1)) AS g
                        """), logger: Logger(label: "bench"))
        }
    }

    static func runChild(_ arguments: [String]) throws -> Measurement? {
        let (mode, url, schema) = (arguments[0], arguments[1], arguments[2])
        switch mode {
        case "pg-fill":
            try fill(url, schema: schema, rows: Int(arguments[3]) ?? 0, version: Int(arguments[4]) ?? 1)
            return nil
        case "pg-stage":
            return try RuntimeBenchmarks.measure { _ = try open(location(url, schema), upTo: 4) }
        case "pg-sql-custom":
            return try RuntimeBenchmarks.measure { try handWrittenCustom(url, schema: schema) }
        case "pg-insert-store":
            let store = try open(location(url, schema), upTo: 4)
            return try RuntimeBenchmarks.measure { try insertThroughStore(store, rows: Int(arguments[3]) ?? 0) }
        case "pg-insert-sql":
            _ = try open(location(url, schema), upTo: 4)
            return try RuntimeBenchmarks.measure {
                try insertHandWritten(url, schema: schema, rows: Int(arguments[3]) ?? 0)
            }
        case "pg-insert-copy":
            _ = try open(location(url, schema), upTo: 4)
            return try RuntimeBenchmarks.measure { try insertByCopy(url, schema: schema, rows: Int(arguments[3]) ?? 0) }
        default: return nil
        }
    }

    /// The V3 -> V4 transformation as a skilled developer would write it over postgres-nio: in one
    /// transaction, set the table aside, read it in batches of 1000, convert, insert each batch with one
    /// multi-row `INSERT`, drop the old table.
    static func handWrittenCustom(_ url: String, schema: String) throws {
        try withConnection(url) { connection in
            func run(_ sql: String) async throws {
                try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "bench"))
            }
            try await run("SET search_path TO \"\(schema)\"")
            try await run("BEGIN")
            try await run("ALTER TABLE \"Item\" RENAME TO \"old_Item\"")
            try await run(
                """
                CREATE TABLE "Item" ("_pk" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, "name" text NOT NULL,
                "quantity" double precision NOT NULL, "createdAt" timestamptz NOT NULL, "score" bigint,
                "comment" text, "tag" text)
                """)
            var last: Int64 = 0
            while true {
                let rows = try await connection.query(
                    """
                    SELECT "_pk", "name", "quantity", "createdAt", "score", "comment", "tag" FROM "old_Item"
                    WHERE "_pk" > \(last) ORDER BY "_pk" LIMIT 1000
                    """, logger: Logger(label: "bench")
                ).collect()
                var bindings = PostgresBindings(capacity: rows.count * 7)
                var tuples: [String] = []
                for row in rows {
                    let (key, name, quantity, createdAt, score, comment, tag) = try row.decode(
                        (Int64, String, String, Date, Int64?, String?, String?).self)
                    let first = bindings.count
                    bindings.append(key)
                    bindings.append(name)
                    bindings.append(RuntimeBenchmarks.Stages.number(quantity))
                    bindings.append(createdAt)
                    bindings.append(score)
                    bindings.append(comment)
                    bindings.append(tag)
                    tuples.append("(" + (first..<bindings.count).map { "$\($0 + 1)" }.joined(separator: ", ") + ")")
                    last = key
                }
                if !tuples.isEmpty {
                    try await connection.query(
                        PostgresQuery(
                            unsafeSQL: """
                                INSERT INTO "Item" ("_pk", "name", "quantity", "createdAt", "score", "comment", "tag")
                                VALUES \(tuples.joined(separator: ", "))
                                """, binds: bindings), logger: Logger(label: "bench"))
                }
                if rows.count < 1000 { break }
            }
            try await run("DROP TABLE \"old_Item\"")
            try await run("UPDATE \"_schemagen_metadata\" SET \"value\" = '4.0.0' WHERE \"key\" = 'version'")
            try await run("COMMIT")
        }
    }

    /// `rows` new items through the typed store API, in one transaction.
    static func insertThroughStore(_ store: PostgresSchemaStore, rows: Int) throws {
        try store.write { context in
            for row in 0..<rows {
                let (name, quantity, createdAt, score, comment, tag) = RuntimeBenchmarks.item(row)
                try context.insert(
                    SchemaV4.Item(
                        name: name, quantity: quantity, createdAt: createdAt, score: score, comment: comment, tag: tag))
            }
        }
    }

    /// The same rows as a team writes them by hand: multi-row `INSERT`s of 1,000 rows each, the keys left to
    /// the table's generator, in one transaction.
    static func insertHandWritten(_ url: String, schema: String, rows: Int) throws {
        try withConnection(url) { connection in
            let logger = Logger(label: "bench")
            try await connection.query("SET search_path TO \(unescaped: "\"\(schema)\"")", logger: logger)
            try await connection.query("BEGIN", logger: logger)
            var start = 0
            while start < rows {
                let end = min(start + 1000, rows)
                var bindings = PostgresBindings(capacity: (end - start) * 6)
                var tuples: [String] = []
                for row in start..<end {
                    let (name, quantity, createdAt, score, comment, tag) = RuntimeBenchmarks.item(row)
                    let first = bindings.count
                    bindings.append(name)
                    bindings.append(quantity)
                    bindings.append(createdAt)
                    bindings.append(score)
                    bindings.append(comment)
                    bindings.append(tag)
                    tuples.append("(" + (first..<bindings.count).map { "$\($0 + 1)" }.joined(separator: ", ") + ")")
                }
                try await connection.query(
                    PostgresQuery(
                        unsafeSQL: """
                            INSERT INTO "Item" ("name", "quantity", "createdAt", "score", "comment", "tag")
                            VALUES \(tuples.joined(separator: ", "))
                            """, binds: bindings), logger: logger)
                start = end
            }
            try await connection.query("COMMIT", logger: logger)
        }
    }

    // MARK: The driver

    static func runAll(url: String, rows: Int) throws {
        let prefix = "bench_\(getpid())_"
        func prepared(_ name: String, rows: Int, version: Int) throws -> String {
            _ = try RuntimeBenchmarks.childRun(["pg-fill", url, prefix + name, "\(rows)", "\(version)"])
            return prefix + name
        }
        func fresh(_ name: String) throws -> String { try prepared(name, rows: 0, version: 1) }
        func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
        defer {
            try? withConnection(url) { connection -> Void in
                for name in ["custom", "custom-sql", "insert-store", "insert-sql", "insert-copy", "insert-small"] {
                    try await connection.query(
                        PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(prefix)\(name)\" CASCADE"),
                        logger: Logger(label: "bench"))
                }
            }
        }
        let count = rows.formatted()
        print("| benchmark (PostgreSQL, \(count) rows) | schemagen | baseline (same run) | ratio | target |")
        print("|---|---|---|---|---|")
        let custom = try RuntimeBenchmarks.child(["pg-stage", url, try prepared("custom", rows: rows, version: 3)])
        let customSQL = try RuntimeBenchmarks.child(
            ["pg-sql-custom", url, try prepared("custom-sql", rows: rows, version: 3)])
        print(
            "| custom stage with typed models | \(seconds(custom.seconds)) | \(seconds(customSQL.seconds)) (hand-written SQL over postgres-nio, a multi-row INSERT per batch) | "
                + "\(String(format: "%.2fx", custom.seconds / customSQL.seconds)) | at most 1.5x |")
        print(
            "| peak memory of that custom stage | \(megabytes(custom.peakResidentBytes)) | \(megabytes(customSQL.peakResidentBytes)) | | flat in rows |"
        )
        let inserted = try RuntimeBenchmarks.child(["pg-insert-store", url, try fresh("insert-store"), "\(rows)"])
        let insertedSQL = try RuntimeBenchmarks.child(["pg-insert-sql", url, try fresh("insert-sql"), "\(rows)"])
        print(
            "| insert through the store API, one transaction | \(seconds(inserted.seconds)) | \(seconds(insertedSQL.seconds)) (multi-row INSERTs of 1,000 over postgres-nio) | "
                + "\(String(format: "%.2fx", inserted.seconds / insertedSQL.seconds)) | at most 1.5x |")
        let insertedCopy = try RuntimeBenchmarks.child(["pg-insert-copy", url, try fresh("insert-copy"), "\(rows)"])
        print(
            "| the same inserts against a bulk load | \(seconds(inserted.seconds)) | \(seconds(insertedCopy.seconds)) (one COPY FROM STDIN in text format over postgres-nio) | "
                + "\(String(format: "%.2fx", inserted.seconds / insertedCopy.seconds)) | reported |")
        let insertedSmall = try RuntimeBenchmarks.child(
            ["pg-insert-store", url, try fresh("insert-small"), "\(rows / 10)"])
        print(
            "| peak memory of those inserts: all rows vs a tenth | \(megabytes(inserted.peakResidentBytes)) | \(megabytes(insertedSmall.peakResidentBytes)) (postgres-nio alone, all rows: \(megabytes(insertedSQL.peakResidentBytes))) | "
                + "\(String(format: "%.2fx", Double(inserted.peakResidentBytes) / Double(insertedSmall.peakResidentBytes))) | does not grow with rows |"
        )
    }
}

/// A result handed from the task that computed it to the thread waiting for it.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?

    func set(_ result: Result<T, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        self.result = result
    }

    func get() throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let result else { throw BenchmarkError("no result") }
        return try result.get()
    }
}

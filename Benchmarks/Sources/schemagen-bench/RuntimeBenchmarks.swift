import BenchModels
import Foundation
import GRDB
import SchemaRuntime
import SchemaRuntimeSQLite

/// The runtime's benchmarks (issue 4): each stage measured in a child process against hand-written GRDB
/// code doing the same work on an identical copy of the store, in the same run.
enum RuntimeBenchmarks {
    /// The custom stage, as an app would write it with the typed context.
    struct Stages: SchemaMigrationsCustomStages {
        func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
            try context.migrate(SchemaV3.Item.self, to: SchemaV4.Item.self, batchSize: 1000) { old in
                SchemaV4.Item(
                    name: old.name, quantity: Self.number(old.quantity), createdAt: old.createdAt, score: old.score,
                    comment: old.comment, tag: old.tag)
            }
        }

        static func number(_ text: String) -> Double {
            Double(text.prefix { $0.isNumber || $0 == "." }) ?? 0
        }
    }

    static func schemas(upTo version: Int) -> [any VersionedSchema.Type] {
        Array(SchemaMigrations.schemas.prefix(version))
    }

    static func open(_ path: String, upTo version: Int, backup: Bool = false) throws -> SchemaStore {
        var options = StoreOptions()
        // The stage itself is measured; a backup copies the whole file and is reported separately.
        options.backupBeforeMigrating = backup
        options.logger.logLevel = .warning
        return try SchemaStore.open(
            at: URL(fileURLWithPath: path), schemas: schemas(upTo: version),
            stages: Array(SchemaMigrations.stages(Stages()).prefix(version - 1)), options: options)
    }

    /// Creates a store at `version` holding `rows` items, written with one prepared statement.
    static func fill(_ path: String, rows: Int, version: Int) throws {
        _ = try open(path, upTo: version)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            let note = version >= 3 ? "comment" : "note"
            let statement = try db.makeStatement(
                sql: "INSERT INTO Item (name, quantity, createdAt, score, \(note)) VALUES (?, ?, ?, ?, ?)")
            for row in 0..<rows {
                try statement.execute(arguments: [
                    "item \(row)", "\(row % 500) g", 1_700_000_000.0 + Double(row), row, row % 3 == 0 ? nil : "n\(row)",
                ])
            }
        }
    }

    static func measure(_ body: () throws -> Void) rethrows -> Measurement {
        let start = DispatchTime.now()
        try body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return Measurement(seconds: seconds, peakResidentBytes: Measurements.peakResidentBytes())
    }

    // MARK: Child modes

    static func runChild(_ arguments: [String]) throws -> Measurement? {
        switch arguments.first {
        case "fill":
            try fill(arguments[1], rows: Int(arguments[2]) ?? 0, version: Int(arguments[3]) ?? 1)
            return nil
        case "stage": return try measure { _ = try open(arguments[1], upTo: Int(arguments[2]) ?? 1) }
        case "stage-backup":
            return try measure { _ = try open(arguments[1], upTo: Int(arguments[2]) ?? 1, backup: true) }
        case "sql-backup":
            return try measure {
                // The same copy with GRDB's backup API alone (no check, no digest), then the same stage.
                let copy = try DatabaseQueue(path: arguments[1] + ".copy")
                try DatabaseQueue(path: arguments[1]).backup(to: copy)
                try copy.close()
                _ = try open(arguments[1], upTo: Int(arguments[2]) ?? 1)
            }
        case "sql-rebuild": return try measure { try handWrittenRebuild(arguments[1]) }
        case "sql-custom": return try measure { try handWrittenCustom(arguments[1]) }
        case "insert-store":
            let store = try open(arguments[1], upTo: 4)
            return try measure { try insertThroughStore(store, rows: Int(arguments[2]) ?? 0) }
        case "insert-sql":
            _ = try open(arguments[1], upTo: 4)
            let queue = try DatabaseQueue(path: arguments[1])
            return try measure { try insertHandWritten(queue, rows: Int(arguments[2]) ?? 0) }
        default: return nil
        }
    }

    /// The V2 -> V3 rebuild as a developer would write it with GRDB, following SQLite's procedure.
    static func handWrittenRebuild(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.inTransaction {
                try db.execute(
                    sql: """
                        CREATE TABLE new_Item ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "quantity" TEXT NOT NULL,
                        "createdAt" REAL NOT NULL, "score" INTEGER, "comment" TEXT, "tag" TEXT);
                        INSERT INTO new_Item ("_pk", "name", "quantity", "createdAt", "score", "comment", "tag")
                        SELECT "_pk", "name", "quantity", "createdAt", "score", "note", "tag" FROM Item;
                        DROP TABLE Item;
                        ALTER TABLE new_Item RENAME TO Item;
                        UPDATE _schemagen_metadata SET value = '3.0.0' WHERE key = 'version';
                        """)
                _ = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
                return .commit
            }
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
    }

    /// The V3 -> V4 transformation with hand-written GRDB statements: read in batches, convert, insert.
    static func handWrittenCustom(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.inTransaction {
                try db.execute(
                    sql: """
                        ALTER TABLE Item RENAME TO old_Item;
                        CREATE TABLE Item ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "quantity" REAL NOT NULL,
                        "createdAt" REAL NOT NULL, "score" INTEGER, "comment" TEXT, "tag" TEXT);
                        """)
                let insert = try db.makeStatement(
                    sql:
                        "INSERT INTO Item (\"_pk\", name, quantity, createdAt, score, comment, tag) VALUES (?, ?, ?, ?, ?, ?, ?)"
                )
                var last: Int64 = 0
                while true {
                    let rows = try Row.fetchAll(
                        db, sql: "SELECT * FROM old_Item WHERE \"_pk\" > ? ORDER BY \"_pk\" LIMIT 1000",
                        arguments: [last])
                    for row in rows {
                        let quantity: String = row["quantity"]
                        try insert.execute(arguments: [
                            row["_pk"], row["name"], Stages.number(quantity), row["createdAt"], row["score"],
                            row["comment"], row["tag"],
                        ])
                        last = row["_pk"]
                    }
                    if rows.count < 1000 { break }
                }
                try db.execute(
                    sql: "DROP TABLE old_Item; UPDATE _schemagen_metadata SET value = '4.0.0' WHERE key = 'version'")
                return .commit
            }
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
    }

    /// The values of the `row`th inserted item, the same for both inserters.
    static func item(_ row: Int) -> (String, Double, Date, Int?, String?, String?) {
        (
            "item \(row)", Double(row % 500), Date(timeIntervalSince1970: 1_700_000_000 + Double(row)), row,
            row % 3 == 0 ? nil : "n\(row)", nil
        )
    }

    /// `rows` new items through the typed store API, in one transaction, as an app's import would write them.
    static func insertThroughStore(_ store: SchemaStore, rows: Int) throws {
        try store.write { context in
            for row in 0..<rows {
                let (name, quantity, createdAt, score, comment, tag) = item(row)
                try context.insert(
                    SchemaV4.Item(
                        name: name, quantity: quantity, createdAt: createdAt, score: score, comment: comment, tag: tag))
            }
        }
    }

    /// The same rows with one hand-written prepared statement in one transaction.
    static func insertHandWritten(_ queue: DatabaseQueue, rows: Int) throws {
        try queue.write { db in
            let statement = try db.makeStatement(
                sql: "INSERT INTO Item (name, quantity, createdAt, score, comment, tag) VALUES (?, ?, ?, ?, ?, ?)")
            for row in 0..<rows {
                let (name, quantity, createdAt, score, comment, tag) = item(row)
                try statement.execute(arguments: [
                    name, quantity, createdAt.timeIntervalSince1970, score, comment, tag,
                ])
            }
        }
    }

    // MARK: The driver

    static func runAll(root: URL) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        func store(_ name: String) -> String { root.appendingPathComponent(name).path }
        func prepared(_ name: String, rows: Int, version: Int) throws -> String {
            let path = store(name)
            try? FileManager.default.removeItem(atPath: path)
            _ = try childRun(["fill", path, "\(rows)", "\(version)"])
            return path
        }
        func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }

        print("| benchmark | schemagen | baseline (same run) | ratio | target |")
        print("|---|---|---|---|---|")
        let small = try child(["stage", try prepared("add-10k.sqlite", rows: 10_000, version: 1), "2"])
        let large = try child(["stage", try prepared("add-1m.sqlite", rows: 1_000_000, version: 1), "2"])
        print(
            "| add an optional attribute, 1M rows vs 10k rows | \(seconds(large.seconds)) | \(seconds(small.seconds)) (10k rows) | "
                + "\(String(format: "%.2fx", large.seconds / small.seconds)) | at most 2x |")

        let backedUp = try child(["stage-backup", try prepared("backup.sqlite", rows: 1_000_000, version: 1), "2"])
        let backedUpSQL = try child(["sql-backup", try prepared("backup-sql.sqlite", rows: 1_000_000, version: 1), "2"])
        print(
            "| that stage with the backup (copied, checked, SHA-256 recorded), 1M rows | \(seconds(backedUp.seconds)) | \(seconds(backedUpSQL.seconds)) (GRDB's backup API alone, then the stage) | "
                + "\(String(format: "%.2fx", backedUp.seconds / backedUpSQL.seconds)) | reported |")

        let rebuild = try child(["stage", try prepared("rebuild.sqlite", rows: 1_000_000, version: 2), "3"])
        let rebuildSQL = try child(["sql-rebuild", try prepared("rebuild-sql.sqlite", rows: 1_000_000, version: 2)])
        print(
            "| rebuild a table (rename + optionality), 1M rows | \(seconds(rebuild.seconds)) | \(seconds(rebuildSQL.seconds)) (hand-written SQL via GRDB) | "
                + "\(String(format: "%.2fx", rebuild.seconds / rebuildSQL.seconds)) | at most 1.5x |")

        let custom = try child(["stage", try prepared("custom.sqlite", rows: 1_000_000, version: 3), "4"])
        let customSQL = try child(["sql-custom", try prepared("custom-sql.sqlite", rows: 1_000_000, version: 3)])
        print(
            "| custom stage with typed models, 1M rows | \(seconds(custom.seconds)) | \(seconds(customSQL.seconds)) (hand-written GRDB statements) | "
                + "\(String(format: "%.2fx", custom.seconds / customSQL.seconds)) | at most 2x |")
        print(
            "| peak memory of that custom stage | \(megabytes(custom.peakResidentBytes)) | \(megabytes(customSQL.peakResidentBytes)) | | at most 100 MB |"
        )

        func fresh(_ name: String) -> String {
            let path = store(name)
            for suffix in ["", "-wal", "-shm", "-journal"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
            }
            return path
        }
        let inserted = try child(["insert-store", fresh("insert-store.sqlite"), "1000000"])
        let insertedSQL = try child(["insert-sql", fresh("insert-sql.sqlite"), "1000000"])
        print(
            "| insert 1M rows through the store API, one transaction | \(seconds(inserted.seconds)) | \(seconds(insertedSQL.seconds)) (one prepared GRDB statement) | "
                + "\(String(format: "%.2fx", inserted.seconds / insertedSQL.seconds)) | at most 1.5x |")
        let insertedSmall = try child(["insert-store", fresh("insert-store-100k.sqlite"), "100000"])
        print(
            "| peak memory of those inserts: 1M rows vs 100k rows | \(megabytes(inserted.peakResidentBytes)) | \(megabytes(insertedSmall.peakResidentBytes)) (100k rows; GRDB alone, 1M: \(megabytes(insertedSQL.peakResidentBytes))) | "
                + "\(String(format: "%.2fx", Double(inserted.peakResidentBytes) / Double(insertedSmall.peakResidentBytes))) | does not grow with rows |"
        )

        let upToDate = try prepared("open.sqlite", rows: 1000, version: 4)
        let (storeOpen, bareOpen) = try openTimes(upToDate)
        print(
            "| open an up-to-date store (mean of 200) | \(String(format: "%.2f ms", storeOpen * 1000)) | \(String(format: "%.2f ms", bareOpen * 1000)) (bare GRDB open) | "
                + "+\(String(format: "%.2f ms", (storeOpen - bareOpen) * 1000)) | at most +2 ms |")
    }

    static func openTimes(_ path: String) throws -> (Double, Double) {
        let rounds = 200
        let storeTime =
            try measure {
                for _ in 0..<rounds { _ = try open(path, upTo: 4) }
            }.seconds / Double(rounds)
        let bareTime =
            try measure {
                for _ in 0..<rounds {
                    let queue = try DatabaseQueue(path: path)
                    _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
                }
            }.seconds / Double(rounds)
        return (storeTime, bareTime)
    }

    static func childRun(_ mode: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = ["runtime-child"] + mode
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkError("\(mode[0]) failed") }
        return data
    }

    static func child(_ mode: [String]) throws -> Measurement {
        try JSONDecoder().decode(Measurement.self, from: try childRun(mode))
    }
}

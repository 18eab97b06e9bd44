import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// A refused file must be exactly the file the user had: an SQLite connection that could write would, on
/// closing, checkpoint a write-ahead log into the file and delete the log.
@Suite("A refused file, its write-ahead log and its shared-memory index stay byte for byte as they were")
struct RefusedWALFileTests {
    /// The bytes of a database's three files (`nil` for one that does not exist).
    func threeFiles(_ url: URL) -> [String: Data?] {
        Dictionary(
            uniqueKeysWithValues: ["", "-wal", "-shm"].map {
                ($0, try? Data(contentsOf: URL(fileURLWithPath: url.path + $0)))
            })
    }

    /// A database in WAL mode with committed pages still in its log, as a writer that was killed (or is
    /// still running) leaves it: `write` runs on a copy of `template` (or a new file), and the three files are
    /// copied while the writer still holds them open.
    func walDatabase(
        _ folder: TemporaryFolder, name: String, from template: URL? = nil, write: (Database) throws -> Void
    ) throws -> URL {
        let live = folder.file("live-" + name)
        if let template { try FileManager.default.copyItem(at: template, to: live) }
        let queue = try DatabaseQueue(path: live.path)
        try queue.writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
        }
        try queue.write(write)
        let url = folder.file(name)
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: live.path + suffix, toPath: url.path + suffix)
        }
        try queue.close()
        return url
    }

    /// A copy of the store `template` whose last commit (a row of its history) is still in its log.
    func walCopy(of template: URL, _ folder: TemporaryFolder, name: String) throws -> URL {
        try walDatabase(folder, name: name, from: template) { db in
            try db.execute(
                sql: """
                    INSERT INTO _schemagen_history (from_version, to_version, kind, applied_at, duration_seconds, rows_touched)
                    VALUES (NULL, '0.0.0', 'note', 0, 0, 0)
                    """)
        }
    }

    /// Opens `url` with the example's plan, expects a refusal whose message starts with `prefix`, and checks
    /// that none of the three files changed.
    func expectRefusedUntouched(_ url: URL, prefix: String, upTo version: Int = 7) throws {
        let before = threeFiles(url)
        #expect(before["-wal"] != nil && before["-wal"]??.isEmpty == false, "the log holds pages")
        var message = ""
        do {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.schemas(upTo: version), stages: ExamplePlan.stages(upTo: version),
                history: SchemaMigrations.historyIdentifier)
        } catch {
            message = (error as? SchemaStoreError)?.description ?? "\(error)"
        }
        #expect(message.hasPrefix(prefix), "\(message)")
        #expect(threeFiles(url) == before, "the refused file, its -wal and its -shm are unchanged")
    }

    @Test("another program's database in WAL mode")
    func foreignDatabase() throws {
        let folder = try TemporaryFolder()
        let url = try walDatabase(folder, name: "foreign.sqlite") { db in
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
            try db.execute(sql: "INSERT INTO notes (body) VALUES ('kept in the log')")
        }
        try expectRefusedUntouched(url, prefix: "\(url.path) is not a store of this app: it holds 1 table")
    }

    @Test("another program's database in WAL mode whose index is gone (only the main file is read)")
    func foreignDatabaseWithoutIndex() throws {
        let folder = try TemporaryFolder()
        let url = try walDatabase(folder, name: "foreign.sqlite") { db in
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
        }
        try FileManager.default.removeItem(atPath: url.path + "-shm")
        try expectRefusedUntouched(url, prefix: "\(url.path) is not a store of this app: ")
        #expect(!FileManager.default.fileExists(atPath: url.path + "-shm"), "no index was created")
    }

    @Test("a store of this app written by a newer version, in WAL mode")
    func newerStore() throws {
        let folder = try TemporaryFolder()
        let template = folder.file("template.sqlite")
        _ = try ExamplePlan.open(template)
        let url = try walCopy(of: template, folder, name: "newer.sqlite")
        try expectRefusedUntouched(
            url, prefix: "the store at \(url.path) is at schema version 1.6.0, newer than this app's latest (1.2.0)",
            upTo: 3)
    }

    @Test("another app's store in WAL mode")
    func anotherAppsStore() throws {
        let folder = try TemporaryFolder()
        let template = folder.file("template.sqlite")
        _ = try SchemaStore.open(
            at: template, schemas: ExamplePlan.schemas(upTo: 2), stages: ExamplePlan.stages(upTo: 2),
            history: "OtherApp:0123456789ab")
        let url = try walCopy(of: template, folder, name: "other.sqlite")
        try expectRefusedUntouched(
            url,
            prefix: "\(url.path) is not a store of this app: it belongs to the schema history 'OtherApp:0123456789ab'")
    }
}

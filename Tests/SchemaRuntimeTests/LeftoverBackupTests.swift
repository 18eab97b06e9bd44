import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime

/// A full copy of the user's data must not stay on disk for good because a process died between the last
/// commit and its cleanup: the next successful open removes it, whichever path that open takes.
@Suite("Backups left by killed migrations are removed by the next successful open, whatever its path")
struct LeftoverBackupTests {
    /// Puts a backup file and a restore's staging file beside the store, as killed processes leave them.
    func leaveLeftovers(beside url: URL) throws -> [URL] {
        let prefix = StoreBackup.namePrefix(forStore: url)
        let leftovers = [
            url.deletingLastPathComponent().appendingPathComponent(prefix + "0badf00d"),
            url.deletingLastPathComponent().appendingPathComponent(prefix + "5ca1ab1e" + StoreBackup.stagingSuffix),
        ]
        for leftover in leftovers { try Data(repeating: 1, count: 4096).write(to: leftover) }
        return leftovers
    }

    @Test("a process killed right after the last stage commits leaves a backup the next open removes")
    func killedAfterLastCommit() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: SchemaV1.schemaDescription, rowsPerEntity: 100)
        let process = Process()
        process.executableURL = CrashSafetyTests.demo
        process.arguments = ["migrate", url.path, "--die-after-applying", "1.6.0"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        // It died with the store at the latest version and its backup still on disk.
        #expect(try StoreInspection.recordedVersion(url).0 == "1.6.0")
        #expect(try StoreInspection.backups(of: url).count == 1)

        let store = try SchemaStore.open(at: url, plan: SchemaMigrations.self, customStages: FitLogStages())
        #expect(store.version == SchemaV7.versionIdentifier)
        #expect(try StoreInspection.backups(of: url).isEmpty)
        try store.read { (context: StoreContext) throws -> Void in
            #expect(try context.count(SchemaV7.SDUserProfile.self) == 100)
        }
    }

    @Test(
        "an up-to-date store removes leftovers on the fast path (WAL) and on the locked path (not yet WAL)",
        arguments: ["WAL", "DELETE"])
    func upToDateOpenRemovesLeftovers(journalMode: String) throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url)
        try DatabaseQueue(path: url.path).writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = \(journalMode)")
        }
        let leftovers = try leaveLeftovers(beside: url)
        _ = try ExamplePlan.open(url)
        for leftover in leftovers { #expect(!FileManager.default.fileExists(atPath: leftover.path)) }
    }

    @Test("while another process holds the lock, the fast path leaves leftovers alone and does not wait")
    func fastPathLeavesLeftoversWhileLocked() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url)
        let leftovers = try leaveLeftovers(beside: url)
        let held = try MigrationLock.acquire(forStore: url.path, timeout: 0)
        defer { held.release() }
        let start = Date()
        _ = try ExamplePlan.open(url)
        #expect(Date().timeIntervalSince(start) < 5, "it did not wait for the busy timeout")
        for leftover in leftovers { #expect(FileManager.default.fileExists(atPath: leftover.path)) }
    }
}

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
        let url = try walDatabase(folder, name: "newer.sqlite", from: template) { db in
            try db.execute(
                sql: """
                    INSERT INTO _schemagen_history (from_version, to_version, kind, applied_at, duration_seconds, rows_touched)
                    VALUES (NULL, '0.0.0', 'note', 0, 0, 0)
                    """)
        }
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
        let url = try walDatabase(folder, name: "other.sqlite", from: template) { db in
            try db.execute(
                sql: """
                    INSERT INTO _schemagen_history (from_version, to_version, kind, applied_at, duration_seconds, rows_touched)
                    VALUES (NULL, '0.0.0', 'note', 0, 0, 0)
                    """)
        }
        try expectRefusedUntouched(
            url,
            prefix: "\(url.path) is not a store of this app: it belongs to the schema history 'OtherApp:0123456789ab'")
    }
}

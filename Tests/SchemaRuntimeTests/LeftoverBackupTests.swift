import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

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

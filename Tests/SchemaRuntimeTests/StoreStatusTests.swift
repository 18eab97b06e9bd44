import Foundation
import GRDB
import GoldenRequiredDefaults
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// Where a store stands, read without changing it: its version, its history, what opening it would run, and
/// whether its tables still match.
@Suite("A store's status: version, history, pending stages and its tables, the store untouched")
struct StoreStatusTests {
    @Test("no store, a store one version behind, and the same store once opened")
    func versionsHistoryAndPending() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        let none = try SchemaStore.status(at: url, plan: SchemaMigrations.self)
        #expect(none.version == nil)
        #expect(none.summary == ["no store yet: opening creates one; the plan's latest is 1.1.0"])
        #expect(!FileManager.default.fileExists(atPath: url.path))

        try RequiredWithDefaultTests.writeVersion1(url)
        let bytes = try Data(contentsOf: url)
        let behind = try SchemaStore.status(at: url, plan: SchemaMigrations.self)
        #expect(
            behind.summary == [
                "at 1.0.0, whose tables match its layout; the plan's latest is 1.1.0", "applied 1.0.0 created, 0 rows",
                "pending 1.0.0 -> 1.1.0 lightweight",
            ])
        #expect(try Data(contentsOf: url) == bytes, "the status wrote nothing")

        _ = try SchemaStore.open(at: url, plan: SchemaMigrations.self)
        let current = try SchemaStore.status(at: url, plan: SchemaMigrations.self)
        #expect(current.version?.description == "1.1.0")
        #expect(current.pending.isEmpty)
        #expect(current.history.count == 2)
        #expect(current.summary.last == "up to date")
    }

    @Test("tables that no longer match their version's layout are reported with the difference")
    func tablesThatDiffer() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        try RequiredWithDefaultTests.writeVersion1(url)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: "ALTER TABLE \"Task\" ADD COLUMN \"extra\" TEXT") }
        try queue.close()
        #expect {
            try SchemaStore.status(at: url, plan: SchemaMigrations.self)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .layoutMismatch
                && (error?.description.contains("'Task.extra' is not in the layout") ?? false)
        }
    }
}

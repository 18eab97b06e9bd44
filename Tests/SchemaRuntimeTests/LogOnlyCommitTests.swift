import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime

/// A store whose last commits are only in its write-ahead log, and whose shared-memory index is gone (a writer
/// killed, then the index deleted, or the files copied without it), must be judged by those commits: the main
/// file alone holds an older state, and an open that trusted it would run a whole session against a store the
/// next open refuses.
extension RefusedWALFileTests {
    /// A copy of an up-to-date example store with `change` committed only in its log and the log's index
    /// deleted.
    func logOnlyCommit(_ folder: TemporaryFolder, name: String, _ change: String) throws -> URL {
        let template = folder.file("template-" + name)
        _ = try ExamplePlan.open(template)
        let url = try walDatabase(folder, name: name, from: template) { db in try db.execute(sql: change) }
        try FileManager.default.removeItem(atPath: url.path + "-shm")
        return url
    }

    @Test("a history recorded only in the log is refused on the first open")
    func historyOnlyInLog() throws {
        let folder = try TemporaryFolder()
        let url = try logOnlyCommit(
            folder, name: "history.sqlite",
            "INSERT OR REPLACE INTO _schemagen_metadata (key, value) VALUES ('history', 'OtherApp:0123456789ab')")
        try expectRefusedUntouched(
            url,
            prefix: "\(url.path) is not a store of this app: it belongs to the schema history 'OtherApp:0123456789ab'")
        #expect(!FileManager.default.fileExists(atPath: url.path + "-shm"), "no index was created beside the store")
    }

    @Test("a version recorded only in the log is refused on the first open")
    func versionOnlyInLog() throws {
        let folder = try TemporaryFolder()
        let url = try logOnlyCommit(
            // As a release at 9.0.0 that contracted the schema records it.
            folder, name: "version.sqlite",
            "UPDATE _schemagen_metadata SET value = '9.0.0' WHERE key IN ('version', 'oldest_compatible_version')")
        try expectRefusedUntouched(
            url,
            prefix:
                "the store at \(url.path) is at schema version 9.0.0, newer than this app's latest (1.6.0) and only instances at 9.0.0 or later can use it"
        )
    }

    @Test("a table dropped only in the log is refused on the first open")
    func droppedTableOnlyInLog() throws {
        let folder = try TemporaryFolder()
        let url = try logOnlyCommit(folder, name: "table.sqlite", "DROP TABLE \"SDMoodEntry\"")
        try expectRefusedUntouched(
            url,
            prefix:
                "the store at \(url.path) records version 1.6.0 but its tables differ from that version's: table 'SDMoodEntry' is missing; it was edited outside schemagen and was left untouched"
        )
    }

    @Test("a column dropped only in the log is refused on the first open")
    func droppedColumnOnlyInLog() throws {
        let folder = try TemporaryFolder()
        let url = try logOnlyCommit(folder, name: "column.sqlite", "ALTER TABLE \"SDMeal\" DROP COLUMN \"title\"")
        try expectRefusedUntouched(
            url,
            prefix:
                "the store at \(url.path) records version 1.6.0 but its tables differ from that version's: column 'SDMeal.title' is missing; it was edited outside schemagen and was left untouched"
        )
    }

    @Test("a store whose log holds a good commit and no index opens, with the commit's rows")
    func goodCommitOnlyInLog() throws {
        let folder = try TemporaryFolder()
        let url = try logOnlyCommit(
            folder, name: "good.sqlite",
            "INSERT INTO \"SDMeal\" (\"title\", \"loggedAt\", \"tags\") VALUES ('kept in the log', 0, '[]')")
        let store = try ExamplePlan.open(url)
        let titles = try store.read { context in try context.fetch(SDMeal.self).map(\.title) }
        #expect(titles == ["kept in the log"])
    }
}

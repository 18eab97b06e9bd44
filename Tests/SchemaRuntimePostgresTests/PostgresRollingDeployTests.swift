import Foundation
import GoldenRollingDeploy
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// A rolling deploy on PostgreSQL: instances of the release one version behind keep serving a store the newer
/// release migrated with an expanding step, in this process and in real processes serving at the same time;
/// after a contracting step they are refused by name.
@Suite(
    "Rolling deploys on PostgreSQL: old and new instances serve through an expanding migration",
    PostgresTestDatabase.required)
struct PostgresRollingDeployTests {
    /// The release at the history's `count`th version opening the scratch store.
    private func release(_ count: Int, _ scratch: PostgresScratch) throws -> PostgresSchemaStore {
        try PostgresSchemaStore.open(
            at: scratch.location, schemas: Array(SchemaMigrations.schemas.prefix(count)),
            stages: Array(SchemaMigrations.stages(SchemaMigrations.noCustomStages).prefix(count - 1)),
            history: SchemaMigrations.historyIdentifier)
    }

    @Test("after an expanding step, the release one version behind reads and writes the store as it is")
    func olderReleaseServesAfterExpandingStep() throws {
        let scratch = try PostgresScratch()
        try release(1, scratch).write { try $0.insert(SchemaV1.Meal(title: "Soup", notes: "hot", calories: 300)) }
        _ = try release(2, scratch)
        #expect(try scratch.metadata("oldest_compatible_version") == "1.0.0")
        let older = try release(1, scratch)
        try older.write { try $0.insert(SchemaV1.Meal(title: "Salad", notes: nil, calories: 120)) }
        let meals = try release(2, scratch).read { try $0.fetch(SchemaV2.Meal.self, orderBy: [.ascending(\.title)]) }
        #expect(meals.map(\.title) == ["Salad", "Soup"])
        #expect(meals.map(\.servings) == [1, 1], "the older release's insert took the column's default")
    }

    @Test("after the deprecated column is dropped, the release that deprecated it serves on without it")
    func deprecatingReleaseServesWithoutTheColumn() throws {
        let scratch = try PostgresScratch()
        _ = try release(2, scratch)
        _ = try release(3, scratch)
        #expect(try scratch.metadata("oldest_compatible_version") == "1.1.0")
        let deprecating = try release(2, scratch)
        try deprecating.write {
            try $0.insert(SchemaV2.Meal(title: "Salad", notes: "not kept", calories: 120, rating: nil, servings: 1))
        }
        let meals = try deprecating.read { try $0.fetch(SchemaV2.Meal.self) }
        #expect(meals.map(\.title) == ["Salad"] && meals.map(\.notes) == [nil])
        #expect(try release(3, scratch).read { try $0.fetch(SchemaV3.Meal.self) }.map(\.calories) == [120])
    }

    @Test("after a contracting step, older releases are refused naming the oldest that can use it, untouched")
    func olderReleaseRefusedAfterContractingStep() throws {
        let scratch = try PostgresScratch()
        _ = try release(1, scratch)
        _ = try release(4, scratch)
        #expect(try scratch.metadata("oldest_compatible_version") == "3.0.0")
        let catalog = try scratch.catalog()
        #expect {
            _ = try release(3, scratch)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .storeIsNewer
                && error?.localizedDescription
                    == "the store at \(scratch.location) is at schema version 3.0.0, newer than this app's latest (2.0.0) and only instances at 3.0.0 or later can use it (a step after 2.0.0 contracted the schema); update the app, or open a copy with the newer app"
        }
        #expect(try scratch.catalog() == catalog)
    }

    /// A process of `rolling-deploy-instance` serving as the release at `version`: at least `requests`
    /// requests, and with `stopFile`, until that file exists.
    private func instance(_ scratch: PostgresScratch, version: String, requests: Int, stopFile: URL? = nil) throws
        -> ProductProcess
    {
        try ProductProcess(
            "rolling-deploy-instance",
            [try #require(PostgresTestDatabase.url), scratch.location.schema, version, "\(requests)"]
                + (stopFile.map { [$0.path] } ?? []))
    }

    @Test(
        "a two-release rolling deploy: at each release's migration, the release before keeps serving; no request fails")
    func rollingDeployServesEveryRequest() throws {
        let scratch = try PostgresScratch()
        // The files that tell each release's instances the deploy has moved on.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rolling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let firstDone = folder.appendingPathComponent("first-done")
        let secondDone = folder.appendingPathComponent("second-done")
        var started: [ProductProcess] = []
        defer {
            // On a failed wait, no instance is left serving: each stops at its file, or is killed.
            _ = FileManager.default.createFile(atPath: firstDone.path, contents: nil)
            _ = FileManager.default.createFile(atPath: secondDone.path, contents: nil)
            for instance in started where instance.process.isRunning { instance.process.terminate() }
            try? FileManager.default.removeItem(at: folder)
        }
        _ = try release(1, scratch)
        // Release 1.0.0 serving; then release 1.1.0 starts, and one of its instances migrates (expanding).
        let first = try (0..<4).map { _ in
            try instance(scratch, version: "1.0.0", requests: 50, stopFile: firstDone)
        }
        started += first
        try waitFor { try rows(scratch, from: "1.0.0") >= 40 }
        let second = try (0..<4).map { _ in
            try instance(scratch, version: "1.1.0", requests: 50, stopFile: secondDone)
        }
        started += second
        try waitFor { try scratch.metadata("version") == "1.1.0" }
        let firstAtMigration = try rows(scratch, from: "1.0.0")
        try waitFor { try rows(scratch, from: "1.0.0") >= firstAtMigration + 40 }
        _ = FileManager.default.createFile(atPath: firstDone.path, contents: nil)
        let firstResults = first.map { $0.finish() }
        // Release 1.0.0 is gone; release 2.0.0 starts and drops the column 1.1.0 deprecated.
        let third = try (0..<4).map { _ in try instance(scratch, version: "2.0.0", requests: 100) }
        started += third
        try waitFor { try scratch.metadata("version") == "2.0.0" }
        let secondAtMigration = try rows(scratch, from: "1.1.0")
        try waitFor { try rows(scratch, from: "1.1.0") >= secondAtMigration + 40 }
        _ = FileManager.default.createFile(atPath: secondDone.path, contents: nil)
        let results = firstResults + (second + third).map { $0.finish() }

        for result in results {
            #expect(result.status == 0, "\(result.output)")
            #expect(!result.output.contains("failed"), "\(result.output)")
        }
        for result in results.prefix(4) {
            #expect(
                result.output.contains("at 1.1.0, newer than the plan's latest but usable by it"), "\(result.output)")
        }
        for result in results.dropFirst(4).prefix(4) {
            #expect(
                result.output.contains("at 2.0.0, newer than the plan's latest but usable by it"), "\(result.output)")
        }
        let served = results.compactMap { result in
            result.output.firstMatch(of: /served (\d+) of/).flatMap { Int($0.1) }
        }.reduce(0, +)
        #expect(try release(3, scratch).read { try $0.count(SchemaV3.Meal.self) } == served)
        // The figure BENCHMARKS.md quotes ("Rolling deploys").
        print("rolling deploy: \(served) requests by \(results.count) instances through two migrations, none failed")
    }

    /// The meals written by instances of the release at `version`, counted by the test's own connection.
    private func rows(_ scratch: PostgresScratch, from version: String) throws -> Int {
        let rows = try scratch.admin.query(
            "SELECT count(*)::text FROM \(scratch.qualified("Meal")) WHERE \"title\" LIKE $1", [.text("\(version)#%")])
        return Int(try rows.first?.first.flatMap(PostgresValueCoding.text) ?? "0") ?? 0
    }

    /// Waits until `condition` holds, for at most a minute.
    private func waitFor(_ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(60)
        while try !condition() {
            try #require(Date() < deadline, "timed out waiting for the deploy to move on")
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}

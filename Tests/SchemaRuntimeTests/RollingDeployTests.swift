import Foundation
import GRDB
import GoldenRollingDeploy
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// The release of the RollingDeploy history at its `count`th version, as that release's app opens its store.
private func release(_ count: Int, at url: URL) throws -> SchemaStore {
    try SchemaStore.open(
        at: url, schemas: Array(SchemaMigrations.schemas.prefix(count)),
        stages: Array(SchemaMigrations.stages(SchemaMigrations.noCustomStages).prefix(count - 1)),
        history: SchemaMigrations.historyIdentifier)
}

/// The oldest compatible version the store at `url` records.
private func recordedOldestCompatible(_ url: URL) throws -> String? {
    try DatabaseQueue(path: url.path).read { db in
        try String.fetchOne(db, sql: "SELECT value FROM _schemagen_metadata WHERE key = 'oldest_compatible_version'")
    }
}

/// A store migrated with expanding steps only is still served by the releases before them; after a contracting
/// step, they are refused by name, and the store is left as it was.
@Suite("Rolling deploys on SQLite: an older release keeps serving after an expanding step")
struct RollingDeployTests {
    @Test("after an expanding step, the release one version behind reads and writes the store as it is")
    func olderReleaseServesAfterExpandingStep() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        try release(1, at: url).write { try $0.insert(SchemaV1.Meal(title: "Soup", notes: "hot", calories: 300)) }
        #expect(try recordedOldestCompatible(url) == "1.0.0")
        _ = try release(2, at: url)
        #expect(try recordedOldestCompatible(url) == "1.0.0", "1.0.0 -> 1.1.0 only adds")

        let older = try release(1, at: url)
        try older.write { try $0.insert(SchemaV1.Meal(title: "Salad", notes: nil, calories: 120)) }
        #expect(try older.read { try $0.count(SchemaV1.Meal.self) } == 2)
        let meals = try release(2, at: url).read {
            try $0.fetch(SchemaV2.Meal.self, orderBy: [.ascending(\.title)])
        }
        #expect(meals.map(\.title) == ["Salad", "Soup"])
        #expect(meals.map(\.servings) == [1, 1], "the older release's insert took the column's default")
        #expect(meals.map(\.rating) == [nil, nil])
        let status = try SchemaStore.status(
            at: url, versions: [SchemaV1.schemaDescription], stageKinds: [],
            history: SchemaMigrations.historyIdentifier)
        #expect(status.servedAsOlderInstance && status.version == SchemaVersion(1, 1, 0))
        #expect(
            status.summary.first
                == "at 1.1.0, newer than the plan's latest but usable by it (a newer release migrated it with expanding steps only), its tables holding the plan's; the plan's latest is 1.0.0"
        )
    }

    @Test("after the deprecated column is dropped, the release that deprecated it serves on without it")
    func deprecatingReleaseServesWithoutTheColumn() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        try release(2, at: url).write {
            try $0.insert(SchemaV2.Meal(title: "Soup", notes: "hot", calories: 300, rating: 4, servings: 2))
        }
        _ = try release(3, at: url)
        #expect(try recordedOldestCompatible(url) == "1.1.0", "2.0.0 drops only what 1.1.0 deprecated")

        let deprecating = try release(2, at: url)
        try deprecating.write {
            try $0.insert(SchemaV2.Meal(title: "Salad", notes: "not kept", calories: 120, rating: nil, servings: 1))
        }
        let meals = try deprecating.read { try $0.fetch(SchemaV2.Meal.self, orderBy: [.ascending(\.title)]) }
        #expect(meals.map(\.title) == ["Salad", "Soup"])
        #expect(meals.map(\.notes) == [nil, nil], "the column is gone: read as its attribute's nil")
        #expect(meals.map(\.servings) == [1, 2])
        let latest = try release(3, at: url).read { try $0.fetch(SchemaV3.Meal.self, orderBy: [.ascending(\.title)]) }
        #expect(latest.map(\.calories) == [120, 300])
        // 1.0.0 did not deprecate 'notes', and still writes it.
        #expect {
            _ = try release(1, at: url)
        } throws: { error in
            (error as? SchemaStoreError)?.localizedDescription
                == "the store at \(url.path) is at schema version 2.0.0, newer than this app's latest (1.0.0) and only instances at 1.1.0 or later can use it (a step after 1.0.0 contracted the schema); update the app, or open a copy with the newer app"
        }
    }

    @Test("a store open when another release drops its deprecated column serves on: the failed write runs again")
    func openStoreServesThroughTheDrop() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        let deprecating = try release(2, at: url)
        try deprecating.write {
            try $0.insert(SchemaV2.Meal(title: "Soup", notes: "hot", calories: 300, rating: 4, servings: 2))
        }
        _ = try release(3, at: url)
        try deprecating.write {
            try $0.insert(SchemaV2.Meal(title: "Salad", notes: "not kept", calories: 120, rating: nil, servings: 1))
        }
        let meals = try deprecating.read { try $0.fetch(SchemaV2.Meal.self, orderBy: [.ascending(\.title)]) }
        #expect(meals.map(\.title) == ["Salad", "Soup"] && meals.map(\.notes) == [nil, nil])
    }

    @Test("after a contracting step, older releases are refused naming the oldest that can use it, untouched")
    func olderReleaseRefusedAfterContractingStep() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try release(1, at: url)
        _ = try release(4, at: url)
        #expect(try recordedOldestCompatible(url) == "3.0.0", "2.0.0 -> 3.0.0 renames Meal.title")
        let before = try Data(contentsOf: url)
        for count in [2, 3] {
            let latest = SchemaMigrations.schemas[count - 1].versionIdentifier
            #expect {
                _ = try release(count, at: url)
            } throws: { error in
                let error = error as? SchemaStoreError
                return error?.code == .storeIsNewer
                    && error?.localizedDescription
                        == "the store at \(url.path) is at schema version 3.0.0, newer than this app's latest (\(latest)) and only instances at 3.0.0 or later can use it (a step after \(latest) contracted the schema); update the app, or open a copy with the newer app"
            }
        }
        #expect(try Data(contentsOf: url) == before)
    }

    @Test("a store that records no oldest compatible version (written before it was recorded) is refused as newer")
    func storeWithoutRecordIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try release(2, at: url)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "DELETE FROM _schemagen_metadata WHERE key = 'oldest_compatible_version'")
        }
        #expect {
            _ = try release(1, at: url)
        } throws: { error in
            (error as? SchemaStoreError)?.localizedDescription
                == "the store at \(url.path) is at schema version 1.1.0, newer than this app's latest (1.0.0); update the app, or open a copy with the newer app"
        }
    }

    @Test("an older release finding one of its own columns missing is refused with the difference")
    func olderReleaseChecksItsOwnColumns() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try release(2, at: url)
        try DatabaseQueue(path: url.path).write { db in try db.execute(sql: "ALTER TABLE Meal DROP COLUMN calories") }
        #expect {
            _ = try release(1, at: url)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .layoutMismatch
                && error?.localizedDescription.contains("as version 1.0.0 uses it, column 'Meal.calories' is missing")
                    == true
        }
    }
}

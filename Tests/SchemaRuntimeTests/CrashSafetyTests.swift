import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A migration killed at any moment leaves a store that is whole: one known version with all of that
/// version's data, never a half-migrated schema.
@Suite("Killing a migrating process at random moments never leaves a half-migrated store")
struct CrashSafetyTests {
    static let rowsPerEntity = 15_000

    /// The demo executable SwiftPM built beside the test bundle.
    static var demo: URL { ExecutableRun.product("schemagen-demo") }

    func startMigration(_ url: URL) throws -> Process {
        let process = Process()
        process.executableURL = Self.demo
        process.arguments = ["migrate", url.path]
        try process.run()
        return process
    }

    func copyStore(_ source: URL, to destination: URL) throws {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: destination.path + suffix)
        }
        for name in try StoreInspection.backups(of: destination) {
            try FileManager.default.removeItem(at: destination.deletingLastPathComponent().appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: source, to: destination)
    }

    /// For each version, how many rows each entity must have: entities that exist since the first version
    /// keep all their rows; entities added later start empty.
    static func expectedCounts() -> [String: [String: Int]] {
        let schemas = SchemaMigrations.schemas.map { $0.schemaDescription }
        var result: [String: [String: Int]] = [:]
        var origin = Dictionary(uniqueKeysWithValues: schemas[0].models.map { ($0.name, true) })
        result[schemas[0].version.description] = origin.mapValues { _ in rowsPerEntity }
        for index in 1..<schemas.count {
            let correspondence = StepCorrespondence(previous: schemas[index - 1], current: schemas[index])
            var next: [String: Bool] = [:]
            for model in schemas[index].models {
                next[model.name] = correspondence.previousModel(of: model).map { origin[$0.name] ?? false } ?? false
            }
            origin = next
            result[schemas[index].version.description] = origin.mapValues { $0 ? rowsPerEntity : 0 }
        }
        return result
    }

    @Test("20 kills at random moments of a 100k-row migration", .timeLimit(.minutes(10)))
    func randomKills() throws {
        let folder = try TemporaryFolder()
        let template = folder.file("template.sqlite")
        _ = try ExamplePlan.open(template, upTo: 1)
        try SyntheticRows.fill(template, schema: SchemaV1.schemaDescription, rowsPerEntity: Self.rowsPerEntity)
        let totalRows = try DatabaseQueue(path: template.path).read { db in
            try SchemaV1.schemaDescription.models.reduce(0) {
                $0 + (try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SQL.quoted($1.name))") ?? 0)
            }
        }
        #expect(totalRows >= 100_000)

        // How long an uninterrupted migration takes, so the kills land across all of it.
        let timed = folder.file("timed.sqlite")
        try copyStore(template, to: timed)
        let start = Date()
        let full = try startMigration(timed)
        full.waitUntilExit()
        #expect(full.terminationStatus == 0)
        let duration = Date().timeIntervalSince(start)

        let expected = Self.expectedCounts()
        var generator = SystemRandomNumberGenerator()
        var versionsSeen: Set<String> = []
        for kill in 0..<20 {
            let store = folder.file("killed.sqlite")
            try copyStore(template, to: store)
            let process = try startMigration(store)
            let delay = Double.random(in: 0...duration, using: &generator)
            Thread.sleep(forTimeInterval: delay)
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let (version, _) = try StoreInspection.recordedVersion(store)
            let recorded = try #require(version, "kill \(kill): no version recorded")
            versionsSeen.insert(recorded)
            let counts = try #require(expected[recorded], "kill \(kill): unknown version \(recorded)")
            try DatabaseQueue(path: store.path).read { db in
                #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok", "kill \(kill)")
                #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty, "kill \(kill)")
                for (entity, count) in counts {
                    let actual = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SQL.quoted(entity))")
                    #expect(actual == count, "kill \(kill) after \(delay) s at \(recorded): \(entity)")
                }
                // No table of another version is left behind.
                let aside = try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM sqlite_master WHERE name LIKE '\\_old\\_%' ESCAPE '\\'")
                #expect(aside == 0, "kill \(kill): tables set aside by an unfinished stage are visible")
            }
            // Opening again finishes the migration from wherever the kill left it.
            let reopened = try ExamplePlan.open(store)
            #expect(reopened.version == SchemaV7.versionIdentifier)
            // The backup the killed process made is obsolete once the migration finishes, and removed.
            #expect(try StoreInspection.backups(of: store).isEmpty, "kill \(kill): a backup was left behind")
            let final = try #require(expected["1.6.0"])
            try reopened.read { (context: StoreContext) throws -> Void in
                for (entity, count) in final {
                    #expect(
                        try Int.fetchOne(try context.sqlite, sql: "SELECT count(*) FROM \(SQL.quoted(entity))")
                            == count)
                }
            }
        }
        // The kills landed in more than one place, or the test proves little.
        #expect(versionsSeen.count >= 2, "every kill left the store at \(versionsSeen)")
    }
}

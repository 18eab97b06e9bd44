import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// Custom stages that run the example's first custom stage, then do something to the backup (delete it,
/// damage it) and fail in the second, as a crash or another process could.
struct SabotagingStages: SchemaMigrationsCustomStages {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "the second custom stage gives up" }
    }

    var store: URL
    var sabotage: @Sendable (URL) throws -> Void

    func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
        try FitLogStages().migrateSchemaV2ToSchemaV3(context)
    }

    func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
        for name in try StoreInspection.backups(of: store) {
            try sabotage(store.deletingLastPathComponent().appendingPathComponent(name))
        }
        throw Refusal()
    }
}

@Suite("A failed migration restores only a backup that exists and verifies, and never loses the store")
struct BackupProtocolTests {
    func filledV1Store(_ folder: TemporaryFolder) throws -> (URL, [String: [Int64: [String: DatabaseValue]]]) {
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: SchemaV1.schemaDescription, rowsPerEntity: 20)
        return (url, try StoreInspection.rows(url, schema: SchemaV1.schemaDescription))
    }

    /// Opens with sabotaging stages and returns the error's message.
    func failingOpen(_ url: URL, sabotage: @escaping @Sendable (URL) throws -> Void) -> String? {
        do {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.allSchemas,
                stages: SchemaMigrations.stages(SabotagingStages(store: url, sabotage: sabotage)))
            return nil
        } catch {
            return (error as? SchemaStoreError)?.description
        }
    }

    @Test("a backup that vanished mid-migration leaves the store whole at the last version that committed")
    func vanishedBackup() throws {
        let folder = try TemporaryFolder()
        let (url, _) = try filledV1Store(folder)
        let message = failingOpen(url) { backup in try FileManager.default.removeItem(at: backup) }
        let text = try #require(message)
        #expect(
            text.hasPrefix(
                "migrating the store at \(url.path), the custom stage 1.2.0 -> 1.3.0 threw: the second custom stage gives up; "
            ))
        #expect(text.contains("the store was left at version 1.2.0, the last stage that completed (its backup at "))
        #expect(text.hasSuffix(" was gone)"))
        // Nothing was copied over the store: it is whole at 1.2.0 with every row, and migrates on.
        #expect(try StoreInspection.recordedVersion(url).0 == "1.2.0")
        let reopened = try ExamplePlan.open(url)
        try reopened.read { (context: StoreContext) throws -> Void in
            #expect(try context.count(SchemaV7.SDUserProfile.self) == 20)
            #expect(try context.count(SchemaV7.SDMealLogItem.self) == 20)
        }
        #expect(try StoreInspection.backups(of: url).isEmpty)
    }

    @Test("a backup that fails its check is never copied over the store")
    func damagedBackup() throws {
        let folder = try TemporaryFolder()
        let (url, _) = try filledV1Store(folder)
        let message = failingOpen(url) { backup in
            try Data(repeating: 0x5A, count: 8192).write(to: backup)
        }
        let text = try #require(message)
        #expect(text.contains("the store was left at version 1.2.0, the last stage that completed (its backup at "))
        #expect(text.contains(" failed its check and was not used: "))
        #expect(try StoreInspection.recordedVersion(url).0 == "1.2.0")
        #expect(try ExamplePlan.open(url).version == SchemaV7.versionIdentifier)
    }

    @Test("a restored backup puts back every row, and is removed")
    func restoredBackup() throws {
        let folder = try TemporaryFolder()
        let (url, rowsBefore) = try filledV1Store(folder)
        let message = failingOpen(url) { _ in }
        #expect(
            message
                == "migrating the store at \(url.path), the custom stage 1.2.0 -> 1.3.0 threw: the second custom stage gives up; the store was restored from its backup to version 1.0.0, as it was before migrating"
        )
        #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
        #expect(try StoreInspection.backups(of: url).isEmpty)
    }

    @Test("backups go to the configured folder, and a folder that can't hold one fails before anything migrates")
    func unwritableBackupLocation() throws {
        let folder = try TemporaryFolder()
        let (url, rowsBefore) = try filledV1Store(folder)
        // A folder below a regular file can't exist, whoever runs the test.
        let blocker = folder.file("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        var options = StoreOptions()
        options.backupDirectory = blocker.appendingPathComponent("backups")
        #expect {
            _ = try ExamplePlan.open(url, options: options)
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .backupFailed, let path = error.path else {
                return false
            }
            let text = error.localizedDescription
            return path.hasPrefix(blocker.path + "/backups/store.sqlite.schemagen-backup-")
                && error.underlyingError is SchemaStoreError && !text.contains("could not be removed either")
                && text.hasPrefix("the backup at \(path) could not be made (")
                && text.hasSuffix("; nothing was migrated and the store is as it was")
        }
        #expect(try StoreInspection.recordedVersion(url).0 == "1.0.0")
        #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
    }

    @Test("backups left by a killed migration are removed once a migration succeeds")
    func leftoverBackupsRemoved() throws {
        let folder = try TemporaryFolder()
        let (url, _) = try filledV1Store(folder)
        let leftover = folder.file("store.sqlite.schemagen-backup-deadbeef")
        try FileManager.default.copyItem(at: url, to: leftover)
        _ = try ExamplePlan.open(url)
        #expect(try StoreInspection.backups(of: url).isEmpty)
    }
}

@Suite("What is not a store of this app is refused and left byte for byte as it was")
struct ForeignStoreTests {
    /// Opens `url` with the example plan, returns the message, and checks the file's bytes did not change.
    func refusal(_ url: URL) throws -> String? {
        let before = try StoreInspection.bytes(url)
        defer { #expect((try? StoreInspection.bytes(url)) == before, "the refused file was changed") }
        do {
            _ = try SchemaStore.open(at: url, plan: SchemaMigrations.self, customStages: FitLogStages())
            return nil
        } catch {
            return (error as? SchemaStoreError)?.description
        }
    }

    func database(_ folder: TemporaryFolder, _ name: String, _ sql: String) throws -> URL {
        let url = folder.file(name)
        let queue = try DatabaseQueue(path: url.path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
        return url
    }

    @Test("a zero-byte file becomes a new store")
    func zeroByteFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
        let store = try SchemaStore.open(at: url, plan: SchemaMigrations.self, customStages: FitLogStages())
        #expect(store.version == SchemaV7.versionIdentifier)
    }

    @Test("an SQLite database with only a view, only a user_version, or nothing at all is refused")
    func sqliteWithoutMetadata() throws {
        let folder = try TemporaryFolder()
        let view = try database(folder, "view.sqlite", "CREATE VIEW answer AS SELECT 42")
        #expect(
            try refusal(view)
                == "\(view.path) is not a store of this app: it holds 1 view and no schemagen metadata; only a missing or empty file becomes a new store; it was left untouched"
        )
        let versioned = try database(folder, "versioned.sqlite", "PRAGMA user_version = 7")
        #expect(
            try refusal(versioned)
                == "\(versioned.path) is not a store of this app: an SQLite database with nothing in it but user_version 7 and no schemagen metadata; only a missing or empty file becomes a new store; it was left untouched"
        )
        let tables = try database(
            folder, "tables.sqlite",
            "CREATE TABLE a (x); CREATE TABLE b (y); CREATE TRIGGER t AFTER INSERT ON a BEGIN DELETE FROM b; END")
        #expect(
            try refusal(tables)
                == "\(tables.path) is not a store of this app: it holds 2 tables, 1 trigger and no schemagen metadata; only a missing or empty file becomes a new store; it was left untouched"
        )
        let empty = try database(folder, "empty.sqlite", "VACUUM")
        try DatabaseQueue(path: empty.path).writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE t (x); DROP TABLE t")
        }
        #expect(
            try refusal(empty)
                == "\(empty.path) is not a store of this app: an SQLite database with nothing in it and no schemagen metadata; only a missing or empty file becomes a new store; it was left untouched"
        )
    }

    @Test("a file that is not SQLite is refused without SQLite opening it")
    func notSQLite() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: url)
        #expect(
            try refusal(url)
                == "\(url.path) is not a schemagen store: the file is not an SQLite database; it was left untouched")
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
    }

    @Test("another app's store is refused as such, not as an edited version")
    func anotherHistory() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try SchemaStore.open(
            at: url, schemas: ExamplePlan.schemas(upTo: 2), stages: ExamplePlan.stages(upTo: 2),
            history: "OtherAppMigrations")
        #expect(
            try refusal(url)
                == "\(url.path) is not a store of this app: it belongs to the schema history 'OtherAppMigrations', and this app's is '\(SchemaMigrations.historyIdentifier)'; it was left untouched"
        )
    }

    @Test("a store whose metadata table was rebuilt by hand is refused with a typed error, untouched")
    func brokenMetadata() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 2)
        try DatabaseQueue(path: url.path).writeWithoutTransaction { db in
            try db.execute(sql: "ALTER TABLE _schemagen_metadata RENAME COLUMN value TO contents")
        }
        let text = try #require(try refusal(url))
        #expect(
            text.hasPrefix(
                "the store at \(url.path) matches no schema version this app knows: its metadata can't be read (SQLite error 1: no such column: "
            ))
    }

    @Test("a store stamped with fingerprint encoding 1 opens, migrates, and is re-stamped in encoding 2")
    func earlierFingerprintEncoding() throws {
        let folder = try TemporaryFolder()
        // The stamps the first encoding wrote for versions 1.2.0 and 1.6.0, as stores in the field hold them.
        for (version, stamp) in [(3, "8d84fe64a5ee3e9c"), (7, "215992fa9c88b10d")] {
            let url = folder.file("store-\(version).sqlite")
            _ = try ExamplePlan.open(url, upTo: version)
            try DatabaseQueue(path: url.path).write { db in
                try db.execute(
                    sql: "UPDATE _schemagen_metadata SET value = ? WHERE key = 'fingerprint'", arguments: [stamp])
            }
            let store = try ExamplePlan.open(url)
            #expect(store.version == SchemaV7.versionIdentifier)
            #expect(try StoreInspection.recordedVersion(url).1 == SchemaFingerprint.of(SchemaV7.schemaDescription))
        }
    }

    @Test("a store written before the history was recorded opens, and records it at its next migration")
    func storeWithoutHistory() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 2)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "DELETE FROM _schemagen_metadata WHERE key = 'history'")
        }
        _ = try SchemaStore.open(at: url, plan: SchemaMigrations.self, customStages: FitLogStages())
        let history = try DatabaseQueue(path: url.path).read { db in
            try String.fetchOne(db, sql: "SELECT value FROM _schemagen_metadata WHERE key = 'history'")
        }
        #expect(history == SchemaMigrations.historyIdentifier)
    }
}

@Suite("A store's tables are checked against its version on open, and bad content is an error, never a trap")
struct LiveSchemaTests {
    func latestStore(_ folder: TemporaryFolder, _ damage: String) throws -> URL {
        let url = folder.file()
        let store = try ExamplePlan.open(url)
        try store.write { context in
            try context.insert(SchemaV7.SDMeal(title: "Breakfast"))
        }
        try DatabaseQueue(path: url.path).writeWithoutTransaction { db in try db.execute(sql: damage) }
        return url
    }

    func message(opening url: URL) throws -> String? {
        let before = try StoreInspection.bytes(url)
        defer { #expect((try? StoreInspection.bytes(url)) == before) }
        do {
            _ = try ExamplePlan.open(url)
            return nil
        } catch {
            return (error as? SchemaStoreError)?.description
        }
    }

    @Test("a dropped column is refused on open, naming it")
    func droppedColumn() throws {
        let folder = try TemporaryFolder()
        let url = try latestStore(folder, "ALTER TABLE SDMeal DROP COLUMN title")
        #expect(
            try message(opening: url)
                == "the store at \(url.path) records version 1.6.0 but its tables differ from that version's: column 'SDMeal.title' is missing; it was edited outside schemagen and was left untouched"
        )
    }

    @Test("a dropped table is refused on open, naming it")
    func droppedTable() throws {
        let folder = try TemporaryFolder()
        let url = try latestStore(folder, "DROP TABLE SDOutboxEvent")
        #expect(
            try message(opening: url)
                == "the store at \(url.path) records version 1.6.0 but its tables differ from that version's: table 'SDOutboxEvent' is missing; it was edited outside schemagen and was left untouched"
        )
    }

    @Test("an added column or a changed type is refused on open")
    func changedColumns() throws {
        let folder = try TemporaryFolder()
        let url = try latestStore(
            folder, "ALTER TABLE SDOutboxEvent ADD COLUMN extra TEXT; ALTER TABLE SDMeal ADD COLUMN note BLOB")
        #expect(
            try message(opening: url)
                == "the store at \(url.path) records version 1.6.0 but its tables differ from that version's: column 'SDMeal.note' is not in the layout; column 'SDOutboxEvent.extra' is not in the layout; it was edited outside schemagen and was left untouched"
        )
    }

    @Test("a stored value of the wrong type is a typed error naming the entity, the row and the attribute")
    func undecodableValue() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        let store = try ExamplePlan.open(url)
        try store.write { context in try context.insert(SchemaV7.SDMeal(title: "Breakfast")) }
        try DatabaseQueue(path: url.path).write { db in try db.execute(sql: "UPDATE SDMeal SET title = x'00ff'") }
        #expect {
            _ = try store.read { context in try context.fetch(SchemaV7.SDMeal.self) }
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .undecodableValue,
                let underlying = error.underlyingError as? StoredValueError
            else { return false }
            return error.entity == "SDMeal" && underlying.column == "title"
                && error.localizedDescription
                    == "a stored SDMeal (row 1) can't be read: column 'title': expected String, found BLOB <2 bytes>"
        }
    }
}

@Suite("Readers keep reading the last committed version while a migration runs")
struct ReadersDuringMigrationTests {
    struct ReadingStages: SchemaMigrationsCustomStages {
        var store: URL
        let seen = Seen()

        final class Seen: @unchecked Sendable {
            var version: String?
            var profiles: Int?
            var error: (any Error)?
        }

        func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
            try FitLogStages().migrateSchemaV2ToSchemaV3(context)
            // Another connection, as another process would be, that refuses to wait at all.
            var configuration = Configuration()
            configuration.busyMode = .immediateError
            do {
                let reader = try DatabaseQueue(path: store.path, configuration: configuration)
                try reader.read { db in
                    seen.version = try String.fetchOne(
                        db, sql: "SELECT value FROM _schemagen_metadata WHERE key = 'version'")
                    seen.profiles = try Int.fetchOne(db, sql: "SELECT count(*) FROM SDUserProfile")
                }
            } catch {
                seen.error = error
            }
        }

        func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
            try FitLogStages().migrateSchemaV3ToSchemaV4(context)
        }
    }

    @Test("a reader that never waits reads the version before the running stage, mid-stage")
    func readerDuringCustomStage() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: SchemaV1.schemaDescription, rowsPerEntity: 30)
        let stages = ReadingStages(store: url)
        _ = try SchemaStore.open(
            at: url, schemas: ExamplePlan.allSchemas, stages: SchemaMigrations.stages(stages))
        #expect(stages.seen.error == nil, "the reader was locked out: \(String(describing: stages.seen.error))")
        #expect(stages.seen.version == "1.1.0")
        #expect(stages.seen.profiles == 30)
        let mode = try DatabaseQueue(path: url.path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }
}

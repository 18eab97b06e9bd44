import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// Real faults of the file system: a disk that fills up, a file system that refuses writes. They need a
/// tmpfs of their own; where this machine refuses to mount one (not root, or a container without the
/// capability), they are skipped, since as root file permissions alone can't make a write fail.
@Suite(
    "Full disks and read-only file systems give typed errors and lose nothing",
    .enabled(if: ScratchFileSystem.isAvailable, "mounting a tmpfs is not permitted here")
)
struct FileSystemFaultTests {
    /// A V1 store with rows, written on the ordinary disk, and its size.
    func v1Store(_ folder: TemporaryFolder, rows: Int) throws -> (URL, Int) {
        let url = folder.file("template.sqlite")
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: SchemaV1.schemaDescription, rowsPerEntity: rows)
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber
        return (url, size?.intValue ?? 0)
    }

    @Test("a backup that can't be written completely on a full disk is removed, and nothing migrates")
    func fullDiskDuringBackup() throws {
        let folder = try TemporaryFolder()
        let (template, size) = try v1Store(folder, rows: 1500)
        // Room for the store and its journals, not for a second copy of it.
        let disk = try ScratchFileSystem(kilobytes: (size + size / 2) / 1024 + 128)
        let url = disk.file()
        try FileManager.default.copyItem(at: template, to: url)
        let rowsBefore = try StoreInspection.rows(url, schema: SchemaV1.schemaDescription)
        #expect {
            _ = try ExamplePlan.open(url)
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .backupFailed, let path = error.path,
                (error.underlyingError as? SchemaStoreError)?.code == .diskFull
            else { return false }
            let text = error.localizedDescription
            return text.hasPrefix("the backup at \(path) could not be made (the disk holding \(path) is full (")
                && text.contains("database or disk is full") && !text.contains("not an error")
                && text.hasSuffix("; nothing was migrated and the store is as it was")
        }
        #expect(try StoreInspection.backups(of: url).isEmpty, "the partial backup is removed")
        #expect(try StoreInspection.recordedVersion(url).0 == "1.0.0")
        #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
    }

    @Test("a store on a read-only file system is refused as read-only, saying the mount is, untouched")
    func readOnlyFileSystem() throws {
        let folder = try TemporaryFolder()
        let (template, _) = try v1Store(folder, rows: 10)
        let disk = try ScratchFileSystem(kilobytes: 4096)
        let url = disk.file()
        try FileManager.default.copyItem(at: template, to: url)
        let before = try StoreInspection.bytes(url)
        try #require(disk.makeReadOnly(), "remounting read-only was refused")
        #expect {
            _ = try ExamplePlan.open(url)
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .readOnly, let path = error.path else {
                return false
            }
            return path.hasPrefix(url.path) && error.localizedDescription.hasPrefix("\(path) can't be written (")
                && error.localizedDescription.hasSuffix(
                    "): the file system holding it is mounted read-only; open the store from a writable location, or remount the volume read-write"
                )
        }
        #expect(try StoreInspection.bytes(url) == before)
    }
}

@Suite("SQLite's faults inside a stage are typed, and the store is restored")
struct StageFaultTests {
    struct FillingStages: SchemaMigrationsCustomStages {
        func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
            try FitLogStages().migrateSchemaV2ToSchemaV3(context)
        }

        func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
            // The database may not grow by a page: as if the disk were full.
            let pages = try Int.fetchOne(try context.sqlite, sql: "PRAGMA page_count") ?? 0
            try context.sqlite.execute(sql: "PRAGMA max_page_count = \(pages)")
            try FitLogStages().migrateSchemaV3ToSchemaV4(context)
        }
    }

    @Test("a disk that fills up during a custom stage is reported as a full disk, not as the stage's fault")
    func fullDiskDuringStage() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: SchemaV1.schemaDescription, rowsPerEntity: 400)
        let rowsBefore = try StoreInspection.rows(url, schema: SchemaV1.schemaDescription)
        #expect {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.allSchemas, stages: SchemaMigrations.stages(FillingStages()))
        } throws: { error in
            // The limit stays on the migrating connection, so whichever later stage first needs a new page fails.
            guard let error = error as? SchemaStoreError, error.code == .migrationFailed,
                case .restored? = error.outcome, let (from, to) = error.stage,
                let cause = error.underlyingError as? SchemaStoreError, cause.code == .diskFull
            else { return false }
            let text = error.localizedDescription
            return cause.path == url.path && (cause.underlyingError as? DatabaseError)?.resultCode == .SQLITE_FULL
                && from >= SchemaVersion(1, 2, 0)
                && text.hasPrefix(
                    "migrating the store at \(url.path), the stage \(from) -> \(to) failed: the disk holding \(url.path) is full ("
                )
                && text.hasSuffix(
                    "free some space and try again; the store was restored from its backup to version 1.0.0, as it was before migrating"
                )
        }
        #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
    }
}

@Suite("Damaged files and SQLite's fault codes become typed errors")
struct FaultMappingTests {
    @Test("a store whose schema page is damaged is refused as corrupt, untouched")
    func damagedSchemaPage() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 2)
        // Keep SQLite's 100-byte header, so the file is still recognisably SQLite, and ruin the schema after it.
        var bytes = try Data(contentsOf: url)
        bytes.replaceSubrange(100..<1000, with: Data(repeating: 0xA5, count: 900))
        try bytes.write(to: url)
        #expect {
            _ = try ExamplePlan.open(url)
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .corrupt else { return false }
            return error.path == url.path && (error.underlyingError as? DatabaseError)?.resultCode == .SQLITE_CORRUPT
                && error.localizedDescription.hasPrefix("the database at \(url.path) is damaged (")
        }
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test("each of SQLite's fault codes maps to its typed error, keeping SQLite's error as the cause")
    func faultCodes() {
        let path = "/stores/app.sqlite"
        func mapped(_ code: ResultCode) -> SchemaStoreError? {
            SchemaStoreError.fault(DatabaseError(resultCode: code, message: "m"), path: path)
        }
        #expect(mapped(.SQLITE_FULL)?.code == .diskFull)
        #expect(mapped(.SQLITE_CANTOPEN)?.code == .cannotOpen)
        #expect(mapped(.SQLITE_BUSY)?.code == .storeBusy)
        #expect(mapped(.SQLITE_FULL)?.path == path)
        #expect(mapped(.SQLITE_FULL)?.description.hasPrefix("the disk holding \(path) is full (") == true)
        #expect(
            mapped(.SQLITE_IOERR)?.description.hasPrefix("an I/O error occurred reading or writing \(path) (") == true)
        #expect(mapped(.SQLITE_CORRUPT)?.description.hasPrefix("the database at \(path) is damaged (") == true)
        #expect(mapped(.SQLITE_READONLY)?.description.hasPrefix("\(path) can't be written (") == true)
        #expect(mapped(.SQLITE_BUSY)?.description.hasPrefix("the store at \(path) is busy") == true)
        #expect(mapped(.SQLITE_LOCKED)?.description.hasPrefix("the store at \(path) is busy") == true)
        #expect(
            mapped(.SQLITE_NOTADB)?.description
                == "\(path) is not a schemagen store: the file is not an SQLite database; it was left untouched")
        #expect(mapped(.SQLITE_CONSTRAINT) == nil, "a constraint is not a fault of the file")
        #expect((mapped(.SQLITE_IOERR)?.underlyingError as? DatabaseError)?.resultCode == .SQLITE_IOERR)
        // Foundation's generic text says nothing; localizedDescription is the message itself.
        #expect(mapped(.SQLITE_FULL)?.localizedDescription == mapped(.SQLITE_FULL)?.description)
    }
}

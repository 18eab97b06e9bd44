import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// What a store holds is input: a value of the wrong kind in a table the runtime owns (edited by hand,
/// damaged on disk) is a typed error naming the table, row and column, never a trap.
@Suite("A bad value in the runtime's own tables is a typed error naming table, row and column, never a trap")
struct StoredDataTrapTests {
    /// A store at the latest version, changed with `sql` through a plain connection.
    func damagedStore(_ folder: TemporaryFolder, _ sql: String) throws -> URL {
        let url = folder.file()
        _ = try ExamplePlan.open(url)
        let queue = try DatabaseQueue(path: url.path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
        try queue.close()
        return url
    }

    @Test("a metadata value that is a non-UTF-8 blob refuses the open as corrupt, untouched")
    func nonUTF8MetadataValue() throws {
        let folder = try TemporaryFolder()
        let url = try damagedStore(folder, "UPDATE _schemagen_metadata SET value = x'C328FF' WHERE key = 'version'")
        let before = try StoreInspection.bytes(url)
        #expect {
            _ = try ExamplePlan.open(url)
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .corrupt,
                let unreadable = error.underlyingError as? UnreadableStoredValue
            else { return false }
            return error.path == url.path && unreadable.table == "_schemagen_metadata" && unreadable.column == "value"
                && error.localizedDescription
                    == "the database at \(url.path) is damaged (column 'value' of row 'version' in table '_schemagen_metadata' holds a 3-byte blob that is not UTF-8 text, where String is expected); restore it from a copy"
        }
        #expect(try StoreInspection.bytes(url) == before)
    }

    @Test("a metadata key that is a non-UTF-8 blob names the row by its position")
    func nonUTF8MetadataKey() throws {
        let folder = try TemporaryFolder()
        let url = try damagedStore(folder, "INSERT INTO _schemagen_metadata (key, value) VALUES (x'FFFE', 'x')")
        #expect {
            _ = try ExamplePlan.open(url)
        } throws: { error in
            let text = (error as? SchemaStoreError)?.description ?? ""
            return text.hasPrefix("the database at \(url.path) is damaged (column 'key' of row ")
                && text.hasSuffix(
                    " in table '_schemagen_metadata' holds a 2-byte blob that is not UTF-8 text, where String is expected); restore it from a copy"
                )
        }
    }

    @Test("text in the history's applied_at makes history() throw, naming the row")
    func textInHistory() throws {
        let folder = try TemporaryFolder()
        let url = try damagedStore(folder, "UPDATE _schemagen_history SET applied_at = 'yesterday' WHERE _pk = 1")
        let store = try ExamplePlan.open(url)
        #expect {
            _ = try store.history()
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "the database at \(url.path) is damaged (column 'applied_at' of row 1 in table '_schemagen_history' holds the text 'yesterday', where Double is expected); restore it from a copy"
        }
    }

    @Test("a key column holding text is an undecodable value naming the entity, row and column")
    func textInAKeyColumn() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE t (\"_pk\" INTEGER PRIMARY KEY, owner BLOB)") }
        try queue.write { db in try db.execute(sql: "INSERT INTO t VALUES (7, x'00FF')") }
        let row = try #require(try queue.read { db in try Row.fetchOne(db, sql: "SELECT * FROM t") })
        #expect {
            _ = try StoredValue(row["owner"] as DatabaseValue).key(column: "owner", entity: "SDMeal", rowID: 7)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "a stored SDMeal (row 7) can't be read: column 'owner': expected Int64, found BLOB <2 bytes> (a key must be an integer)"
        }
    }

    @Test("a batch size below one is refused with a typed error, and the store is restored")
    func zeroBatchSize() throws {
        struct ZeroBatchStages: SchemaMigrationsCustomStages {
            func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
                try context.forEachOld(SchemaV2.SDUserProfile.self, batchSize: 0) { _ in }
            }
            func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {}
        }
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: SchemaV1.schemaDescription, rowsPerEntity: 5)
        #expect {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.allSchemas, stages: SchemaMigrations.stages(ZeroBatchStages()))
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .customStageFailed,
                case .restored? = error.outcome,
                (error.underlyingError as? SchemaStoreError)?.code == .invalidArgument
            else { return false }
            return error.localizedDescription
                == "migrating the store at \(url.path), the custom stage 1.1.0 -> 1.2.0 threw: batchSize can't be 0: each batch must read at least one row; the store was restored from its backup to version 1.0.0, as it was before migrating"
        }
        #expect(try StoreInspection.recordedVersion(url).0 == "1.0.0")
    }
}

import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// A custom stage that fails, to prove a failed migration leaves the store as it was.
struct FailingStages: SchemaMigrationsCustomStages {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "quantities can't be parsed today" }
    }

    func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
        try FitLogStages().migrateSchemaV2ToSchemaV3(context)
    }

    func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
        var seen = 0
        try context.migrate(SchemaV3.SDMealLogItem.self, to: SchemaV4.SDMealLogItem.self) { old in
            seen += 1
            if seen == 3 { throw Refusal() }
            return SchemaV4.SDMealLogItem(foodName: old.foodName, quantity: 1)
        }
    }
}

@Suite("Opening and migrating fail with typed errors and leave the store as it was")
struct StoreFailureTests {
    /// A store at V1 with synthetic rows, and its rows and schema before anything else happens.
    func filledV1Store(_ folder: TemporaryFolder) throws -> (
        URL, [String: [Int64: [String: DatabaseValue]]], [String: [String]]
    ) {
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 1)
        let v1 = SchemaV1.schemaDescription
        try SyntheticRows.fill(url, schema: v1, rowsPerEntity: 20)
        return (url, try StoreInspection.rows(url, schema: v1), try StoreInspection.normalisedSchema(url))
    }

    @Test("a store newer than the app is refused, naming both versions")
    func storeIsNewer() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url)
        #expect {
            _ = try ExamplePlan.open(url, upTo: 5)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "the store at \(url.path) is at schema version 1.6.0, newer than this app's latest (1.4.0) and only instances at 1.6.0 or later can use it (a step after 1.4.0 contracted the schema); update the app, or open a copy with the newer app"
        }
    }

    @Test("a store whose version's schema was edited after shipping is refused")
    func editedShippedSchema() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 3)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "UPDATE _schemagen_metadata SET value = '0123456789abcdef' WHERE key = 'fingerprint'")
        }
        #expect {
            _ = try ExamplePlan.open(url)
        } throws: { error in
            let text = (error as? SchemaStoreError)?.description ?? ""
            return text.hasPrefix(
                "the store at \(url.path) (version 1.2.0) matches no schema version this app knows: its fingerprint 0123456789abcdef differs from this app's version 1.2.0"
            )
                && text.hasSuffix("the schema of a shipped version was edited")
        }
    }

    @Test("a version missing from the plan is refused")
    func unknownVersion() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try ExamplePlan.open(url, upTo: 2)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "UPDATE _schemagen_metadata SET value = '1.0.5' WHERE key = 'version'")
        }
        #expect {
            _ = try ExamplePlan.open(url)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "the store at \(url.path) (version 1.0.5) matches no schema version this app knows: version 1.0.5 is not in the migration plan"
        }
    }

    @Test("a file that is not a database, or a database schemagen did not create, is refused")
    func notADatabase() throws {
        let folder = try TemporaryFolder()
        let text = folder.file("notes.sqlite")
        try String(repeating: "not a database\n", count: 100).write(to: text, atomically: true, encoding: .utf8)
        #expect {
            _ = try ExamplePlan.open(text)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "\(text.path) is not a schemagen store: the file is not an SQLite database; it was left untouched"
        }
        let foreign = folder.file("foreign.sqlite")
        try DatabaseQueue(path: foreign.path).write { db in try db.execute(sql: "CREATE TABLE t (x)") }
        #expect {
            _ = try ExamplePlan.open(foreign)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "\(foreign.path) is not a store of this app: it holds 1 table and no schemagen metadata; only a missing or empty file becomes a new store; it was left untouched"
        }
    }

    @Test("a custom stage that throws mid-stage leaves the store exactly as before migrating")
    func customStageThrows() throws {
        let folder = try TemporaryFolder()
        let (url, rowsBefore, schemaBefore) = try filledV1Store(folder)
        #expect {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.allSchemas, stages: SchemaMigrations.stages(FailingStages()))
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "migrating the store at \(url.path), the custom stage 1.2.0 -> 1.3.0 threw: quantities can't be parsed today; the store was restored from its backup to version 1.0.0, as it was before migrating"
        }
        // The stage's own error reaches the caller unchanged, and the outcome says where the store is.
        do {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.allSchemas, stages: SchemaMigrations.stages(FailingStages()))
        } catch let error as SchemaStoreError {
            #expect(error.underlyingError is FailingStages.Refusal)
            #expect(error.localizedDescription == error.description)
            guard case .restored(let version)? = error.outcome else {
                Issue.record("expected a restored store, got \(String(describing: error.outcome))")
                return
            }
            #expect(version == SchemaVersion(1, 0, 0))
        }
        // The backup was restored over the stages that had already committed.
        #expect(try StoreInspection.recordedVersion(url).0 == "1.0.0")
        #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
        #expect(try StoreInspection.normalisedSchema(url) == schemaBefore)
        #expect(try StoreInspection.backups(of: url).isEmpty, "the restored backup is removed")
        // And it still migrates once the stage is fixed.
        #expect(try ExamplePlan.open(url).version == SchemaV7.versionIdentifier)
    }

    @Test("without a backup, a failed stage rolls back alone and the store stays at the last stage that completed")
    func failureWithoutBackup() throws {
        let folder = try TemporaryFolder()
        let (url, _, _) = try filledV1Store(folder)
        var options = StoreOptions()
        options.backupBeforeMigrating = false
        #expect {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.allSchemas, stages: SchemaMigrations.stages(FailingStages()),
                options: options)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "migrating the store at \(url.path), the custom stage 1.2.0 -> 1.3.0 threw: quantities can't be parsed today; the store was left at version 1.2.0, the last stage that completed (backups are off)"
        }
        #expect(try StoreInspection.recordedVersion(url).0 == "1.2.0")
        #expect(try StoreInspection.normalisedSchema(url).keys.contains("SDDietaryAndActivityPreferences"))
    }

    @Test("a validation hook that fails stops the migration with its reason, and the store is restored")
    func validationHookFails() throws {
        let folder = try TemporaryFolder()
        let (url, rowsBefore, _) = try filledV1Store(folder)
        struct TooFewMeals: Error, CustomStringConvertible {
            var description: String { "expected at least 100 meals" }
        }
        var options = StoreOptions()
        var seen: [String] = []
        options.validate = { validation in
            seen.append("\(validation.from) -> \(validation.to)")
            if validation.to == SchemaVersion(1, 4, 0) { throw TooFewMeals() }
        }
        #expect {
            _ = try ExamplePlan.open(url, options: options)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "migrating the store at \(url.path), the stage 1.3.0 -> 1.4.0 failed validation: expected at least 100 meals; the store was restored from its backup to version 1.0.0, as it was before migrating"
        }
        #expect(seen == ["1.0.0 -> 1.1.0", "1.1.0 -> 1.2.0", "1.2.0 -> 1.3.0", "1.3.0 -> 1.4.0"])
        #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
    }

    @Test("a stage that leaves a broken reference fails the foreign-key check before it commits")
    func brokenReferenceFailsTheStage() throws {
        struct DanglingStages: SchemaMigrationsCustomStages {
            func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
                try FitLogStages().migrateSchemaV2ToSchemaV3(context)
                try context.sqlite.execute(sql: "UPDATE SDPhysicalAttribute SET userProfile = 9999")
            }
            func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {}
        }
        let folder = try TemporaryFolder()
        let (url, rowsBefore, _) = try filledV1Store(folder)
        #expect {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.allSchemas, stages: SchemaMigrations.stages(DanglingStages()))
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "migrating the store at \(url.path), the stage 1.1.0 -> 1.2.0 failed validation: 20 rows break foreign keys (first: a row of 'SDPhysicalAttribute' points at a missing 'SDUserProfile'); the store was restored from its backup to version 1.0.0, as it was before migrating"
        }
        #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
    }

    @Test("a custom stage that leaves an entity it can't copy automatically fails, naming the entity and why")
    func incompleteCustomStage() throws {
        struct LazyStages: SchemaMigrationsCustomStages {
            func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
                try FitLogStages().migrateSchemaV2ToSchemaV3(context)
            }
            func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {}
        }
        let folder = try TemporaryFolder()
        let (url, _, _) = try filledV1Store(folder)
        #expect {
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.allSchemas, stages: SchemaMigrations.stages(LazyStages()))
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "migrating the store at \(url.path), the stage 1.2.0 -> 1.3.0 failed: the rows of 'SDMealLogItem' can't be copied automatically: 'quantity' changed from String to Double; the store was restored from its backup to version 1.0.0, as it was before migrating"
        }
    }

    @Test("a store locked by another process gives a clear busy error after the timeout, and no partial work")
    func busyStore() throws {
        let folder = try TemporaryFolder()
        let (url, rowsBefore, _) = try filledV1Store(folder)
        // Another connection (as another process would) holds the write lock until the test releases it.
        let holder = try DatabaseQueue(path: url.path)
        let locked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? holder.inTransaction(.exclusive) { _ in
                locked.signal()
                release.wait()
                return .rollback
            }
            finished.signal()
        }
        locked.wait()
        var options = StoreOptions()
        options.busyTimeout = 0.2
        options.backupBeforeMigrating = false
        #expect {
            _ = try ExamplePlan.open(url, options: options)
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "the store at \(url.path) is busy: another process is using or migrating it; try again when it is done"
        }
        release.signal()
        finished.wait()
        #expect(try StoreInspection.recordedVersion(url).0 == "1.0.0")
        #expect(try StoreInspection.rows(url, schema: SchemaV1.schemaDescription) == rowsBefore)
    }
}

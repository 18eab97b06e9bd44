import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import GoldenRelationships
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// Errors say what happened to which file, in words that fit it; and another app's store is named as such,
/// not as an edited version of this app's.
@Suite("Errors name their file in the right words, and every app's stores carry a history of their own")
struct StoreWordingTests {
    @Test("a store in a folder that does not exist is cannotOpen, not read-only")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("missing/store.sqlite")
        #expect {
            _ = try ExamplePlan.open(url)
        } throws: { error in
            guard let error = error as? SchemaStoreError, error.code == .cannotOpen else { return false }
            let text = error.localizedDescription
            return error.path == url.path && error.underlyingError != nil
                && text.hasPrefix("\(url.path) can't be opened or created (")
                && text.hasSuffix("; check that its folder exists and can be written")
        }
        #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
    }

    @Test("an SQLite error whose message is 'not an error' is worded from its result code")
    func notAnError() {
        let path = "/stores/app.sqlite.schemagen-backup-1a2b3c4d"
        let fault = SchemaStoreError.fault(DatabaseError(resultCode: .SQLITE_FULL, message: "not an error"), path: path)
        let text = fault?.description ?? ""
        #expect(
            text
                == "the disk holding \(path) is full (SQLite error 13: database or disk is full); free some space and try again"
        )
        #expect(!text.contains("not an error"))
    }

    @Test("the default history identifier is the plan's name and its first version's fingerprint")
    func defaultHistoryIdentifier() {
        let digits = SchemaFingerprint.of(GeneratedSchemas.SchemaV1.schemaDescription).dropFirst("v2:".count).prefix(12)
        #expect(GeneratedSchemas.SchemaMigrations.historyIdentifier == "SchemaMigrations:\(digits)")
        #expect(GeneratedSchemas.SchemaMigrations.formerHistoryIdentifiers == ["SchemaMigrations"])
        // Two apps whose plans have the same name are told apart.
        #expect(
            GoldenRelationships.SchemaMigrations.historyIdentifier
                != GeneratedSchemas.SchemaMigrations.historyIdentifier)
    }

    @Test("another app's store, from a plan with the same name, is refused as another history, untouched")
    func sameNamedPlanOfAnotherApp() throws {
        struct NoStages: GoldenRelationships.SchemaMigrationsCustomStages {
            func migrateSchemaV1ToSchemaV2(
                _ context: CustomStageContext<GoldenRelationships.SchemaV1, GoldenRelationships.SchemaV2>
            ) throws {}
        }
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try SchemaStore.open(at: url, plan: GoldenRelationships.SchemaMigrations.self, customStages: NoStages())
        let before = try StoreInspection.bytes(url)
        #expect {
            _ = try SchemaStore.open(
                at: url, plan: GeneratedSchemas.SchemaMigrations.self, customStages: FitLogStages())
        } throws: { error in
            (error as? SchemaStoreError)?.description
                == "\(url.path) is not a store of this app: it belongs to the schema history '\(GoldenRelationships.SchemaMigrations.historyIdentifier)', and this app's is '\(GeneratedSchemas.SchemaMigrations.historyIdentifier)'; it was left untouched"
        }
        #expect(try StoreInspection.bytes(url) == before)
    }

    @Test("a store that recorded the plan's bare name opens, and is re-stamped with the current identifier")
    func formerHistoryIdentifier() throws {
        let folder = try TemporaryFolder()
        for version in [3, 7] {
            let url = folder.file("store-\(version).sqlite")
            _ = try SchemaStore.open(
                at: url, schemas: ExamplePlan.schemas(upTo: version), stages: ExamplePlan.stages(upTo: version),
                history: "SchemaMigrations")
            let store = try SchemaStore.open(
                at: url, plan: GeneratedSchemas.SchemaMigrations.self, customStages: FitLogStages())
            #expect(store.version == SchemaV7.versionIdentifier)
            let recorded = try DatabaseQueue(path: url.path).read { db in
                try String.fetchOne(db, sql: "SELECT value FROM _schemagen_metadata WHERE key = 'history'")
            }
            #expect(recorded == GeneratedSchemas.SchemaMigrations.historyIdentifier, "version \(version)")
        }
    }
}

import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// The example's plan as it reads after `schemagen retire --through 1.2.0`: it starts at 1.3.0 and states the
/// three versions before it, with their fingerprints.
private enum RetiredExamplePlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { Array(SchemaMigrations.schemas.dropFirst(3)) }

    static func stages(_ customStages: any SchemaMigrationsCustomStages) -> [MigrationStage] {
        Array(SchemaMigrations.stages(customStages).dropFirst(3))
    }

    static var retiredVersions: [RetiredVersion] {
        SchemaMigrations.schemas.prefix(3).map {
            RetiredVersion($0.versionIdentifier, fingerprint: SchemaFingerprint.of($0.schemaDescription))
        }
    }
}

/// A plan whose oldest versions were retired: a store at one is refused by name, and stores of the versions
/// kept open as before, their history identifier unchanged.
@Suite("Retired versions: refused by name, and the history stays the same history")
struct RetiredVersionTests {
    @Test("a store at a retired version is refused naming the oldest supported version, and left untouched")
    func retiredStoreIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try SchemaStore.open(
            at: url, schemas: [SchemaV2.self], stages: [], history: RetiredExamplePlan.historyIdentifier)
        let before = try Data(contentsOf: url)
        #expect {
            _ = try SchemaStore.open(at: url, plan: RetiredExamplePlan.self, customStages: FitLogStages())
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .versionRetired && error?.storeVersion == SchemaVersion(1, 1, 0)
                && error?.localizedDescription
                    == "the store at \(url.path) is at schema version 1.1.0, which this app no longer migrates from: its oldest supported version is 1.3.0; it was left untouched. Open it with a release of the app that still supports 1.1.0 first, or start a new store"
        }
        #expect(try Data(contentsOf: url) == before)
        // The status says the same, without writing.
        #expect(throws: SchemaStoreError.self) {
            _ = try SchemaStore.status(at: url, plan: RetiredExamplePlan.self, customStages: FitLogStages())
        }
    }

    @Test("the history identifier is derived from the oldest retired version, so it is what it was before")
    func historyIdentifierIsKept() {
        let name = String(describing: RetiredExamplePlan.self)
        #expect(
            RetiredExamplePlan.historyIdentifier
                == HistoryIdentifier.ofPlan(named: name, firstVersion: SchemaV1.schemaDescription))
        #expect(
            RetiredExamplePlan.historyIdentifier
                != HistoryIdentifier.ofPlan(named: name, firstVersion: SchemaV4.schemaDescription))
    }

    @Test("a store at a version the plan kept opens and migrates to the latest")
    func keptVersionStillMigrates() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        // Written by the release before the retirement, at 1.3.0 (the fourth version), with its history.
        _ = try SchemaStore.open(
            at: url, schemas: ExamplePlan.schemas(upTo: 4), stages: ExamplePlan.stages(upTo: 4),
            history: RetiredExamplePlan.historyIdentifier)
        let store = try SchemaStore.open(at: url, plan: RetiredExamplePlan.self, customStages: FitLogStages())
        #expect(store.version == SchemaMigrations.schemas[SchemaMigrations.schemas.count - 1].versionIdentifier)
    }

    @Test("a version older than the plan's oldest that the plan never retired is still an unknown version")
    func unretiredOlderVersionIsUnknown() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        _ = try SchemaStore.open(at: url, schemas: [SchemaV2.self], stages: [])
        #expect {
            _ = try SchemaStore.open(
                at: url, schemas: RetiredExamplePlan.schemas, stages: RetiredExamplePlan.stages(FitLogStages()))
        } throws: { error in
            (error as? SchemaStoreError)?.code == .unknownSchema
        }
    }
}

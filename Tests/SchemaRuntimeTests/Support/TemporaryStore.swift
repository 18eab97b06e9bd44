import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaRuntime
import SchemaRuntimeSQLite

/// A fresh folder for one test's store files, removed afterwards.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-store-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String = "store.sqlite") -> URL { url.appendingPathComponent(name) }
}

/// The example's versions and stages, cut at a version: a store opened with `upTo: 3` ends at SchemaV3.
enum ExamplePlan {
    static var allSchemas: [any VersionedSchema.Type] { SchemaMigrations.schemas }

    static func schemas(upTo version: Int) -> [any VersionedSchema.Type] { Array(allSchemas.prefix(version)) }

    static func stages(upTo version: Int, customStages: any SchemaMigrationsCustomStages = FitLogStages())
        -> [MigrationStage]
    {
        Array(SchemaMigrations.stages(customStages).prefix(max(0, version - 1)))
    }

    /// Opens (creating or migrating) a store that ends at version `version` (1-based).
    static func open(_ url: URL, upTo version: Int = 7, options: StoreOptions = StoreOptions()) throws -> SchemaStore {
        try SchemaStore.open(at: url, schemas: schemas(upTo: version), stages: stages(upTo: version), options: options)
    }
}

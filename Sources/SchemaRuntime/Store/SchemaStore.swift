import Foundation
import GRDB
import Logging
import SchemaKit

/// An SQLite store of a versioned schema: created at the latest version, or migrated to it stage by stage
/// when opened.
///
/// ```swift
/// let store = try SchemaStore.open(at: url, plan: SchemaMigrations.self, customStages: AppStages())
/// try store.write { context in try context.insert(SDUserProfile(name: "Ada")) }
/// ```
///
/// ## Topics
/// - ``open(at:plan:customStages:options:)``
/// - ``write(_:)``
/// - ``read(_:)``
/// - ``history()``
public final class SchemaStore {
    /// Where the store is.
    public let url: URL
    /// The version the store is at (always the plan's latest once open).
    public let version: SchemaVersion
    let queue: DatabaseQueue
    let schema: Schema
    let layout: StoreLayout
    let modelTypes: [String: any PersistentModel.Type]

    private init(url: URL, queue: DatabaseQueue, latest: any VersionedSchema.Type) {
        self.url = url
        self.queue = queue
        version = latest.versionIdentifier
        schema = latest.schemaDescription
        layout = StoreLayout(schema)
        var types: [String: any PersistentModel.Type] = [:]
        for type in latest.models { types[type.entityName] = type }
        modelTypes = types
    }

    /// Opens the store at `url`: creates it at the plan's latest version if there is no store, or runs every
    /// stage from the store's version to the latest, each in its own transaction.
    public static func open<Plan: SchemaMigrationPlan>(
        at url: URL, plan: Plan.Type, customStages: Plan.CustomStages, options: StoreOptions = StoreOptions()
    ) throws -> SchemaStore {
        try open(at: url, schemas: Plan.schemas, stages: Plan.stages(customStages), options: options)
    }

    /// Opens the store at `url` with an explicit list of versions (oldest first) and the stages between
    /// them; the last version is the one the store ends at. For a plan, use
    /// ``open(at:plan:customStages:options:)``.
    public static func open(
        at url: URL, schemas: [any VersionedSchema.Type], stages: [MigrationStage],
        options: StoreOptions = StoreOptions()
    ) throws -> SchemaStore {
        guard let latest = schemas.last else {
            throw SchemaStoreError.unknownSchema(
                path: url.path, storeVersion: nil, reason: "the migration plan has no versions")
        }
        let queue = try openQueue(at: url, options: options)
        let migrator = StoreMigrator(url: url, queue: queue, schemas: schemas, stages: stages, options: options)
        try migrator.bringUpToDate()
        return SchemaStore(url: url, queue: queue, latest: latest)
    }

    static func openQueue(at url: URL, options: StoreOptions) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(options.busyTimeout)
        configuration.foreignKeysEnabled = true
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            // Reading the schema makes SQLite check the file header now, not at the first query.
            _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            return queue
        } catch let error as DatabaseError {
            throw StoreMigrator.storeError(error, path: url.path)
        }
    }

    /// Runs `body` in a write transaction; a thrown error rolls everything back.
    public func write<T>(_ body: (StoreContext) throws -> T) throws -> T {
        try queue.write { db in try body(context(db)) }
    }

    /// Runs `body` with read-only access.
    public func read<T>(_ body: (StoreContext) throws -> T) throws -> T {
        try queue.read { db in try body(context(db)) }
    }

    /// Every stage applied to this store, oldest first, starting with its creation.
    public func history() throws -> [AppliedStage] {
        try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM \(SQL.quoted(StoreMetadata.historyTable)) ORDER BY \"_pk\"").map {
                row in
                AppliedStage(
                    from: (row["from_version"] as String?).flatMap(SchemaVersion.init(parsing:)),
                    to: SchemaVersion(parsing: row["to_version"]) ?? SchemaVersion(0, 0, 0), kind: row["kind"],
                    appliedAt: Date(timeIntervalSince1970: row["applied_at"]), duration: row["duration_seconds"],
                    rowsTouched: row["rows_touched"])
            }
        }
    }

    private func context(_ db: Database) -> StoreContext {
        StoreContext(db: db, schema: schema, layout: layout, modelTypes: modelTypes)
    }
}

import Foundation
import GRDB
import Logging
import SchemaModel
import SchemaRuntime

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
    /// The tables as this store reads and writes them (less deprecated columns a newer release dropped).
    let serving: ServingLayout
    let modelTypes: [String: any PersistentModel.Type]

    private init(url: URL, queue: DatabaseQueue, latest: any VersionedSchema.Type, serving: ServingLayout) {
        self.url = url
        self.queue = queue
        version = latest.versionIdentifier
        schema = latest.schemaDescription
        self.serving = serving
        var types: [String: any PersistentModel.Type] = [:]
        for type in latest.models { types[type.entityName] = type }
        modelTypes = types
        OpenStores.opened(queue.path)
    }

    deinit { OpenStores.closed(queue.path) }

    /// Opens the store at `url`: creates it at the plan's latest version if there is no store, or runs every
    /// stage from the store's version to the latest, each in its own transaction.
    ///
    /// Only a missing or zero-byte file becomes a new store. Anything else that is not a store of this plan's
    /// history, at a version the plan knows, with the tables that version lays out, is refused with a typed
    /// error, and the file, its write-ahead log and its shared-memory index are left byte for byte as they
    /// were. While one process migrates, others opening the same store (by any path: symbolic links are
    /// resolved) wait for it, up to ``StoreOptions/busyTimeout``, then open the migrated store or fail with
    /// ``SchemaStoreError/storeBusy(path:)``.
    public static func open<Plan: SchemaMigrationPlan>(
        at url: URL, plan: Plan.Type, customStages: Plan.CustomStages, options: StoreOptions = StoreOptions()
    ) throws -> SchemaStore {
        try open(
            at: url, schemas: Plan.schemas, stages: Plan.stages(customStages), history: Plan.historyIdentifier,
            formerHistories: Plan.formerHistoryIdentifiers, retiredVersions: Plan.retiredVersions.map(\.version),
            options: options)
    }

    /// Opens the store at `url` with a plan whose every stage is lightweight, which needs no custom stages;
    /// otherwise as ``open(at:plan:customStages:options:)``.
    public static func open<Plan: LightweightMigrationPlan>(
        at url: URL, plan: Plan.Type, options: StoreOptions = StoreOptions()
    ) throws -> SchemaStore {
        try open(at: url, plan: plan, customStages: Plan.noCustomStages, options: options)
    }

    /// Opens the store at `url` with an explicit list of versions (oldest first) and the stages between
    /// them; the last version is the one the store ends at. `history` names the schema history the store
    /// must belong to (`nil` accepts any); a store that records one of `formerHistories` is accepted and
    /// re-stamped with `history`. A store at one of `retiredVersions` is refused naming the oldest of
    /// `schemas`. For a plan, use ``open(at:plan:customStages:options:)``.
    public static func open(
        at url: URL, schemas: [any VersionedSchema.Type], stages: [MigrationStage], history: String? = nil,
        formerHistories: [String] = [], retiredVersions: [SchemaVersion] = [], options: StoreOptions = StoreOptions()
    ) throws -> SchemaStore {
        guard let latest = schemas.last else {
            throw SchemaStoreError.unknownSchema(
                path: url.path, storeVersion: nil, reason: "the migration plan has no versions")
        }
        let file = try StoreName.resolve(url)
        let facts = VersionFacts(schemas, retired: retiredVersions)
        let recognition = StoreRecognition(
            url: file, schemas: schemas, facts: facts, history: history, formerHistories: formerHistories,
            busyTimeout: options.busyTimeout)
        // SQLite never sees a file that is not a database (it could write to it), and no read-write
        // connection opens a file before it is known to be this app's store.
        let observed: StoreState?
        if OpenStores.contains(file.path) {
            // Open in this process, so a store in WAL mode: only SQLite may touch its file (see OpenStores).
            observed = try typedFaults(path: file.path) {
                try recognition.observeWithoutWriting(headerSaysWAL: true, openInThisProcess: true)
            }
        } else {
            switch try StoreFile.inspect(file) {
            case .notSQLite:
                throw SchemaStoreError.notADatabase(path: file.path, detail: "the file is not an SQLite database")
            case .missing, .empty:
                observed = .new
            case .sqlite(let usesWAL):
                observed = try typedFaults(path: file.path) {
                    try recognition.observeWithoutWriting(headerSaysWAL: usesWAL)
                }
            }
        }
        let queue = try openQueue(at: file, options: options)
        let migrator = StoreMigrator(
            url: file, queue: queue, recognition: recognition, stages: stages, options: options)
        let opened = try migrator.bringUpToDate(observed: observed)
        return SchemaStore(
            url: url, queue: queue, latest: latest,
            serving: ServingLayout(full: facts.layout(at: schemas.count - 1), opened: opened))
    }

    static func openQueue(at url: URL, options: StoreOptions) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(options.busyTimeout)
        configuration.foreignKeysEnabled = true
        if let trace = options.statementTrace {
            configuration.prepareDatabase { db in db.trace(options: .statement) { trace("\($0)") } }
        }
        do {
            return try DatabaseQueue(path: url.path, configuration: configuration)
        } catch let error as DatabaseError {
            throw SchemaStoreError.fault(error, path: url.path) ?? error
        }
    }

    /// Runs `body` in a write transaction; a thrown error rolls everything back. SQLite's faults of the
    /// file (disk full, read-only, busy, I/O) are thrown as typed ``SchemaStoreError``s. A transaction that
    /// fails because another process (a newer release) dropped a column this version marks `deprecated` runs
    /// once more without it, so `body` may run twice.
    public func write<T>(_ body: (StoreContext) throws -> T) throws -> T {
        try servingLayout { layout in try typedFaults { try queue.write { db in try body(context(db, layout)) } } }
    }

    /// Runs `body` with read-only access. With write-ahead logging it sees the last committed state, even
    /// while another connection writes.
    public func read<T>(_ body: (StoreContext) throws -> T) throws -> T {
        try servingLayout { layout in try typedFaults { try queue.read { db in try body(context(db, layout)) } } }
    }

    /// Runs `transaction` with the layout the store serves; once more if it failed on a deprecated column
    /// another process (a newer release) dropped meanwhile (``ServingLayout``).
    private func servingLayout<T>(_ transaction: (StoreLayout) throws -> T) throws -> T {
        try serving.run(
            transaction,
            isMissingColumn: { error in
                // SQLite says "no such column" when reading and "table ... has no column named" when inserting.
                guard let error = error as? DatabaseError, error.resultCode == .SQLITE_ERROR else { return false }
                let message = error.message ?? ""
                return message.contains("no such column") || message.contains("has no column named")
            },
            missing: { full in try typedFaults { try queue.read { db in try full.missingDeprecatedColumns(in: db) } } })
    }

    private func typedFaults<T>(_ body: () throws -> T) throws -> T {
        try Self.typedFaults(path: queue.path, body)
    }

    /// Runs `body`, turning SQLite's faults of the file at `path` into typed errors.
    private static func typedFaults<T>(path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw SchemaStoreError.fault(error, path: path) ?? error
        }
    }

    /// Every stage applied to this store, oldest first, starting with its creation. A row that can't be read
    /// as the runtime writes it (edited by hand) is a ``SchemaStoreError/corrupt(path:underlying:)`` error
    /// naming its table, row and column.
    public func history() throws -> [AppliedStage] {
        try typedFaults { try queue.read { db in try StoreMetadata.history(db, path: queue.path) } }
    }

    private func context(_ db: Database, _ layout: StoreLayout) -> StoreContext {
        StoreContext(connection: SQLiteStoreDatabase(db), schema: schema, layout: layout, modelTypes: modelTypes)
    }
}

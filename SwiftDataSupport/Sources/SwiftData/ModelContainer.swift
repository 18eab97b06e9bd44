import Foundation

/// A stand-in for SwiftData's `ModelConfiguration`: where a container keeps its store.
public struct ModelConfiguration: Sendable {
    /// The store file, or `nil` for a store in memory.
    public let url: URL?

    /// A store in the file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// A store in memory only, or (as the stand-in has no default location) in memory anyway.
    public init(isStoredInMemoryOnly: Bool = true) {
        self.url = nil
    }

    /// Whether the store lives in memory only.
    public var isStoredInMemoryOnly: Bool { url == nil }
}

/// A stand-in for SwiftData's `ModelContainer`: opens a store for a schema, first migrating it through the
/// plan's stages when it was written by an earlier version, as `docs/SwiftData.md` ("The stand-in's staged
/// migration") describes.
public final class ModelContainer: @unchecked Sendable {
    /// The schema the container opens the store with.
    public let schema: Schema
    /// The configurations, the first of which says where the store is.
    public let configurations: [ModelConfiguration]
    let store: StoreBox
    let storeSchema: StoreSchema

    /// A container for `types`.
    public convenience init(
        for types: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(types), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for `schema`. A store file written by another version is migrated through `migrationPlan`'s
    /// stages first, each saved when it completes; without a plan it is refused.
    public convenience init(
        for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: schema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container on `store`, already at `schema`'s version (whose store view is `storeSchema`, when already
    /// made): an empty store in memory, or the copy of a store a migration stage works on.
    init(inMemory schema: Schema, storeSchema: StoreSchema? = nil, store: StoreBox? = nil) {
        self.schema = schema
        configurations = [ModelConfiguration()]
        self.storeSchema = storeSchema ?? StoreSchema(schema)
        self.store = store ?? StoreBox(StoreContents(empty: self.storeSchema), url: nil)
    }

    private init(
        for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]
    ) throws {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        storeSchema = StoreSchema(schema)
        let url = self.configurations[0].url
        let migration = try migrationPlan.map { try StagedMigration(plan: $0) }
        guard let url, FileManager.default.fileExists(atPath: url.path) else {
            let contents = StoreContents(empty: storeSchema)
            if let url { try contents.write(to: url) }
            store = StoreBox(contents, url: url)
            return
        }
        let existing = try StoreContents.read(from: url)
        store = StoreBox(existing, url: url)
        if existing.entityHashes == storeSchema.hashes { return }
        guard let migration else {
            throw SwiftDataError(
                "the store at \(url.path) was written by another version of the schema, and no migration plan was given"
            )
        }
        try migration.migrate(store, to: storeSchema)
    }
}

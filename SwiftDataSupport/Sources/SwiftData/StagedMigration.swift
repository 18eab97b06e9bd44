/// Staged migration as Apple documents it (`docs/SwiftData.md`, "The stand-in's staged migration"): the
/// store's entity hashes name the plan's version it was written by, a plan with two versions that hash alike
/// is refused, and each stage from there to the container's version runs in order, saved only when it
/// completes: a custom stage's `willMigrate` with the old version's models, then the inferred migration, then
/// its `didMigrate` with the new version's.
struct StagedMigration {
    private struct Version {
        let type: any VersionedSchema.Type
        let schema: StoreSchema
    }

    private let versions: [Version]
    private let stages: [MigrationStage]

    /// The plan's versions and stages; throws when two versions hash alike.
    init(plan: any SchemaMigrationPlan.Type) throws {
        versions = plan.schemas.map { Version(type: $0, schema: StoreSchema(Schema(versionedSchema: $0))) }
        stages = plan.stages
        for (index, version) in versions.enumerated() {
            if let earlier = versions[..<index].first(where: { $0.schema.hashes == version.schema.hashes }) {
                throw SwiftDataError(
                    "Duplicate version checksums across stages detected: \(earlier.type) (\(earlier.schema.version)) and \(version.type) (\(version.schema.version)) hash alike"
                )
            }
        }
    }

    /// Migrates the store to `target`, one stage at a time, each saved when it completes.
    func migrate(_ store: StoreBox, to target: StoreSchema) throws {
        let storeHashes = store.contents.entityHashes
        guard var current = versions.firstIndex(where: { $0.schema.hashes == storeHashes }) else {
            throw SwiftDataError(
                "Cannot use staged migration with an unknown model version: the store's entity hashes match no version of the plan"
            )
        }
        guard let last = versions.firstIndex(where: { $0.schema.hashes == target.hashes }) else {
            throw SwiftDataError("the container's schema \(target.version) is no version of the migration plan")
        }
        guard current <= last else {
            throw SwiftDataError(
                "the store was written by \(versions[current].type) (\(versions[current].schema.version)), newer than the container's \(target.version)"
            )
        }
        while current < last {
            try run(from: versions[current], to: versions[current + 1], store)
            current += 1
        }
    }

    private func run(from old: Version, to new: Version, _ store: StoreBox) throws {
        guard let stage = stages.first(where: { $0.connects(old.type, new.type) }) else {
            throw SwiftDataError("the migration plan has no stage from \(old.type) to \(new.type)")
        }
        let step = "\(old.type) (\(old.schema.version)) -> \(new.type) (\(new.schema.version))"
        let scratch = StoreBox(store.contents, url: nil)
        let handlers = stage.handlers
        if let willMigrate = handlers.willMigrate {
            try Self.call(willMigrate, "willMigrate", of: step, Self.context(on: scratch, old))
        }
        do {
            try scratch.save(try InferredMapping.apply(scratch.contents, from: old.schema, to: new.schema))
        } catch {
            throw SwiftDataError("the inferred migration of \(step) failed: \(error)")
        }
        if let didMigrate = handlers.didMigrate {
            try Self.call(didMigrate, "didMigrate", of: step, Self.context(on: scratch, new))
        }
        try store.save(scratch.contents)
    }

    /// A context on the store a stage works on, seeing `version`'s models.
    private static func context(on store: StoreBox, _ version: Version) -> ModelContext {
        ModelContext(
            ModelContainer(inMemory: Schema(versionedSchema: version.type), storeSchema: version.schema, store: store))
    }

    private static func call(
        _ handler: (ModelContext) throws -> Void, _ name: String, of step: String, _ context: ModelContext
    ) throws {
        do {
            try handler(context)
        } catch {
            throw SwiftDataError("the custom stage \(step) failed in \(name): \(error)")
        }
    }
}

extension MigrationStage {
    /// Whether the stage goes from `old` to `new`.
    fileprivate func connects(_ old: any VersionedSchema.Type, _ new: any VersionedSchema.Type) -> Bool {
        switch self {
        case .lightweight(let from, let to), .custom(let from, let to, _, _):
            ObjectIdentifier(from) == ObjectIdentifier(old) && ObjectIdentifier(to) == ObjectIdentifier(new)
        }
    }

    /// A custom stage's handlers; none for a lightweight one.
    fileprivate var handlers:
        (
            willMigrate: (@Sendable (ModelContext) throws -> Void)?,
            didMigrate: (@Sendable (ModelContext) throws -> Void)?
        )
    {
        switch self {
        case .lightweight: (nil, nil)
        case .custom(_, _, let willMigrate, let didMigrate): (willMigrate, didMigrate)
        }
    }
}

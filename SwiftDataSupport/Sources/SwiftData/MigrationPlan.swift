/// A stand-in for SwiftData's `VersionedSchema`: one version of an app's models.
public protocol VersionedSchema {
    /// The models of this version.
    static var models: [any PersistentModel.Type] { get }
    /// This version's identifier.
    static var versionIdentifier: Schema.Version { get }
}

/// A stand-in for SwiftData's `SchemaMigrationPlan`: every version, and the stage between each pair.
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages between consecutive versions.
    static var stages: [MigrationStage] { get }
}

/// A stand-in for SwiftData's `MigrationStage`.
public enum MigrationStage: @unchecked Sendable {
    /// A stage SwiftData infers from the two versions.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A stage with code before (seeing the old version's models) and after (seeing the new one's).
    case custom(
        fromVersion: any VersionedSchema.Type,
        toVersion: any VersionedSchema.Type,
        willMigrate: (@Sendable (ModelContext) throws -> Void)?,
        didMigrate: (@Sendable (ModelContext) throws -> Void)?
    )
}

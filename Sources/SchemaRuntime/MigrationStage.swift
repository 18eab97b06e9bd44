/// One step of a migration plan, from a version to the next, shaped like SwiftData's `MigrationStage`.
public struct MigrationStage {
    /// Whether the step needs user code.
    public enum Kind: String, Hashable, Sendable {
        /// Derived from the two versions' descriptions.
        case lightweight
        /// Runs user code.
        case custom
    }

    /// The older version.
    public let fromVersion: any VersionedSchema.Type
    /// The newer version.
    public let toVersion: any VersionedSchema.Type
    /// Whether the step needs user code.
    public let kind: Kind
    /// The user's code for a custom stage, type-erased over the two versions.
    let customMigration: ((StageEnvironment) throws -> Void)?

    /// A step the runtime derives from the two versions' descriptions.
    public static func lightweight(from: any VersionedSchema.Type, to: any VersionedSchema.Type) -> MigrationStage {
        MigrationStage(fromVersion: from, toVersion: to, kind: .lightweight, customMigration: nil)
    }

    /// A step that runs `migrate`, with typed access to both versions.
    public static func custom<Old: VersionedSchema, New: VersionedSchema>(
        from: Old.Type, to: New.Type, migrate: @escaping (CustomStageContext<Old, New>) throws -> Void
    ) -> MigrationStage {
        MigrationStage(
            fromVersion: from, toVersion: to, kind: .custom,
            customMigration: { environment in try migrate(CustomStageContext(environment: environment)) })
    }
}

/// What a stage runs against. The store fills it in when it executes a plan.
public struct StageEnvironment {
    /// The description of the version being migrated from.
    public let from: any VersionedSchema.Type
    /// The description of the version being migrated to.
    public let to: any VersionedSchema.Type

    /// Creates an environment for a step.
    public init(from: any VersionedSchema.Type, to: any VersionedSchema.Type) {
        self.from = from
        self.to = to
    }
}

/// What a custom stage's code receives: typed access to the old version's models and the new version's.
public struct CustomStageContext<Old: VersionedSchema, New: VersionedSchema> {
    /// The environment of the running stage.
    public let environment: StageEnvironment

    /// The older version.
    public var oldVersion: Old.Type { Old.self }
    /// The newer version.
    public var newVersion: New.Type { New.self }
}

/// A generated migration plan: every version, oldest first, and the stage between each pair.
public protocol SchemaMigrationPlan {
    /// What supplies the custom stages: a generated protocol with one requirement per custom stage, so a
    /// missing one fails the build naming the stage.
    associatedtype CustomStages
    /// Every version, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages, one per consecutive pair of versions.
    static func stages(_ customStages: CustomStages) -> [MigrationStage]
}

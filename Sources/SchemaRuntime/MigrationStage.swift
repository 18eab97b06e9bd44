import GRDB
import SchemaModel

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

/// The running step a custom stage works in: its transaction and the executor that set up both versions'
/// tables. Only the runtime creates one.
public final class StageEnvironment {
    let executor: StepExecutor

    init(executor: StepExecutor) {
        self.executor = executor
    }
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
    /// The name of the schema history the plan migrates: stores record it, and a store of another history
    /// (another app's) is refused as such. By default the plan's type name; a plan that is renamed keeps its
    /// stores by returning its old name here.
    static var historyIdentifier: String { get }
}

extension SchemaMigrationPlan {
    /// The plan's type name, without its module (a module may be renamed without changing the history).
    public static var historyIdentifier: String { String(describing: Self.self) }
}

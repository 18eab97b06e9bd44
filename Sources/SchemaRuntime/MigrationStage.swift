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

    /// How many rows ``CustomStageContext/migrate(_:to:batchSize:_:)`` and
    /// ``CustomStageContext/forEachOld(_:batchSize:_:)`` read and write at a time unless a stage says otherwise.
    /// The test kit's fixture stores hold more rows than this in every table a custom stage may read, so a
    /// stage that mishandles its second batch fails there.
    public static let defaultBatchSize = 500

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
    /// (another app's) is refused as such. By default the plan's type name and its first version's
    /// fingerprint (``defaultHistoryIdentifier``), so two apps whose plans share a name are still told apart;
    /// a plan that is renamed keeps its stores by listing its old identifier in
    /// ``formerHistoryIdentifiers``.
    static var historyIdentifier: String { get }
    /// Identifiers this plan's stores may have recorded before ``historyIdentifier`` took its current value.
    /// A store that records one is opened as this plan's and re-stamped with the current identifier. By
    /// default the plan's bare type name, which stores recorded before the identifier included the first
    /// version's fingerprint.
    static var formerHistoryIdentifiers: [String] { get }
    /// The versions before ``schemas``' first that `schemagen retire` took out, oldest first: a store at one
    /// is refused naming the oldest version the plan migrates from. Empty by default.
    static var retiredVersions: [RetiredVersion] { get }
}

/// A plan whose every stage is lightweight, so a store opens without a value for custom stages:
/// `SchemaStore.open(at: url, plan: SchemaMigrations.self)`. Generated plans without a custom stage conform.
public protocol LightweightMigrationPlan: SchemaMigrationPlan {
    /// The plan's custom stages, of which there are none.
    static var noCustomStages: CustomStages { get }
}

extension SchemaMigrationPlan {
    /// ``defaultHistoryIdentifier``.
    public static var historyIdentifier: String { defaultHistoryIdentifier }

    /// The plan's bare type name, the identifier stores recorded before it included the first version.
    public static var formerHistoryIdentifiers: [String] { [String(describing: Self.self)] }

    /// None: no version was retired.
    public static var retiredVersions: [RetiredVersion] { [] }

    /// The plan's type name without its module (a module may be renamed without changing the history), a
    /// colon, and the first 12 hexadecimal digits of its first version's fingerprint, which sealing keeps
    /// from ever changing once shipped: `SchemaMigrations:3f09c5be1a2d`. The first version is the history's
    /// first, retired or not, so retiring versions keeps the identifier.
    public static var defaultHistoryIdentifier: String {
        HistoryIdentifier.ofPlan(
            named: String(describing: Self.self), firstVersion: schemas.first?.schemaDescription,
            retired: retiredVersions)
    }
}

/// The identifier a store records of the schema history it belongs to.
public enum HistoryIdentifier {
    /// The identifier a plan named `planName`, whose first version is `firstVersion`, gives its stores by
    /// default (``SchemaMigrationPlan/defaultHistoryIdentifier``); for a tool that reads a history from its
    /// version files rather than a compiled plan.
    /// When versions were `retired` before `firstVersion`, the history's first version is the oldest retired
    /// one, whose fingerprint the plan states: the identifier stays what it was before the retirement.
    public static func ofPlan(named planName: String, firstVersion: Schema?, retired: [RetiredVersion] = []) -> String {
        if let oldest = retired.first { return ofPlan(named: planName, firstFingerprint: oldest.fingerprint) }
        guard let firstVersion else { return planName }
        return ofPlan(named: planName, firstFingerprint: SchemaFingerprint.of(firstVersion))
    }

    /// `planName`, a colon and the first 12 hexadecimal digits of `firstFingerprint` (`v2:3f09...`).
    private static func ofPlan(named planName: String, firstFingerprint: String) -> String {
        let digits = firstFingerprint.split(separator: ":").last ?? ""
        return planName + ":" + digits.prefix(12)
    }
}

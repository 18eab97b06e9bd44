import SchemaModel

/// The kind of migration stage a step needs.
public enum StageKind: String, Hashable, Sendable {
    /// Inferred from the two versions' descriptions; no user code.
    case lightweight
    /// Needs user code, written once and required at compile time.
    case custom
}

/// A destructive change and what covers it.
public struct DestructiveChange: Hashable, Sendable {
    /// What makes a destructive change allowed.
    public enum Coverage: String, Hashable, Sendable {
        /// The step is custom: the app's code decides what becomes of the data.
        case customStage
        /// The step is lightweight and `acceptDataLoss` names the change: the data is dropped, knowingly.
        case acceptedDataLoss
        /// Nothing covers it: an error.
        case none
    }

    /// The change.
    public var change: SchemaChange
    /// What covers it.
    public var coverage: Coverage

    /// Whether something covers it (the stage is custom, or `acceptDataLoss` names it exactly).
    public var isAcknowledged: Bool { coverage != .none }

    /// How plans label it: "covered by the custom stage", "data loss accepted", "not covered".
    public var label: String {
        switch coverage {
        case .customStage: "covered by the custom stage"
        case .acceptedDataLoss: "data loss accepted"
        case .none: "data loss not accepted"
        }
    }
}

/// Everything computed for one version: its changes from the previous one, what it defines and reuses, its
/// stage kind and its destructive changes.
public struct VersionStep: Sendable {
    /// The version.
    public private(set) var schema: VersionFile
    /// The previous version, or `nil` for the first.
    public private(set) var previous: VersionFile?
    /// The changes from the previous version (empty for the first).
    public let changes: [SchemaChange]
    /// Renames resolved between the two versions (`nil` for the first).
    public let correspondence: StepCorrespondence?
    /// What is defined and what is reused.
    public let redefinition: RedefinitionAnalysis
    /// The stage kind, or `nil` for the first version.
    public let stage: StageKind?
    /// Why the stage is custom (empty when lightweight).
    public let customReasons: [String]
    /// The destructive changes, each with whether it is acknowledged.
    public let destructiveChanges: [DestructiveChange]
    /// Errors found in the step: unacknowledged data loss, `acceptDataLoss` entries that name nothing lost.
    public let diagnostics: [Diagnostic]

    /// The step, its two versions without the places their elements were written
    /// (``VersionFile/forgettingSources()``).
    public func forgettingSources() -> VersionStep {
        var step = self
        step.schema = schema.forgettingSources()
        step.previous = previous?.forgettingSources()
        return step
    }

    /// The first version: everything is defined, and there is no stage.
    public init(firstVersion schema: VersionFile) {
        self.schema = schema
        previous = nil
        changes = []
        correspondence = nil
        redefinition = RedefinitionAnalysis(firstVersion: schema.schema)
        stage = nil
        customReasons = []
        destructiveChanges = []
        diagnostics = []
    }

    /// A step from `previous` to `schema`, given their diff. ``HistoryAnalysis`` builds the steps: the diffs
    /// of a history's steps are independent, so it computes them together; only what is redefined depends on
    /// the steps before (`lastDefinedIn`).
    init(previous: VersionFile, schema: VersionFile, diff: SchemaDiff, lastDefinedIn: [String: String]) {
        self.schema = schema
        self.previous = previous
        let correspondence = diff.correspondence
        self.correspondence = correspondence
        changes = diff.changes
        redefinition = RedefinitionAnalysis(diff: diff, lastDefinedIn: lastDefinedIn)

        var reasons = changes.compactMap { change -> String? in
            if case .custom(let reason) = change.effect { return reason }
            return nil
        }
        if schema.migration?.forcesCustomStage == true {
            reasons.insert("'migration: stage: custom' is set in this version", at: 0)
        }
        customReasons = reasons
        let stage: StageKind = reasons.isEmpty ? .lightweight : .custom
        self.stage = stage

        let acknowledgement = DataLossAcknowledgement(
            changes: changes, stage: stage, correspondence: correspondence, file: schema)
        destructiveChanges = acknowledgement.destructiveChanges
        if !correspondence.rejectedRenames.isEmpty {
            // With a rename that names nothing, the diff sees a removal and an addition: reporting their data
            // loss would blame the wrong thing. The rename's own errors, and acceptDataLoss entries that name
            // nothing at all, are what the user must fix first.
            diagnostics =
                RejectedRenameDiagnostics.diagnostics(for: correspondence, in: schema)
                + (schema.migration?.acceptDataLoss ?? []).compactMap {
                    DataLossAcknowledgement.unknownName($0, correspondence)
                }
        } else {
            diagnostics =
                acknowledgement.diagnostics
                + StepAdvice.warnings(for: changes, step: correspondence, in: schema)
        }
    }

    /// The warnings (SG509) that a required attribute added without a default makes the step custom, naming
    /// `stageName` as the code to implement, in the names of the flavor that asks (the analysis names no
    /// generated code). Empty for the first version, and while a rename names
    /// nothing (its own errors come first).
    public func customStageAdvice(naming stageName: String) -> [Diagnostic] {
        guard let correspondence, correspondence.rejectedRenames.isEmpty else { return [] }
        return StepAdvice.requiredAttributesWithoutDefault(changes, correspondence, schema, stageName: stageName)
    }
}

import SchemaKit

/// One disagreement between what a team wrote by hand and what schemagen computes, at the Swift location
/// where it was written, with why it matters.
public struct AuditFinding: Hashable, Sendable, Comparable {
    /// What kind of disagreement it is; the raw value is the stable name text and JSON output carry.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A model reused by typealias that this version must redefine.
        case reusedButMustBeRedefined = "reused-must-be-redefined"
        /// A model redefined although a typealias would do (benign).
        case redefinedNeedlessly = "redefined-needlessly"
        /// A stage written lightweight whose changes need code.
        case lightweightStageNeedsCode = "lightweight-stage-needs-code"
        /// A custom stage where lightweight would do (benign).
        case customStageCouldBeLightweight = "custom-stage-could-be-lightweight"
        /// A destructive change that no custom stage covers.
        case unaccountedDataLoss = "destructive-change-unaccounted"
        /// A versioned schema the plan's stages migrate between that its `schemas` does not list.
        case versionMissingFromSchemas = "version-missing-from-schemas"
        /// Versioned schemas the plan neither lists nor migrates between: not history (benign).
        case schemasOutsidePlan = "schemas-outside-plan"
        /// Older versions whose `models` are today's classes rather than copies frozen when they shipped.
        case oldVersionListsLiveClasses = "old-version-lists-live-classes"
        /// A model a relationship reaches that a version's `models` does not list (benign).
        case modelReachedNotListed = "model-reached-not-listed"
        /// A `versionIdentifier` an earlier version states too (benign).
        case duplicateVersionIdentifier = "duplicate-version-identifier"
        /// A step between consecutive versions missing from the plan's `stages`.
        case stepMissingFromStages = "step-missing-from-stages"
        /// Two consecutive versions SwiftData would hash the same.
        case duplicateVersionHash = "duplicate-version-hash"
        /// A model class renamed between versions with no stage that copies its rows.
        case classRenamedWithoutCopy = "class-renamed-without-copy"
        /// A stored `static var versionIdentifier`.
        case storedVersionIdentifier = "stored-version-identifier"
        /// A top-level typealias pointing at an older version's class than the latest version uses.
        case staleTypealiasMap = "stale-typealias-map"
        /// Any other rule of the schema language the history breaks, as `schemagen validate` reports it.
        case historyBreaksRule = "history-breaks-rule"
    }

    /// How much a disagreement matters.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// It can lose data or fail at launch on users' devices.
        case harmful
        /// It will not compile under Swift 6, or it is needless code to keep in step by hand.
        case hygiene
        /// Worth knowing; nothing fails.
        case benign
    }

    /// The kind.
    public var kind: Kind
    /// How much it matters.
    public var severity: Severity
    /// Where the team wrote it.
    public var location: SourceLocation
    /// What disagrees, in one sentence.
    public var message: String
    /// Why it matters.
    public var why: String
    /// The findings this one causes, listed under it: one root cause, reported once.
    public var consequences: [AuditFinding] = []
    /// What the finding follows from, when findings can share it (a changed model its dependents must be
    /// redefined for, a class rename): ``AuditGrouping`` folds findings with one cause into one.
    var cause: AuditCause?

    /// Creates a finding.
    public init(_ kind: Kind, _ severity: Severity, at location: SourceLocation, _ message: String, why: String) {
        self.kind = kind
        self.severity = severity
        self.location = location
        self.message = message
        self.why = why
    }

    /// Every finding and its consequences, depth first.
    public var flattened: [AuditFinding] { [self] + consequences.flatMap(\.flattened) }

    /// Orders by location, then kind and text, so reports read the same on every run.
    public static func < (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
        return lhs.message < rhs.message
    }
}

/// A root cause findings can share.
enum AuditCause: Hashable, Sendable {
    /// `model` (or enum) changed in `version`, so the models that point at it must be redefined there;
    /// `location` is where the version declares it.
    case changed(model: String, version: String, location: SourceLocation)
    /// A class renamed from `from` to `to` in `version`.
    case renamed(from: String, to: String, version: String)
    /// A stored `static var versionIdentifier`, in any version.
    case storedVersionIdentifier
    /// Older versions that list today's classes, and what follows from it.
    case liveClasses
}

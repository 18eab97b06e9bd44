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
        /// A versioned schema missing from the plan's `schemas`.
        case versionMissingFromSchemas = "version-missing-from-schemas"
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

    /// Whether the disagreement loses data, fails at run time or blocks the build (harmful), or only costs
    /// code or time (benign).
    public enum Severity: String, Hashable, Sendable {
        case harmful, benign
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

    /// Creates a finding.
    public init(_ kind: Kind, _ severity: Severity, at location: SourceLocation, _ message: String, why: String) {
        self.kind = kind
        self.severity = severity
        self.location = location
        self.message = message
        self.why = why
    }

    /// Orders by location, then kind and text, so reports read the same on every run.
    public static func < (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
        return lhs.message < rhs.message
    }
}

import SchemaKit
import SchemaModel

/// What `schemagen retire` does to the lock: take the oldest sealed versions out of the plan, keeping their
/// entries (what was sealed stays sealed) and recording each one's store fingerprint, which the generated
/// plan states so a store at a retired version is recognised and refused by name.
public enum RetireRequest {
    /// The lock after a request, the version files it makes obsolete, and a line saying what changed.
    public struct Outcome: Sendable {
        /// The lock to write (the one given, when the request failed).
        public var lock: SchemaLock
        /// The files of the versions retired now, by name (`V1.yaml`): nothing is generated from them any more.
        public var retiredFiles: [String]
        /// What was done, for the user.
        public var summary: String
        /// Why the request can't be done, if it can't.
        public var failure: Diagnostic?
    }

    /// Retires every version of `history` up to and including `through`. `history` must have validated
    /// against `lock`, so the versions are the ones sealed. Every version retired must be sealed (it shipped),
    /// and at least one version stays in the plan.
    public static func retire(through: SchemaVersion, in lock: SchemaLock, history: SchemaHistory, lockPath: String)
        -> Outcome
    {
        func failure(_ message: String, hint: String) -> Outcome {
            Outcome(
                lock: lock, retiredFiles: [], summary: "",
                failure: Diagnostic(.error, .invalidRetireRequest, message, at: .path(lockPath), hint: hint))
        }
        let known = history.versions.map(\.version)
        if let newestRetired = history.retired.last?.version, through <= newestRetired {
            return failure(
                "every version through \(newestRetired) is retired already",
                hint: "retire through a later version, before the latest (\(known.last.map { "\($0)" } ?? "none"))")
        }
        guard let latest = known.last, known.contains(through) else {
            return failure(
                "the history has no version \(through)",
                hint: "the versions are \(MessageText.list(known))")
        }
        guard through < latest else {
            return failure(
                "\(through) is the latest version, and a plan keeps at least one",
                hint: "retire through a version before it, the last one no device still holds")
        }
        let retiring = history.versions.filter { $0.version <= through }
        if let unsealed = retiring.first(where: { lock.entry(for: $0.version) == nil }) {
            return failure(
                "version \(unsealed.version) is not sealed, so it never shipped and no store can be at it",
                hint:
                    "seal the versions that shipped first (schemagen seal --through \(unsealed.version)); a version that never shipped is simply deleted"
            )
        }
        var updated = lock
        for file in retiring {
            guard let index = updated.entries.firstIndex(where: { $0.version == file.version }) else { continue }
            updated.entries[index].retiredFingerprint = SchemaFingerprint.of(file.schema)
        }
        let oldest = history.versions[retiring.count].version
        return Outcome(
            lock: updated, retiredFiles: retiring.map(\.fileName),
            summary:
                "retired \(MessageText.list(retiring.map(\.version))); the plan now starts at \(oldest), and a store at a retired version is refused naming \(oldest)"
        )
    }
}

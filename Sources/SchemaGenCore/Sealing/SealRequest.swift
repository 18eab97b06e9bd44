import SchemaKit
import SchemaModel

/// What `schemagen seal` does to the lock file: seal versions of a history that validates, unseal the last
/// sealed version, or rewrite a lock of an older format in the current one.
public enum SealRequest {
    /// The lock after a request, and a line saying what changed, or why nothing could.
    public struct Outcome: Sendable {
        /// The lock to write (the one given, when nothing changed or the request failed).
        public var lock: SchemaLock
        /// What was done, for the user: "sealed 1.5.0 and 1.6.0; 7 versions are sealed".
        public var summary: String
        /// Why the request can't be done, if it can't.
        public var failure: Diagnostic?
    }

    /// Seals every version of `history` up to `through` (the latest when `nil`) that `lock` does not seal
    /// yet. `history` must have validated against `lock`, so the versions sealed already are unchanged.
    public static func seal(through: SchemaVersion?, in lock: SchemaLock, history: SchemaHistory, lockPath: String)
        -> Outcome
    {
        let known = history.versions.map(\.version)
        guard let target = through ?? known.last else {
            return failure("the history has no versions", hint: "add a version file first", lock, lockPath)
        }
        guard known.contains(target) else {
            return failure(
                "the history has no version \(target)", hint: "the versions are \(MessageText.list(known))", lock,
                lockPath)
        }
        let pending = history.versions.filter { $0.version <= target && lock.entry(for: $0.version) == nil }
        if lock.isOutdated, !pending.isEmpty {
            return failure(
                "the lock is format \(lock.format.rawValue), and a version sealed now would be sealed in another format than the others",
                hint: "run 'schemagen seal --upgrade' first, then seal", lock, lockPath)
        }
        var entries = lock.entries
        var sealed: [SchemaVersion] = []
        for file in history.versions where file.version <= target && lock.entry(for: file.version) == nil {
            entries.append(
                SchemaLock.Entry(
                    version: file.version, file: file.fileName,
                    records: SealedShape.records(of: file.schema).map(\.text)))
            sealed.append(file.version)
        }
        let updated = SchemaLock(entries: entries)
        let total = sealedCount(updated)
        guard !sealed.isEmpty else {
            return Outcome(lock: lock, summary: "every version through \(target) was sealed already; \(total)")
        }
        return Outcome(lock: updated, summary: "sealed \(MessageText.list(sealed)); \(total)")
    }

    /// Removes `version` from `lock`, for a version that never shipped. Only the last sealed version can
    /// be removed: a version after a shipped one has shipped too.
    public static func unseal(_ version: SchemaVersion, from lock: SchemaLock, lockPath: String) -> Outcome {
        guard lock.entry(for: version) != nil else {
            return failure(
                "version \(version) is not sealed",
                hint: lock.entries.isEmpty
                    ? "no version is sealed"
                    : "the sealed versions are \(MessageText.list(lock.entries.map(\.version)))",
                lock, lockPath)
        }
        if lock.entry(for: version)?.retiredFingerprint != nil {
            return failure(
                "version \(version) is retired: it shipped, and devices held stores of it",
                hint: "a retired version stays sealed; write a change as a new version file", lock, lockPath)
        }
        if let later = lock.entries.last(where: { $0.version > version }) {
            return failure(
                "version \(version) can't be unsealed while \(later.version), after it, is sealed",
                hint:
                    "a version after a shipped one has shipped too; unseal \(later.version) first, if it never shipped",
                lock, lockPath)
        }
        let updated = SchemaLock(entries: lock.entries.filter { $0.version != version }, format: lock.format)
        let total = sealedCount(updated)
        return Outcome(lock: updated, summary: "unsealed \(version); \(total)")
    }

    /// Rewrites `lock` in the current format, with the count of its versions, each sealed version's records taken from
    /// its file in `history`. `history` must have validated against `lock`, so every sealed version is what the old
    /// records sealed: the upgrade adds facts, it never accepts an edit.
    public static func upgrade(_ lock: SchemaLock, history: SchemaHistory, lockPath: String) -> Outcome {
        guard lock.needsUpgrade else {
            return Outcome(
                lock: lock, summary: "the lock is format \(SealedShape.Format.current.rawValue) already; nothing to do")
        }
        let files = Dictionary(history.versions.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        var records: [SchemaVersion: [String]] = [:]
        for entry in lock.entries {
            guard let file = files[entry.file], file.version == entry.version else {
                return failure(
                    "version \(entry.version) is sealed in '\(entry.file)', which the history does not hold as that version",
                    hint: "restore the file as it was sealed, then upgrade", lock, lockPath)
            }
            records[entry.version] = SealedShape.records(of: file.schema).map(\.text)
        }
        let updated = lock.upgraded { records[$0.version] ?? [] }
        let change =
            lock.isOutdated
            ? "upgraded from format \(lock.format.rawValue) to \(SealedShape.Format.current.rawValue)"
            : "added the count of sealed versions"
        return Outcome(
            lock: updated,
            summary: "\(change), each sealed version checked against its old records first; \(sealedCount(updated))")
    }

    private static func failure(_ message: String, hint: String, _ lock: SchemaLock, _ lockPath: String) -> Outcome {
        Outcome(
            lock: lock, summary: "",
            failure: Diagnostic(.error, .invalidSealRequest, message, at: .path(lockPath), hint: hint))
    }

    /// "7 versions are sealed".
    private static func sealedCount(_ lock: SchemaLock) -> String {
        let count = lock.entries.count
        return "\(MessageText.count(count, "version")) \(count == 1 ? "is" : "are") sealed"
    }
}

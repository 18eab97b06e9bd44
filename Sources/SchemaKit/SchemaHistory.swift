import SchemaModel

/// Every version of a schema, oldest first, ordered by `version:` and never by file name.
public struct SchemaHistory: Sendable {
    /// A version `schemagen retire` took out of the plan: it shipped, but no device holds a store of it any
    /// more, so nothing is generated from it, and its file is gone from the schemas folder.
    public struct RetiredVersion: Hashable, Sendable {
        /// The version number it shipped with.
        public var version: SchemaVersion
        /// The file it was sealed in, such as `V1.yaml`.
        public var file: String
        /// Its store fingerprint (``SchemaModel/SchemaFingerprint``), recorded when it was retired.
        public var fingerprint: String

        /// A retired version.
        public init(version: SchemaVersion, file: String, fingerprint: String) {
            self.version = version
            self.file = file
            self.fingerprint = fingerprint
        }
    }

    /// The versions, oldest first; versions are distinct.
    public private(set) var versions: [VersionFile]
    /// The versions retired before the first of `versions`, oldest first (from the lock).
    public var retired: [RetiredVersion]

    /// Creates a history, ordering the versions by version number; `retired` are the versions retired before
    /// them.
    public init(versions: [VersionFile], retired: [RetiredVersion] = []) {
        self.versions = versions.sorted { $0.version < $1.version }
        self.retired = retired
    }

    /// The retired versions for a message or a comment: "1.0.0", "1.0.0 and 1.1.0", "1.0.0 to 1.2.0"; `nil`
    /// when none is.
    public var retiredSpan: String? {
        guard let first = retired.first, let last = retired.last else { return nil }
        switch retired.count {
        case 1: return "\(first.version)"
        case 2: return "\(first.version) and \(last.version)"
        default: return "\(first.version) to \(last.version)"
        }
    }

    /// The history, its versions without the places their elements were written
    /// (``VersionFile/forgettingSources()``).
    public func forgettingSources() -> SchemaHistory {
        var history = self
        history.versions = versions.map { $0.forgettingSources() }
        return history
    }

    /// The newest version, if there is any.
    public var latest: VersionFile? { versions.last }
}

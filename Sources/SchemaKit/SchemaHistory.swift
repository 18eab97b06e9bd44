/// Every version of a schema, oldest first, ordered by `version:` and never by file name.
public struct SchemaHistory: Sendable {
    /// The versions, oldest first; versions are distinct.
    public private(set) var versions: [VersionFile]

    /// Creates a history, ordering the versions by version number.
    public init(versions: [VersionFile]) {
        self.versions = versions.sorted { $0.version < $1.version }
    }

    /// The newest version, if there is any.
    public var latest: VersionFile? { versions.last }
}

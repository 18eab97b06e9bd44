/// Every version of a schema, oldest first, ordered by `version:` and never by file name.
public struct SchemaHistory: Hashable, Sendable {
    /// The versions, oldest first; versions are distinct.
    public private(set) var versions: [Schema]

    /// Creates a history, ordering the versions by version number.
    public init(versions: [Schema]) {
        self.versions = versions.sorted { $0.version < $1.version }
    }

    /// The newest version, if there is any.
    public var latest: Schema? { versions.last }

    /// Each version paired with the one before it, for the steps of a migration.
    public var steps: [(previous: Schema, current: Schema)] {
        zip(versions, versions.dropFirst()).map { ($0, $1) }
    }
}

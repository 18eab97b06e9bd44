import SchemaModel

/// Rows a team wrote by hand for one version (`Fixtures/1.4.0.yaml`), as `schemagen testkit` compiles them
/// into the suite: checked against the version, in stored form, with what some values must be in the latest
/// version. The kit writes them beside the generated rows.
public struct FixtureRows: Sendable {
    /// One row.
    public struct Row: Sendable {
        /// The model, named as in the fixture's version.
        public var model: String
        /// The row's key within the file.
        public var key: String
        /// The attributes it gives, in stored form; the others take their defaults or NULL.
        public var values: [String: StoredValue]
        /// Its relationships: the keys of the target's rows in the same file, by relationship name.
        public var links: [String: [String]]
        /// What attributes must hold in the latest version, by their names there.
        public var expected: [String: StoredValue]

        /// Creates a row.
        public init(
            _ model: String, _ key: String, values: [String: StoredValue] = [:], links: [String: [String]] = [:],
            expected: [String: StoredValue] = [:]
        ) {
            self.model = model
            self.key = key
            self.values = values
            self.links = links
            self.expected = expected
        }
    }

    /// The file the rows come from, for failure messages.
    public var file: String
    /// The version the rows are written at; `nil` in suites written before it was given, whose rows then state
    /// no conversion.
    public var version: SchemaVersion?
    /// The rows, in file order.
    public var rows: [Row]
    /// The values of custom stages the team leaves unstated, with why: reasons by `Model.attribute`, named as
    /// in the latest version (the file's `unchecked:`).
    public var unchecked: [String: String]

    /// Creates a fixture.
    public init(file: String, rows: [Row]) {
        self.init(file: file, version: nil, rows: rows)
    }

    /// Creates a fixture of `version`, which leaves the values `unchecked` names unstated.
    public init(file: String, version: SchemaVersion?, rows: [Row], unchecked: [String: String] = [:]) {
        self.file = file
        self.version = version
        self.rows = rows
        self.unchecked = unchecked
    }
}

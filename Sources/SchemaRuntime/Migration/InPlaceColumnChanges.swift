import SchemaModel

/// The column changes an engine makes in place, with its own statement on the table as it is: without them a
/// table is rebuilt, every row copied into a new table (and its indexes built again) under a lock that blocks
/// the application. Renaming and dropping NOT NULL change only the catalog; SQLite's `DROP COLUMN` also
/// rewrites each row where it is, PostgreSQL's does not.
package struct InPlaceColumnChanges: OptionSet, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    /// `ALTER TABLE ... RENAME COLUMN` (SQLite 3.25 and later, PostgreSQL).
    package static let rename = InPlaceColumnChanges(rawValue: 1 << 0)
    /// `ALTER TABLE ... DROP COLUMN` of a column nothing else refers to (SQLite 3.35 and later, PostgreSQL).
    package static let drop = InPlaceColumnChanges(rawValue: 1 << 1)
    /// `ALTER TABLE ... ALTER COLUMN ... DROP NOT NULL` (PostgreSQL; SQLite has no such statement).
    package static let dropNotNull = InPlaceColumnChanges(rawValue: 1 << 2)

    /// What SQLite `version` (`3.45.1`) does in place.
    package static func sqlite(version: String) -> InPlaceColumnChanges {
        let numbers = version.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]
        let (major, minor) = (numbers[0], numbers[1])
        var changes: InPlaceColumnChanges = []
        if major > 3 || (major == 3 && minor >= 25) { changes.insert(.rename) }
        if major > 3 || (major == 3 && minor >= 35) { changes.insert(.drop) }
        return changes
    }
}

/// What a step does to a table it keeps, in place: columns renamed, dropped or made nullable, then columns
/// added after them, so the table ends as a rebuild would make it, column order included.
struct InPlaceTablePlan {
    /// Old name, new name.
    var renames: [(from: String, to: String)]
    /// Old columns no new column comes from.
    var drops: [String]
    /// Kept columns that become nullable.
    var relaxed: [String]
    /// New columns, after the kept ones.
    var adds: [ColumnLayout]

    /// The statements, in an order that never reuses a name still taken: drops first, then renames, then the
    /// relaxed columns (by their new names) and the additions.
    func statements(for table: String, dialect: any SQLDialect) -> [String] {
        let name = dialect.quoted(table)
        return drops.map { "ALTER TABLE \(name) DROP COLUMN \(dialect.quoted($0))" }
            + renames.map { "ALTER TABLE \(name) RENAME COLUMN \(dialect.quoted($0.from)) TO \(dialect.quoted($0.to))" }
            + relaxed.map { "ALTER TABLE \(name) ALTER COLUMN \(dialect.quoted($0)) DROP NOT NULL" }
            + adds.map {
                "ALTER TABLE \(name) ADD COLUMN \(dialect.definition(of: $0, references: dialect.allowsForwardReferences))"
            }
    }
}

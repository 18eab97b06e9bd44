/// A table as the store lays it out: columns, the internal primary key, and its indexes. Two layouts that
/// are equal describe the same table, so a migration step can leave it untouched.
package struct TableLayout: Hashable, Sendable {
    /// What a table holds.
    package enum Kind: Hashable, Sendable {
        /// The rows of a model.
        case entity(model: String)
        /// The pairs of a many-to-many or one-way to-many relationship, owned by `model.relationship`.
        case join(model: String, relationship: String)
    }

    /// The table name.
    package var name: String
    /// What it holds.
    package var kind: Kind
    /// The columns after the primary key, in description order.
    package var columns: [ColumnLayout]
    /// Indexes, unique ones included.
    package var indexes: [IndexLayout]

    /// `CREATE TABLE`, in the form every store of this version uses.
    package var createStatement: String {
        var definitions = ["\(SQL.quoted(Self.primaryKey)) INTEGER PRIMARY KEY"]
        definitions += columns.map(\.definition)
        return "CREATE TABLE \(SQL.quoted(name)) (" + definitions.joined(separator: ", ") + ")"
    }

    /// The internal primary key of every table: stable across migrations, so references survive rebuilds.
    package static let primaryKey = "_pk"

    /// The column with the given name.
    package func column(named name: String) -> ColumnLayout? {
        columns.first { $0.name == name }
    }
}

/// A column: its SQLite type, whether it may be NULL, its default and what it references.
package struct ColumnLayout: Hashable, Sendable {
    /// The column name: the attribute's or relationship's name.
    package var name: String
    /// `INTEGER`, `REAL`, `TEXT` or `BLOB`.
    package var sqlType: String
    /// Whether NULL is refused.
    package var isNotNull: Bool
    /// The SQL literal of a constant default, if the attribute has one.
    package var defaultSQL: String?
    /// The table whose `_pk` this column references, for relationship columns.
    package var references: String?

    package var definition: String {
        var text = "\(SQL.quoted(name)) \(sqlType)"
        if isNotNull { text += " NOT NULL" }
        if let defaultSQL { text += " DEFAULT \(defaultSQL)" }
        if let references { text += " REFERENCES \(SQL.quoted(references))(\(SQL.quoted(TableLayout.primaryKey)))" }
        return text
    }
}

/// An index, unique or not, on one table.
package struct IndexLayout: Hashable, Sendable {
    /// The index name, derived from the table and columns so it is the same in every store.
    package var name: String
    /// The indexed columns, in order.
    package var columns: [String]
    /// Whether it enforces uniqueness.
    package var isUnique: Bool

    package func createStatement(table: String) -> String {
        let columnList = columns.map(SQL.quoted).joined(separator: ", ")
        return "CREATE \(isUnique ? "UNIQUE " : "")INDEX \(SQL.quoted(name)) ON \(SQL.quoted(table)) (\(columnList))"
    }
}

/// Quoting and literals for the SQL the store writes.
package enum SQL {
    /// An identifier in double quotes, inner quotes doubled.
    package static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A string literal in single quotes, inner quotes doubled.
    package static func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}

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

    /// `CREATE TABLE` as SQLite stores write it, in the form every store of this version uses.
    package var createStatement: String {
        SQLiteDialect().createStatement(for: self)
    }

    /// The internal primary key of every table: stable across migrations, so references survive rebuilds.
    package static let primaryKey = "_pk"

    /// The column with the given name.
    package func column(named name: String) -> ColumnLayout? {
        columns.first { $0.name == name }
    }
}

/// A column: what it holds, whether it may be NULL, its default and what it references. Each dialect
/// (``SQLiteDialect``, ``PostgreSQLDialect``) derives its type and literals from these.
package struct ColumnLayout: Hashable, Sendable {
    /// The column name: the attribute's or relationship's name.
    package var name: String
    /// What the column holds.
    package var content: ColumnContent
    /// Whether NULL is refused.
    package var isNotNull: Bool
    /// The stored form of a constant default, if the attribute has one.
    package var defaultValue: StoredValue?
    /// The table whose `_pk` this column references, for relationship columns.
    package var references: String?

    /// SQLite's type for the column: `INTEGER`, `REAL`, `TEXT` or `BLOB`.
    package var sqlType: String { SQLiteDialect().columnType(content) }

    /// The SQLite literal of the constant default, if there is one.
    package var defaultSQL: String? { defaultValue.map { SQLiteDialect().literal($0, in: content) } }

    /// The column's definition as SQLite stores write it.
    package var definition: String { SQLiteDialect().definition(of: self) }
}

/// An index, unique or not, on one table.
package struct IndexLayout: Hashable, Sendable {
    /// The index name, derived from the table and columns so it is the same in every store.
    package var name: String
    /// The indexed columns, in order.
    package var columns: [String]
    /// Whether it enforces uniqueness.
    package var isUnique: Bool

    /// `CREATE INDEX` as SQLite stores write it.
    package func createStatement(table: String) -> String {
        SQLiteDialect().createStatement(for: self, on: table)
    }
}

/// Quoting and literals for the SQL the store writes.
package enum SQL {
    /// An identifier in double quotes, inner quotes doubled.
    package static func quoted(_ identifier: String) -> String {
        "\"" + doubling("\"", in: identifier) + "\""
    }

    /// A string literal in single quotes, inner quotes doubled.
    package static func literal(_ text: String) -> String {
        "'" + doubling("'", in: text) + "'"
    }

    /// `text` with every `quote` in it written twice, as SQL escapes a quote inside quotes.
    private static func doubling(_ quote: Character, in text: String) -> String {
        guard text.contains(quote) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        for character in text {
            result.append(character)
            if character == quote { result.append(quote) }
        }
        return result
    }
}

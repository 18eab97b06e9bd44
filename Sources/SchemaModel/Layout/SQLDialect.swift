/// How one database engine spells the store layout: column types, literals and names. The layout itself
/// (tables, columns, keys, indexes) is decided once, in ``StoreLayout``; a dialect only writes it.
package protocol SQLDialect: Sendable {
    /// The engine's name, for messages: "SQLite", "PostgreSQL".
    var engineName: String { get }
    /// The column type for `content`.
    func columnType(_ content: ColumnContent) -> String
    /// `value`, stored in a column holding `content`, as a literal of this dialect.
    func literal(_ value: StoredValue, in content: ColumnContent) -> String
    /// The definition of the primary key column every table starts with.
    var primaryKeyDefinition: String { get }
    /// What follows `REFERENCES "Table"("_pk")` in a foreign key's definition ("" for nothing).
    var foreignKeyClause: String { get }
    /// Whether a table may reference one created after it. SQLite checks references only when rows are
    /// written; PostgreSQL needs the referenced table to exist, so its foreign keys are added once every
    /// table does (which also covers tables that reference each other).
    var allowsForwardReferences: Bool { get }
    /// `name` as a quoted identifier, shortened if the engine limits the length of names.
    func quoted(_ name: String) -> String
    /// `expression`, read from a column holding `old`, as a value for a column holding `new`: what a migration
    /// copies when an attribute's type widens (``TypeWidening``), such as an `Int16` into an `Int` or a
    /// `UUID` into a `String`.
    func conversion(of expression: String, from old: ColumnContent, to new: ColumnContent) -> String
    /// The placeholder for a statement's `position`th parameter, counted from 1.
    func parameter(_ position: Int) -> String
}

extension SQLDialect {
    /// A column's definition in `CREATE TABLE` or `ALTER TABLE ... ADD COLUMN`; with `references: false`,
    /// without its foreign key.
    package func definition(of column: ColumnLayout, references: Bool = true) -> String {
        var text = "\(quoted(column.name)) \(columnType(column.content))"
        if column.isNotNull { text += " NOT NULL" }
        if let value = column.defaultValue { text += " DEFAULT \(literal(value, in: column.content))" }
        if references, let target = column.references { text += " " + referenceClause(to: target) }
        return text
    }

    /// `CREATE TABLE` for `table`; with `references: false`, without its foreign keys.
    package func createStatement(for table: TableLayout, references: Bool = true) -> String {
        let definitions = [primaryKeyDefinition] + table.columns.map { definition(of: $0, references: references) }
        return "CREATE TABLE \(quoted(table.name)) (" + definitions.joined(separator: ", ") + ")"
    }

    /// `CREATE INDEX` (or `CREATE UNIQUE INDEX`) for `index` on `table`.
    package func createStatement(for index: IndexLayout, on table: String) -> String {
        let columnList = index.columns.map(quoted).joined(separator: ", ")
        return
            "CREATE \(index.isUnique ? "UNIQUE " : "")INDEX \(quoted(index.name)) ON \(quoted(table)) (\(columnList))"
    }

    /// Every statement that creates `tables` in an empty database, in an order the engine accepts: each table
    /// with its indexes, and where the engine needs it, the foreign keys once all tables exist.
    package func createStatements(for tables: [TableLayout]) -> [String] {
        let inline = allowsForwardReferences
        var statements = tables.flatMap { table in
            [createStatement(for: table, references: inline)]
                + table.indexes.map { createStatement(for: $0, on: table.name) }
        }
        guard !inline else { return statements }
        for table in tables {
            for column in table.columns where column.references != nil {
                statements.append(addForeignKeyStatement(for: column, of: table.name))
            }
        }
        return statements
    }

    /// The name of the foreign key constraint of `column` in `table`.
    package func foreignKeyName(of column: String, in table: String) -> String {
        "\(table)_\(column)_fkey"
    }

    /// `ALTER TABLE ... ADD CONSTRAINT` for the reference `column` of `table` holds, for an engine whose foreign
    /// keys are added once the tables exist.
    package func addForeignKeyStatement(for column: ColumnLayout, of table: String) -> String {
        "ALTER TABLE \(quoted(table)) ADD CONSTRAINT \(quoted(foreignKeyName(of: column.name, in: table))) "
            + "FOREIGN KEY (\(quoted(column.name))) " + referenceClause(to: column.references ?? table)
    }

    private func referenceClause(to table: String) -> String {
        "REFERENCES \(quoted(table))(\(quoted(TableLayout.primaryKey)))" + foreignKeyClause
    }
}

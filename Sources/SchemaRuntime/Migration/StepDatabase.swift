import SchemaModel

/// What one migration step needs from the database it runs in.
///
/// The step's logic (which tables are kept, altered, rebuilt or created, where each new column's value comes
/// from, what a custom stage reads and writes, which checks run before commit) is ``StepExecutor``'s, once for
/// every store. A conformance runs those statements the way its engine needs, inside the one transaction the
/// store opened for the step: SchemaRuntimeSQLite's for `SchemaStore`, and SchemaRuntimePostgres's for a
/// PostgreSQL store. A step's database is also a ``StoreConnection``: a custom stage writes the new version's
/// rows as the typed API does.
package protocol StepDatabase: StoreConnection {
    /// SQL giving a fresh random version-4 UUID in the form the engine stores one.
    var newUUIDExpression: String { get }
    /// The column changes this engine, at the version running, makes in place rather than by rebuilding.
    var inPlaceColumnChanges: InPlaceColumnChanges { get }

    /// Runs a statement that returns no rows, and returns how many rows it inserted, updated or deleted.
    @discardableResult
    func execute(_ sql: String) throws -> Int
    /// The number of rows in `table`.
    func rowCount(of table: String) throws -> Int
    /// Whether `table` exists.
    func tableExists(_ table: String) throws -> Bool

    /// Called before any table of the step is set aside or created. `unchanged` names the tables the step
    /// keeps as they are (or only adds columns to): a conformance whose engine makes references follow a
    /// renamed table takes the references that involve any other table out of the way here.
    func beginRestructuring(unchanged: Set<String>) throws
    /// Renames `table` to `asideName`, after dropping its indexes so the new table can reuse their names.
    func setAside(_ table: String, as asideName: String) throws
    /// Called once every new table holds its rows, the old ones are dropped and the checks passed: restores
    /// what ``beginRestructuring(unchanged:)`` took away, for `layout`'s tables, and readies them for new rows.
    func finishRestructuring(layout: StoreLayout) throws
    /// Makes the indexes of `table` exactly the ones its layout declares.
    func synchroniseIndexes(of table: TableLayout) throws

    /// Up to `limit` rows of `table` whose primary key is above `key`, in key order: each row's key and the
    /// values of `columns` in that order, read as a column holding each content is read.
    func rows(of table: String, columns: [(name: String, content: ColumnContent)], after key: Int64, limit: Int)
        throws -> [(key: Int64, values: [StoredValue])]

    /// The rows of `tables` whose references point at no row: how many, and the first one's table and the
    /// table it should point into; `nil` when there are none.
    func foreignKeyViolations(in tables: [TableLayout]) throws -> (count: Int, table: String, parent: String)?
    /// What the engine's own check of a rewritten table finds wrong, or `nil` when it finds nothing.
    func integrityProblem(of table: String) throws -> String?
}

/// An insert statement prepared by a ``StoreConnection``.
package protocol PreparedRowInsert {
    /// Inserts one row with `values` for the prepared columns, and returns its primary key.
    @discardableResult
    func insert(_ values: [StoredValue]) throws -> Int64
    /// Inserts `rows`, each with values for the prepared columns (their primary keys among them), in as few
    /// statements as the engine allows: what a custom stage writes a batch of rows with.
    func insert(rows: [[StoredValue]]) throws
}

extension PreparedRowInsert {
    /// One prepared statement per row: what an engine whose statements cost no round trip does best.
    package func insert(rows: [[StoredValue]]) throws {
        for values in rows { try insert(values) }
    }
}

import SchemaModel

/// What a ``StoreContext`` needs from the database its transaction runs in: statements with typed
/// parameters, rows read as their columns' contents, and inserts and updates prepared once for many rows.
///
/// The typed API's logic (which rows an instance's relationships live in, how a graph is loaded in batches,
/// what a delete rule touches) is ``StoreContext``'s, once for every store; a conformance runs its
/// statements the way its engine needs. SchemaRuntimeSQLite's serves `SchemaStore`, and
/// SchemaRuntimePostgres has PostgreSQL's.
package protocol StoreConnection: AnyObject {
    /// How the engine spells names and parameters.
    var dialect: any SQLDialect { get }
    /// How a query selects `column` (quoted, perhaps qualified) of a table, holding `content`, for ``rows(_:_:contents:)``
    /// to read.
    func readExpression(_ column: String, content: ColumnContent) -> String
    /// Runs a statement that returns no rows, with `arguments` for its parameters in order.
    func execute(_ sql: String, _ arguments: [StoreArgument]) throws
    /// The rows a query returns, each as the values of its columns in order, read as a column holding
    /// `contents[i]` is read (one content per selected column).
    func rows(_ sql: String, _ arguments: [StoreArgument], contents: [ColumnContent]) throws -> [[StoredValue]]
    /// A statement inserting rows into `table`'s `columns` (its primary key among them, or generated),
    /// prepared once for many rows.
    func prepareInsert(into table: TableLayout, columns: [String]) throws -> any PreparedRowInsert
    /// A statement rewriting `columns` of one row of `table`, prepared once for many rows.
    func prepareUpdate(of table: TableLayout, columns: [String]) throws -> any PreparedRowUpdate
    /// Whether a key the store gives a new row was never any row's before, so no row can point at it yet:
    /// true of a generator that never goes back (PostgreSQL's identity sequences), false where a deleted
    /// row's key is given again (SQLite's `INTEGER PRIMARY KEY` reuses the largest).
    var givesEachKeyOnce: Bool { get }
}

/// A value bound to a statement's parameter, with what the column it is compared with or written to holds:
/// SQLite stores any value anywhere, but PostgreSQL's parameters are typed.
package struct StoreArgument {
    package var value: StoredValue
    package var content: ColumnContent

    package init(_ value: StoredValue, _ content: ColumnContent) {
        self.value = value
        self.content = content
    }

    /// A row's key: a primary key, a foreign key, a join table's side.
    package static func key(_ key: Int64) -> StoreArgument { StoreArgument(.integer(key), .reference) }
}

/// An update statement prepared by a ``StoreConnection``.
package protocol PreparedRowUpdate {
    /// Writes `values` into the prepared columns of the row whose primary key is `key`.
    func update(_ values: [StoredValue], key: Int64) throws
}

extension TableLayout {
    /// What the column `name` holds; the primary key holds a key.
    package func content(ofColumn name: String) -> ColumnContent {
        name == TableLayout.primaryKey ? .reference : column(named: name)?.content ?? .reference
    }
}

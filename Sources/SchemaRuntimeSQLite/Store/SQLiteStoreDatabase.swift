import GRDB
import SchemaModel
import SchemaRuntime

/// An SQLite store's database inside one transaction, as a migration step (``StepDatabase``) and the typed
/// API (``StoreConnection``) use it.
///
/// In a step, tables are set aside with `legacy_alter_table` on, so references from other tables keep naming the
/// original table, which the new version's table takes over; foreign keys are off for the step (the
/// migrator's doing) and checked with `foreign_key_check` before it commits.
final class SQLiteStoreDatabase: StepDatabase, StoreConnection {
    /// SQLite gives the largest key again once its row is deleted (the tables have no `AUTOINCREMENT`).
    let givesEachKeyOnce = false

    let db: Database

    init(_ db: Database) {
        self.db = db
    }

    var dialect: any SQLDialect { SQLiteDialect() }

    /// A fresh upper-case version-4 UUID per row.
    var newUUIDExpression: String {
        """
        (SELECT substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-' || \
        substr('89AB', 1 + (abs(random()) % 4), 1) || substr(h, 18, 3) || '-' || substr(h, 21, 12) \
        FROM (SELECT hex(randomblob(16)) AS h))
        """
    }

    /// Read from the SQLite library in use, whose version decides (none when it can't be read: a rebuild is
    /// always right).
    var inPlaceColumnChanges: InPlaceColumnChanges {
        (try? String.fetchOne(db, sql: "SELECT sqlite_version()")).flatMap { $0 }.map(InPlaceColumnChanges.sqlite)
            ?? []
    }

    func execute(_ sql: String) throws -> Int {
        try db.execute(sql: sql)
        return db.changesCount
    }

    func rowCount(of table: String) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SQL.quoted(table))") ?? 0
    }

    func tableExists(_ table: String) throws -> Bool {
        try db.tableExists(table)
    }

    func beginRestructuring(unchanged: Set<String>) throws {
        try db.execute(sql: "PRAGMA legacy_alter_table = ON")
    }

    func setAside(_ table: String, as asideName: String) throws {
        for index in try indexNames(on: table) {
            try db.execute(sql: "DROP INDEX \(SQL.quoted(index))")
        }
        try db.execute(sql: "ALTER TABLE \(SQL.quoted(table)) RENAME TO \(SQL.quoted(asideName))")
    }

    func finishRestructuring(layout: StoreLayout) throws {
        try db.execute(sql: "PRAGMA legacy_alter_table = OFF")
    }

    /// Keeps an index whose stored `CREATE INDEX` is exactly the layout's, and replaces any other.
    func synchroniseIndexes(of table: TableLayout) throws {
        let existing = try Row.fetchAll(
            db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
            arguments: [table.name])
        let wanted = Dictionary(
            uniqueKeysWithValues: table.indexes.map { ($0.name, $0.createStatement(table: table.name)) })
        var present: Set<String> = []
        for row in existing {
            let name = try row.decode(String.self, forColumn: "name")
            let sql = try row.decode(String.self, forColumn: "sql")
            if wanted[name] == sql {
                present.insert(name)
            } else {
                try db.execute(sql: "DROP INDEX \(SQL.quoted(name))")
            }
        }
        for index in table.indexes where !present.contains(index.name) {
            try db.execute(sql: index.createStatement(table: table.name))
        }
    }

    func rows(of table: String, columns: [(name: String, content: ColumnContent)], after key: Int64, limit: Int)
        throws -> [(key: Int64, values: [StoredValue])]
    {
        let list = ([TableLayout.primaryKey] + columns.map(\.name)).map(SQL.quoted).joined(separator: ", ")
        // A cursor's row is read in place; fetching all rows would copy each one first.
        let cursor = try Row.fetchCursor(
            db, sql: "SELECT \(list) FROM \(SQL.quoted(table)) WHERE \"_pk\" > ? ORDER BY \"_pk\" LIMIT ?",
            arguments: [key, limit])
        var rows: [(key: Int64, values: [StoredValue])] = []
        rows.reserveCapacity(min(limit, 10_000))
        while let row = try cursor.next() {
            guard
                let key = try StoredValue(row[0] as DatabaseValue).key(
                    column: TableLayout.primaryKey, entity: table, rowID: nil)
            else { throw SchemaStoreError.missingPrimaryKey(entity: table) }
            var values: [StoredValue] = []
            values.reserveCapacity(columns.count)
            for index in columns.indices { values.append(StoredValue(row[index + 1] as DatabaseValue)) }
            rows.append((key, values))
        }
        return rows
    }

    func prepareInsert(into table: TableLayout, columns: [String]) throws -> any PreparedRowInsert {
        let sql =
            columns.isEmpty
            ? "INSERT INTO \(SQL.quoted(table.name)) DEFAULT VALUES"
            : "INSERT INTO \(SQL.quoted(table.name)) (\(columns.map(SQL.quoted).joined(separator: ", "))) VALUES ("
                + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        return Insertion(db: db, statement: try PreparedRowStatement(db, sql: sql))
    }

    func foreignKeyViolations(in tables: [TableLayout]) throws -> (count: Int, table: String, parent: String)? {
        var violations: [Row] = []
        for table in tables {
            violations += try Row.fetchAll(db, sql: "PRAGMA foreign_key_check(\(SQL.quoted(table.name)))")
        }
        guard let first = violations.first else { return nil }
        return (violations.count, first[0], first[2])
    }

    func integrityProblem(of table: String) throws -> String? {
        let integrity = try String.fetchOne(db, sql: "PRAGMA quick_check(\(SQL.quoted(table)))") ?? "no answer"
        return integrity == "ok" ? nil : "SQLite's integrity check of '\(table)' says: \(integrity)"
    }

    private func indexNames(on table: String) throws -> [String] {
        try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
            arguments: [table])
    }

    private struct Insertion: PreparedRowInsert {
        let db: Database
        let statement: PreparedRowStatement

        func insert(_ values: [StoredValue]) throws -> Int64 {
            try statement.execute(values)
            return db.lastInsertedRowID
        }
    }

    // MARK: The typed API's statements

    func readExpression(_ column: String, content: ColumnContent) -> String { column }

    func execute(_ sql: String, _ arguments: [StoreArgument]) throws {
        try db.execute(sql: sql, arguments: StatementArguments(databaseValues: arguments.map(\.value.databaseValue)))
    }

    /// SQLite gives each value its own storage class, so the contents are not needed to read it.
    func rows(_ sql: String, _ arguments: [StoreArgument], contents: [ColumnContent]) throws -> [[StoredValue]] {
        let cursor = try Row.fetchCursor(
            db, sql: sql, arguments: StatementArguments(databaseValues: arguments.map(\.value.databaseValue)))
        var rows: [[StoredValue]] = []
        while let row = try cursor.next() {
            var values: [StoredValue] = []
            values.reserveCapacity(row.count)
            for index in 0..<row.count { values.append(StoredValue(row[index] as DatabaseValue)) }
            rows.append(values)
        }
        return rows
    }

    func prepareUpdate(of table: TableLayout, columns: [String]) throws -> any PreparedRowUpdate {
        let assignments = columns.enumerated().map { "\(SQL.quoted($1)) = ?\($0 + 1)" }
        return Update(
            statement: try PreparedRowStatement(
                db,
                sql:
                    "UPDATE \(SQL.quoted(table.name)) SET \(assignments.joined(separator: ", ")) WHERE \"_pk\" = ?\(columns.count + 1)"
            ))
    }

    private struct Update: PreparedRowUpdate {
        let statement: PreparedRowStatement

        func update(_ values: [StoredValue], key: Int64) throws {
            try statement.execute(values + [.integer(key)])
        }
    }
}

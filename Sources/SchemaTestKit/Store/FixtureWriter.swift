import Foundation
import GRDB
import SchemaModel
import SchemaRuntime

/// Writes fixture rows into a closed store file, in one transaction, with their own keys. Foreign keys are
/// checked at commit, so rows may point at rows written after them (cycles).
enum FixtureWriter {
    /// Inserts every row of `fixture`, table by table.
    static func write(_ fixture: FixtureTables, to url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.write { db in
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            for table in fixture.tables where !table.rows.isEmpty {
                let columns = [TableLayout.primaryKey] + table.table.columns.map(\.name)
                let statement = try db.makeStatement(
                    sql:
                        "INSERT INTO \(SQL.quoted(table.table.name)) (\(columns.map(SQL.quoted).joined(separator: ", ")))"
                        + " VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))")
                for row in table.rows {
                    try statement.execute(arguments: StatementArguments(row.map(\.databaseValue)))
                }
            }
        }
    }
}

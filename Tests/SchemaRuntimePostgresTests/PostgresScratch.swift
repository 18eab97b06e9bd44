import FitLogExample
import Foundation
import GeneratedSchemas
import Logging
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// A schema of the test database for one test, dropped at the end, with ways to look into it.
final class PostgresScratch {
    let location: PostgresStoreLocation
    let admin: PostgresSession

    init() throws {
        let url = try PostgresConnectionURL(try #require(PostgresTestDatabase.url))
        location = PostgresStoreLocation(url: url, schema: "t_" + UUID().uuidString.prefix(8).lowercased())
        admin = try PostgresSession.connect(to: url)
    }

    deinit {
        _ = try? admin.query("DROP SCHEMA IF EXISTS \(SQL.quoted(location.schema)) CASCADE")
        try? admin.close()
    }

    func open(busyTimeout: TimeInterval = 30, lockTimeout: TimeInterval = 2, logger: Logger? = nil) throws
        -> PostgresSchemaStore
    {
        var options = PostgresStoreOptions(busyTimeout: busyTimeout, lockTimeout: lockTimeout)
        if let logger { options.logger = logger }
        return try PostgresSchemaStore.open(
            at: location, plan: SchemaMigrations.self, customStages: FitLogStages(), options: options)
    }

    /// Every table, column and type in the schema, to show a refused store was left untouched.
    func catalog() throws -> [String] {
        try admin.query(
            """
            SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
            FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY 1
            """,
            [.text(location.schema)]
        ).map { row in try PostgresValueCoding.text(try #require(row.first)) ?? "" }
    }

    func metadata(_ key: String) throws -> String? {
        let rows = try admin.query(
            "SELECT \"value\" FROM \(SQL.quoted(location.schema)).\(SQL.quoted(StoreMetadata.metadataTable)) WHERE \"key\" = $1",
            [.text(key)])
        return try rows.first?.first.flatMap(PostgresValueCoding.text)
    }
}

extension PostgresScratch {
    /// A table of the schema, qualified.
    func qualified(_ table: String) -> String {
        "\(SQL.quoted(location.schema)).\(PostgreSQLDialect().quoted(table))"
    }

    /// Every row of every table `layout` lays out, in key order, each as its key and its columns' values.
    func rows(of layout: StoreLayout) throws -> [String: [[StoredValue]]] {
        var tables: [String: [[StoredValue]]] = [:]
        let dialect = PostgreSQLDialect()
        for table in layout.tables {
            let columns = [TableLayout.primaryKey] + table.columns.map(\.name)
            let contents = [ColumnContent.reference] + table.columns.map(\.content)
            let list = zip(columns, contents).map {
                PostgresValueCoding.selectExpression(dialect.quoted($0), content: $1)
            }
            tables[table.name] = try admin.query(
                "SELECT \(list.joined(separator: ", ")) FROM \(qualified(table.name)) ORDER BY \"_pk\""
            ).map { row in try zip(row, contents).map { try PostgresValueCoding.storedValue(of: $0, for: $1) } }
        }
        return tables
    }

    /// Copies `rows` (as ``SQLiteFixture/rows(at:of:)`` reads them) into the schema's tables of `layout`, keys
    /// included, in one transaction, and moves each table's key generator past them.
    func insert(_ rows: [String: [[StoredValue]]], layout: StoreLayout) throws {
        let dialect = PostgreSQLDialect()
        try admin.execute("BEGIN")
        for table in layout.tables {
            let columns = [TableLayout.primaryKey] + table.columns.map(\.name)
            let contents = [ColumnContent.reference] + table.columns.map(\.content)
            let sql =
                "INSERT INTO \(qualified(table.name)) (\(columns.map(dialect.quoted).joined(separator: ", "))) VALUES ("
                + columns.indices.map { "$\($0 + 1)" }.joined(separator: ", ") + ")"
            for row in rows[table.name] ?? [] {
                try admin.execute(sql, try zip(row, contents).map { try PostgresValueCoding.parameter($0, for: $1) })
            }
            try admin.query(
                "SELECT setval(pg_get_serial_sequence($1, '_pk'), COALESCE(max(\"_pk\"), 0) + 1, false) FROM \(qualified(table.name))",
                [.text(qualified(table.name))])
        }
        try admin.execute("COMMIT")
    }
}

extension PostgresScratch {
    /// Opens the store with the example's plan from `instances` threads at once, as instances of an app that
    /// start together do, and returns the version each found.
    func openAtOnce(instances: Int) async throws -> [SchemaVersion] {
        let location = location
        return try await withThrowingTaskGroup(of: SchemaVersion.self) { group in
            for _ in 0..<instances {
                group.addTask {
                    // Each on a thread of its own: the store's calls block until the server answers.
                    try await withCheckedThrowingContinuation { continuation in
                        Thread.detachNewThread {
                            continuation.resume(
                                with: Result {
                                    try PostgresSchemaStore.open(
                                        at: location, plan: SchemaMigrations.self, customStages: FitLogStages()
                                    ).version
                                })
                        }
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }
}

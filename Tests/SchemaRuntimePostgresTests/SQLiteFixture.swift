import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite

/// The example's data as its 1.0 app wrote it, in an SQLite store: the same rows the PostgreSQL tests start
/// from, so a migration's result in PostgreSQL can be compared with SQLite's row for row.
final class SQLiteFixture {
    let folder: URL
    let url: URL

    /// A store at the example's first version holding `profiles` profiles of ``SampleData``.
    init(profiles: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pg-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent("FitLog.sqlite")
        let store = try SchemaStore.open(
            at: url, schemas: [SchemaV1.self], stages: [], history: SchemaMigrations.historyIdentifier)
        try store.write { context in try SampleData.insert(profiles: profiles, into: context) }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Migrates the store to the example's latest version through the real plan.
    func migrate() throws {
        _ = try SchemaStore.open(at: url, plan: SchemaMigrations.self, customStages: FitLogStages())
    }

    /// Every row of every table `layout` lays out, in key order, each as its key and its columns' values.
    func rows(of layout: StoreLayout) throws -> [String: [[StoredValue]]] {
        try Self.rows(of: layout, in: url)
    }

    /// Every row of every table `layout` lays out in the SQLite store at `url`, as ``rows(of:)`` gives them.
    static func rows(of layout: StoreLayout, in url: URL) throws -> [String: [[StoredValue]]] {
        let queue = try DatabaseQueue(path: url.path)
        return try queue.read { db in
            var tables: [String: [[StoredValue]]] = [:]
            for table in layout.tables {
                let columns = ([TableLayout.primaryKey] + table.columns.map(\.name)).map(SQL.quoted)
                tables[table.name] = try Row.fetchAll(
                    db,
                    sql: "SELECT \(columns.joined(separator: ", ")) FROM \(SQL.quoted(table.name)) ORDER BY \"_pk\""
                ).map { row in
                    row.databaseValues.map { value in
                        switch value.storage {
                        case .null: .null
                        case .int64(let number): .integer(number)
                        case .double(let number): .real(number)
                        case .string(let text): .text(text)
                        case .blob(let data): .blob([UInt8](data))
                        }
                    }
                }
            }
            return tables
        }
    }
}

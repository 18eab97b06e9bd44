import GRDB
import SchemaModel
import SchemaRuntime

extension StoreLayout {
    /// The columns of deprecated attributes the database's tables no longer have, by table: a newer release
    /// dropped them, and an instance at this version serves on without them.
    func missingDeprecatedColumns(in db: Database) throws -> [String: Set<String>] {
        var missing: [String: Set<String>] = [:]
        for (table, names) in deprecatedColumns {
            var live: Set<String> = []
            for column in try Row.fetchAll(db, sql: "PRAGMA table_info(\(SQL.quoted(table)))") {
                if let name = try column.decode(String?.self, forColumn: "name") { live.insert(name) }
            }
            let gone = names.subtracting(live)
            if !live.isEmpty, !gone.isEmpty { missing[table] = gone }
        }
        return missing
    }

    /// The first ways the database's tables differ from this layout (a missing table, a missing or extra
    /// column, a column of another type or nullability), read from SQLite's catalog alone, never from rows;
    /// empty when they agree. Tables the layout does not know are allowed: an app may keep its own. With
    /// `allowingAdditions`, so are columns it does not know: a newer release's, in a store it still shares.
    func differences(in db: Database, allowingAdditions: Bool = false, limit: Int = 3) throws -> [String] {
        var found: [String] = []
        for table in tables {
            guard found.count < limit else { break }
            let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\(SQL.quoted(table.name)))")
            guard !columns.isEmpty else {
                found.append("table '\(table.name)' is missing")
                continue
            }
            var live: [String: (type: String, notNull: Bool)] = [:]
            for column in columns {
                // Read through GRDB's throwing decode: its `as String?` subscripts trap on a value of another kind.
                guard let name = try column.decode(String?.self, forColumn: "name") else { continue }
                let type = try column.decode(String?.self, forColumn: "type") ?? ""
                live[name] = (type.uppercased(), try column.decode(Int?.self, forColumn: "notnull") == 1)
            }
            for column in table.columns {
                guard let actual = live.removeValue(forKey: column.name) else {
                    found.append("column '\(table.name).\(column.name)' is missing")
                    continue
                }
                if actual.type != column.sqlType || actual.notNull != column.isNotNull {
                    let expected = column.sqlType + (column.isNotNull ? " NOT NULL" : "")
                    let seen = actual.type + (actual.notNull ? " NOT NULL" : "")
                    found.append("column '\(table.name).\(column.name)' is \(seen), not \(expected)")
                }
            }
            if live.removeValue(forKey: TableLayout.primaryKey) == nil {
                found.append("column '\(table.name).\(TableLayout.primaryKey)' is missing")
            }
            if allowingAdditions { continue }
            for name in live.keys.sorted() { found.append("column '\(table.name).\(name)' is not in the layout") }
        }
        return Array(found.prefix(limit))
    }
}

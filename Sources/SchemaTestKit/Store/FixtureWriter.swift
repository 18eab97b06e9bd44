import Foundation
import GRDB
import SchemaModel
import SchemaRuntime

/// Writes fixture rows into a closed store file, in one transaction, with their own keys. Foreign keys are
/// checked at commit, so rows may point at rows written after them (cycles).
enum FixtureWriter {
    /// Inserts the generated rows, and then the hand-written ones after them; returns the key each
    /// hand-written row was given, by model and row key.
    static func write(_ fixture: GeneratedFixture, handWritten: FixtureRows?, layout: StoreLayout, to url: URL) throws
        -> [String: [String: Int64]]
    {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.write { db in
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            var lastKeys: [String: Int64] = [:]
            for table in fixture.tables where !table.rows.isEmpty {
                let statement = try insertStatement(db, table.table)
                for row in table.rows {
                    try statement.execute(arguments: StatementArguments(row.map(\.databaseValue)))
                }
                lastKeys[table.table.name] = Int64(table.rows.count)
            }
            guard let handWritten else { return [:] }
            return try write(handWritten, layout: layout, after: lastKeys, db)
        }
    }

    private static func insertStatement(_ db: Database, _ table: TableLayout) throws -> Statement {
        let columns = [TableLayout.primaryKey] + table.columns.map(\.name)
        return try db.makeStatement(
            sql: "INSERT INTO \(SQL.quoted(table.name)) (\(columns.map(SQL.quoted).joined(separator: ", ")))"
                + " VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))")
    }

    /// The hand-written rows: keys after the generated ones, unstated attributes at their defaults, and each
    /// link stored where the layout keeps that relationship.
    private static func write(
        _ fixture: FixtureRows, layout: StoreLayout, after lastKeys: [String: Int64], _ db: Database
    ) throws -> [String: [String: Int64]] {
        var lastKeys = lastKeys
        var keys: [String: [String: Int64]] = [:]
        for row in fixture.rows {
            guard let table = layout.table(forEntity: row.model) else { continue }
            let key = (lastKeys[table.name] ?? 0) + 1
            lastKeys[table.name] = key
            keys[row.model, default: [:]][row.key] = key
        }
        var joinKeys = lastKeys
        // Each table's insert, prepared once.
        var inserts: [String: Statement] = [:]
        // Links stored in the target's row or a join table, written once every row exists.
        var laterStatements: [(sql: String, arguments: StatementArguments)] = []
        for row in fixture.rows {
            guard let table = layout.table(forEntity: row.model), let model = layout.schema.model(named: row.model),
                let key = keys[row.model]?[row.key]
            else { continue }
            var values: [StoredValue] = [.integer(key)]
            for column in table.columns {
                if let attribute = model.attribute(named: column.name) {
                    values.append(row.values[column.name] ?? defaultValue(of: attribute, column: column))
                } else {
                    values.append(.null)
                }
            }
            for (name, targets) in row.links {
                guard let relationship = model.relationship(named: name) else { continue }
                let targetKeys = targets.compactMap { keys[relationship.target]?[$0] }
                switch layout.relationshipStorage[model.name]?[name] {
                case .foreignKey(let column)?:
                    if let index = table.columns.firstIndex(where: { $0.name == column }), let target = targetKeys.first
                    {
                        values[index + 1] = .integer(target)
                    }
                case .inverseForeignKey(let column)?:
                    for target in targetKeys {
                        laterStatements.append(
                            (
                                "UPDATE \(SQL.quoted(relationship.target)) SET \(SQL.quoted(column)) = ? WHERE \(SQL.quoted(TableLayout.primaryKey)) = ?",
                                [key, target]
                            ))
                    }
                case .joinTable(let name, let sourceIsOwner)?:
                    for target in targetKeys {
                        let pair = sourceIsOwner ? (key, target) : (target, key)
                        let pairKey = (joinKeys[name] ?? 0) + 1
                        joinKeys[name] = pairKey
                        laterStatements.append(
                            (
                                "INSERT OR IGNORE INTO \(SQL.quoted(name)) (\(SQL.quoted(TableLayout.primaryKey)), \(SQL.quoted(StoreLayout.joinSourceColumn)), \(SQL.quoted(StoreLayout.joinTargetColumn))) VALUES (?, ?, ?)",
                                [pairKey, pair.0, pair.1]
                            ))
                    }
                case nil:
                    continue
                }
            }
            let insert = try inserts[table.name] ?? insertStatement(db, table)
            inserts[table.name] = insert
            try insert.execute(arguments: StatementArguments(values.map(\.databaseValue)))
        }
        for statement in laterStatements { try db.execute(sql: statement.sql, arguments: statement.arguments) }
        return keys
    }

    /// What an attribute a hand-written row leaves out holds: its default, made now for `now` and `uuid`.
    private static func defaultValue(of attribute: Attribute, column: ColumnLayout) -> StoredValue {
        switch attribute.defaultValue {
        case .now?: Date().storedValue
        case .generatedUUID?: UUID().storedValue
        default: column.defaultValue ?? .null
        }
    }
}

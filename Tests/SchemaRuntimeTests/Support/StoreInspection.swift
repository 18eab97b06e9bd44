import Foundation
import GRDB
import SchemaModel

@testable import SchemaRuntime

/// Reading a store file directly, to check what migrations did without going through the store API.
enum StoreInspection {
    /// The schema of a store as SQLite reports it, normalised: per table, columns sorted by name with type,
    /// NOT NULL, default and primary key; foreign keys; and indexes with their columns.
    static func normalisedSchema(_ url: URL) throws -> [String: [String]] {
        let queue = try DatabaseQueue(path: url.path)
        return try queue.read { db in
            var result: [String: [String]] = [:]
            let tables = try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            for table in tables {
                var lines = try Row.fetchAll(db, sql: "PRAGMA table_info(\(SQL.quoted(table)))").map { row -> String in
                    let name: String = row["name"]
                    let type: String = row["type"]
                    let notNull: Int = row["notnull"]
                    let defaultValue: String? = row["dflt_value"]
                    let pk: Int = row["pk"]
                    return "column \(name) \(type) notnull=\(notNull) default=\(defaultValue ?? "-") pk=\(pk)"
                }.sorted()
                lines += try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(SQL.quoted(table)))").map {
                    row -> String in
                    let target: String = row["table"]
                    let from: String = row["from"]
                    return "foreign key \(from) -> \(target)"
                }.sorted()
                for index in try Row.fetchAll(db, sql: "PRAGMA index_list(\(SQL.quoted(table)))") {
                    let name: String = index["name"]
                    let unique: Int = index["unique"]
                    let columns = try String.fetchAll(
                        db, sql: "SELECT name FROM pragma_index_info(?)", arguments: [name])
                    lines.append("index \(name) unique=\(unique) \(columns)")
                }
                result[table] = lines.sorted()
            }
            return result
        }
    }

    /// Every row of every entity table, by entity and primary key, as column -> value.
    static func rows(_ url: URL, schema: Schema) throws -> [String: [Int64: [String: DatabaseValue]]] {
        let queue = try DatabaseQueue(path: url.path)
        return try queue.read { db in
            var result: [String: [Int64: [String: DatabaseValue]]] = [:]
            for model in schema.models where try db.tableExists(model.name) {
                var rows: [Int64: [String: DatabaseValue]] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \(SQL.quoted(model.name))") {
                    var values: [String: DatabaseValue] = [:]
                    for column in row.columnNames { values[column] = row[column] }
                    rows[row["_pk"]] = values
                }
                result[model.name] = rows
            }
            return result
        }
    }

    /// The version and fingerprint the store records.
    static func recordedVersion(_ url: URL) throws -> (String?, String?) {
        let queue = try DatabaseQueue(path: url.path)
        return try queue.read { db in
            (
                try String.fetchOne(db, sql: "SELECT value FROM _schemagen_metadata WHERE key = 'version'"),
                try String.fetchOne(db, sql: "SELECT value FROM _schemagen_metadata WHERE key = 'fingerprint'")
            )
        }
    }

    /// The backup files beside a store.
    static func backups(of url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(url.lastPathComponent + ".schemagen-backup") }.sorted()
    }

    /// A digest of a file's bytes, to prove a refused file was left untouched.
    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }
}

import Foundation
import GRDB
import SchemaModel
import SchemaRuntime

/// The store's own tables in an SQLite store.
extension StoreMetadata {
    /// Creates the metadata tables.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: "CREATE TABLE \(SQL.quoted(metadataTable)) (\"key\" TEXT PRIMARY KEY, \"value\" TEXT NOT NULL)")
        try db.execute(
            sql: """
                CREATE TABLE \(SQL.quoted(historyTable)) (
                    "_pk" INTEGER PRIMARY KEY, "from_version" TEXT, "to_version" TEXT NOT NULL, "kind" TEXT NOT NULL,
                    "applied_at" REAL NOT NULL, "duration_seconds" REAL NOT NULL, "rows_touched" INTEGER NOT NULL)
                """)
    }

    /// Whether the database has the metadata tables.
    static func exists(_ db: Database) throws -> Bool {
        try db.tableExists(metadataTable)
    }

    /// The recorded version, fingerprint and history of the store at `path`. A value that is not text (a
    /// hand-edited row) is a ``SchemaStoreError/corrupt(path:underlying:)`` error naming it, never a trap.
    package static func read(_ db: Database, path: String) throws -> Recorded {
        let rows = try Row.fetchAll(db, sql: "SELECT \"key\", \"value\" FROM \(SQL.quoted(metadataTable))")
        var values: [String: String] = [:]
        for (position, row) in rows.enumerated() {
            let reader = StoredColumnReader(path: path, table: metadataTable, row: row, rowName: "row \(position + 1)")
            guard let key = try reader.value(String.self, "key") else { continue }
            let named = StoredColumnReader(path: path, table: metadataTable, row: row, rowName: "row '\(key)'")
            if let value = try named.value(String.self, "value") { values[key] = value }
        }
        return Recorded(values: values)
    }

    /// Every applied stage recorded in the store at `path`, oldest first.
    static func history(_ db: Database, path: String) throws -> [AppliedStage] {
        try Row.fetchAll(db, sql: "SELECT * FROM \(SQL.quoted(historyTable)) ORDER BY \"_pk\"").map { row in
            let key = try StoredColumnReader(path: path, table: historyTable, row: row, rowName: "a row")
                .value(Int64.self, "_pk")
            let reader = StoredColumnReader(
                path: path, table: historyTable, row: row, rowName: key.map { "row \($0)" } ?? "a row without _pk")
            return AppliedStage(
                from: try reader.value(String.self, "from_version").flatMap(SchemaVersion.init(parsing:)),
                to: try reader.value(String.self, "to_version").flatMap(SchemaVersion.init(parsing:))
                    ?? SchemaVersion(0, 0, 0),
                kind: try reader.value(String.self, "kind") ?? "",
                appliedAt: Date(timeIntervalSince1970: try reader.value(Double.self, "applied_at") ?? 0),
                duration: try reader.value(Double.self, "duration_seconds") ?? 0,
                rowsTouched: try reader.value(Int.self, "rows_touched") ?? 0)
        }
    }

    /// Records the version the store is now at, the oldest version that can use it, and the schema history it
    /// belongs to.
    static func write(
        _ db: Database, version: SchemaVersion, fingerprint: String, oldestCompatible: SchemaVersion, history: String?
    ) throws {
        try set(db, "version", version.description)
        try set(db, "fingerprint", fingerprint)
        try set(db, Recorded.oldestCompatibleKey, oldestCompatible.description)
        if let history { try set(db, "history", history) }
    }

    /// Records the schema history the store belongs to (a store that recorded a former identifier).
    static func restampHistory(_ db: Database, history: String) throws {
        try set(db, "history", history)
    }

    /// Sets one key of the metadata, adding it if it is not there.
    private static func set(_ db: Database, _ key: String, _ value: String) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO \(SQL.quoted(metadataTable)) (\"key\", \"value\") VALUES (?, ?)",
            arguments: [key, value])
    }

    /// Replaces the recorded fingerprint (same version, a newer encoding of its stamp).
    static func restamp(_ db: Database, fingerprint: String) throws {
        try db.execute(
            sql: "UPDATE \(SQL.quoted(metadataTable)) SET \"value\" = ? WHERE \"key\" = 'fingerprint'",
            arguments: [fingerprint])
    }

    /// Appends a stage to the history.
    static func recordStage(
        _ db: Database, from: SchemaVersion?, to: SchemaVersion, kind: String, duration: TimeInterval, rowsTouched: Int
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO \(SQL.quoted(historyTable))
                ("from_version", "to_version", "kind", "applied_at", "duration_seconds", "rows_touched") VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [from?.description, to.description, kind, Date().timeIntervalSince1970, duration, rowsTouched])
    }
}

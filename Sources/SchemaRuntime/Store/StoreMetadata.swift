import Foundation
import GRDB
import SchemaModel

/// The store's own tables: the current version and fingerprint, the schema history the store belongs to,
/// and the history of applied stages.
package enum StoreMetadata {
    package static let metadataTable = "_schemagen_metadata"
    package static let historyTable = "_schemagen_history"

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

    /// What the metadata records.
    package struct Recorded: Equatable {
        /// The version the store is at (`nil` if the metadata lost it, or holds no version number).
        package var version: SchemaVersion?
        /// The version as its row holds it, `nil` when there is no such row.
        package var versionText: String?
        /// That version's fingerprint when it was written.
        package var fingerprint: String?
        /// The schema history the store belongs to; `nil` in stores written before it was recorded.
        package var history: String?
        /// The oldest version whose instances can use the store (``VersionFacts/oldestCompatibleVersion(at:)``);
        /// `nil` in stores written before it was recorded, which only their own version uses.
        package var oldestCompatible: SchemaVersion?

        /// The metadata key of ``oldestCompatible``.
        package static let oldestCompatibleKey = "oldest_compatible_version"

        /// What the metadata table's `key`/`value` rows record, on any engine.
        package init(values: [String: String]) {
            version = values["version"].flatMap(SchemaVersion.init(parsing:))
            versionText = values["version"]
            fingerprint = values["fingerprint"]
            history = values["history"]
            oldestCompatible = values[Self.oldestCompatibleKey].flatMap(SchemaVersion.init(parsing:))
        }
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

    /// Why a store whose metadata holds `versionText` (`nil`: no version row) has no version this runtime can
    /// read, for a ``SchemaStoreError/unknownSchema(path:storeVersion:reason:)``; on every engine alike.
    package static func unreadableVersionReason(_ versionText: String?) -> String {
        guard let versionText else {
            return
                "its metadata records no version (the 'version' row of \(metadataTable) is missing), so it was edited outside schemagen"
        }
        return
            "its metadata records the version \(SQL.literal(versionText)), which is not a version number such as 1.2.0, so it was edited outside schemagen"
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

/// One entry of a store's migration history.
public struct AppliedStage: Hashable, Sendable {
    /// The version migrated from, or `nil` when the store was created.
    public var from: SchemaVersion?
    /// The version migrated to.
    public var to: SchemaVersion
    /// `created`, `lightweight` or `custom`.
    public var kind: String
    /// When it was applied.
    public var appliedAt: Date
    /// How long it took.
    public var duration: TimeInterval
    /// Rows inserted, copied or rewritten.
    public var rowsTouched: Int

    /// An entry as a store records it.
    package init(
        from: SchemaVersion?, to: SchemaVersion, kind: String, appliedAt: Date, duration: TimeInterval, rowsTouched: Int
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.appliedAt = appliedAt
        self.duration = duration
        self.rowsTouched = rowsTouched
    }
}

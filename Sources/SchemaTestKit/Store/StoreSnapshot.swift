import Foundation
import GRDB
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite

/// Everything one version's store holds, read straight from the file (not through the typed API, whose
/// conversions are part of what is being tested): each entity's rows by `_pk`, and each relationship's pairs
/// of keys, wherever the layout stores them.
struct StoreSnapshot {
    /// A relationship's pair: the source row's key and the target row's.
    struct Pair: Hashable, Comparable {
        var source: Int64
        var target: Int64

        static func < (lhs: Pair, rhs: Pair) -> Bool { (lhs.source, lhs.target) < (rhs.source, rhs.target) }
    }

    /// The layout read.
    let layout: StoreLayout
    /// Each entity's rows, by entity name and `_pk`, as column name -> stored value.
    private(set) var rows: [String: [Int64: [String: StoredValue]]] = [:]
    /// Each join table's pairs, as (`source_pk`, `target_pk`).
    private var joinPairs: [String: [Pair]] = [:]
    /// Each relationship's pairs by model and relationship, for a store read through a framework's API,
    /// whose storage the layout does not describe.
    private var readPairs: [String: [String: Set<Pair>]]?

    /// What `fixture`'s rows of `layout` are in a store, without writing them.
    init(fixture: FixtureTables, layout: StoreLayout) {
        self.layout = layout
        for table in fixture.tables {
            let columns = [TableLayout.primaryKey] + table.table.columns.map(\.name)
            switch table.table.kind {
            case .entity(let model):
                var byKey: [Int64: [String: StoredValue]] = [:]
                for row in table.rows {
                    let values = Dictionary(zip(columns, row), uniquingKeysWith: { first, _ in first })
                    if case .integer(let key) = values[TableLayout.primaryKey] { byKey[key] = values }
                }
                rows[model] = byKey
            case .join:
                joinPairs[table.table.name] = table.rows.compactMap { row in
                    guard row.count == 3, case .integer(let source) = row[1], case .integer(let target) = row[2]
                    else { return nil }
                    return Pair(source: source, target: target)
                }
            }
        }
    }

    /// A store read through a framework's API: each model's rows by the key the kit matched them to, and each
    /// relationship's pairs of keys.
    init(layout: StoreLayout, rows: [String: [Int64: [String: StoredValue]]], pairs: [String: [String: Set<Pair>]]) {
        self.layout = layout
        self.rows = rows
        readPairs = pairs
    }

    /// Reads every table of `layout` from the database at `url`.
    init(of url: URL, layout: StoreLayout) throws {
        self.layout = layout
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.read { db in
            for table in layout.tables {
                let key = SQL.quoted(TableLayout.primaryKey)
                let statement = "SELECT * FROM \(SQL.quoted(table.name)) ORDER BY \(key)"
                switch table.kind {
                case .entity(let model):
                    var byKey: [Int64: [String: StoredValue]] = [:]
                    let cursor = try Row.fetchCursor(db, sql: statement)
                    while let row = try cursor.next() {
                        var values: [String: StoredValue] = [:]
                        for (column, value) in row { values[column] = StoredValue(value) }
                        if case .integer(let pk) = values[TableLayout.primaryKey] { byKey[pk] = values }
                    }
                    rows[model] = byKey
                case .join:
                    joinPairs[table.name] = try Row.fetchAll(db, sql: statement).map { row in
                        Pair(
                            source: row[StoreLayout.joinSourceColumn], target: row[StoreLayout.joinTargetColumn])
                    }
                }
            }
        }
    }

    /// The pairs of `model.relationship` seen from `model`: (the model's row, the target's row).
    func pairs(of model: String, _ relationship: String) -> Set<Pair> {
        if let readPairs { return readPairs[model]?[relationship] ?? [] }
        switch layout.relationshipStorage[model]?[relationship] {
        case .foreignKey(let column)?:
            return Set(
                (rows[model] ?? [:]).compactMap { key, values in
                    values[column].flatMap(Self.key).map { Pair(source: key, target: $0) }
                })
        case .inverseForeignKey(let column)?:
            guard let target = layout.schema.model(named: model)?.relationship(named: relationship)?.target else {
                return []
            }
            return Set(
                (rows[target] ?? [:]).compactMap { key, values in
                    values[column].flatMap(Self.key).map { Pair(source: $0, target: key) }
                })
        case .joinTable(let name, let sourceIsOwner)?:
            return Set(
                (joinPairs[name] ?? []).map {
                    sourceIsOwner ? $0 : Pair(source: $0.target, target: $0.source)
                })
        case nil:
            return []
        }
    }

    private static func key(_ value: StoredValue) -> Int64? {
        if case .integer(let key) = value { return key }
        return nil
    }

    /// The version the store at `url` records, read as the runtime reads it.
    static func recordedVersion(of url: URL) throws -> SchemaVersion? {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try StoreMetadata.read(db, path: url.path).version }
    }
}

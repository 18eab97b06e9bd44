import Foundation
import SchemaModel
import SchemaRuntime

/// Every row a fixture store holds, table by table, in stored form: the generated rows, then a team's
/// hand-written rows after them with keys of their own, unstated attributes at their defaults and each link
/// stored where the layout keeps that relationship. Both kits start from it: the portable one writes it into
/// a SQLite file, the framework one hands it to the suite to write with the framework's API.
struct FixtureTables {
    /// The tables, entities first, then join tables, as the layout orders them.
    private(set) var tables: [GeneratedFixture.TableRows]
    /// The key each hand-written row was given, by model and row key.
    private(set) var keys: [String: [String: Int64]] = [:]

    /// The generated rows of `layout`, and `handWritten`'s after them.
    init(_ generated: GeneratedFixture, handWritten: FixtureRows?, layout: StoreLayout) {
        tables = generated.tables
        guard let handWritten else { return }
        add(handWritten, layout: layout)
    }

    private mutating func add(_ fixture: FixtureRows, layout: StoreLayout) {
        var positions: [String: Int] = [:]
        for (index, table) in tables.enumerated() { positions[table.table.name] = index }
        var lastKeys = tables.reduce(into: [String: Int64]()) { $0[$1.table.name] = Int64($1.rows.count) }
        for row in fixture.rows {
            guard let table = layout.table(forEntity: row.model) else { continue }
            let key = (lastKeys[table.name] ?? 0) + 1
            lastKeys[table.name] = key
            keys[row.model, default: [:]][row.key] = key
        }
        for row in fixture.rows {
            guard let table = layout.table(forEntity: row.model), let model = layout.schema.model(named: row.model),
                let key = keys[row.model]?[row.key], let position = positions[table.name]
            else { continue }
            var values: [StoredValue] = [.integer(key)]
            for column in table.columns {
                values.append(
                    model.attribute(named: column.name).map {
                        row.values[column.name] ?? Self.defaultValue(of: $0, column, in: layout.schema)
                    }
                        ?? .null)
            }
            tables[position].rows.append(values)
        }
        for row in fixture.rows {
            guard let model = layout.schema.model(named: row.model), let key = keys[row.model]?[row.key] else {
                continue
            }
            for (name, targets) in row.links {
                guard let relationship = model.relationship(named: name) else { continue }
                let targetKeys = targets.compactMap { keys[relationship.target]?[$0] }
                link(key, model.name, to: targetKeys, relationship, layout: layout, positions: positions)
            }
        }
    }

    /// Stores a row's pairs where the layout keeps the relationship: in the owner's row (a to-one holds its
    /// first target), each target's row, or the join table (each pair once).
    private mutating func link(
        _ key: Int64, _ model: String, to targets: [Int64], _ relationship: Relationship, layout: StoreLayout,
        positions: [String: Int]
    ) {
        switch layout.relationshipStorage[model]?[relationship.name] {
        case .foreignKey(let column)?:
            guard let target = targets.first else { return }
            set(column, of: key, in: model, to: target, layout: layout, positions: positions)
        case .inverseForeignKey(let column)?:
            for target in targets {
                set(column, of: target, in: relationship.target, to: key, layout: layout, positions: positions)
            }
        case .joinTable(let name, let sourceIsOwner)?:
            guard let position = positions[name] else { return }
            for target in targets {
                let pair: [StoredValue] =
                    sourceIsOwner ? [.integer(key), .integer(target)] : [.integer(target), .integer(key)]
                guard !tables[position].rows.contains(where: { Array($0.dropFirst()) == pair }) else { continue }
                tables[position].rows.append([.integer(Int64(tables[position].rows.count + 1))] + pair)
            }
        case nil:
            return
        }
    }

    /// Sets `column` of the row keyed `key` in `entity`'s table; the rows' keys are their positions plus one.
    private mutating func set(
        _ column: String, of key: Int64, in entity: String, to value: Int64, layout: StoreLayout,
        positions: [String: Int]
    ) {
        guard let table = layout.table(forEntity: entity), let position = positions[table.name],
            let index = table.columns.firstIndex(where: { $0.name == column }), key >= 1,
            key <= tables[position].rows.count
        else { return }
        tables[position].rows[Int(key) - 1][index + 1] = .integer(value)
    }

    /// What an attribute a hand-written row leaves out holds: its default, made now for `now` and `uuid`.
    private static func defaultValue(of attribute: Attribute, _ column: ColumnLayout, in schema: Schema)
        -> StoredValue
    {
        switch attribute.defaultValue {
        case .now?: Date().storedValue
        case .generatedUUID?: UUID().storedValue
        // Swift code, which only the app can run: the type's first edge value stands in for it.
        case .expression?: FixtureValues.edges(of: attribute.type.nonOptional, in: schema).first ?? .null
        default: column.defaultValue ?? .null
        }
    }
}

import SchemaModel

/// Rows for every table of one version, made from its description alone and the same on every run: each
/// attribute takes each of its edge values (``FixtureValues``) and `nil` where optional, and each relationship
/// takes every shape (a parent with many children, one with one, one with none; pairs of a many-to-many;
/// rows pointing at their own table, so cycles too).
///
/// A table may be asked for more rows than its edges need, so that code reading it in batches meets a second
/// batch: those rows take only the small edge values (no long text, large data or long arrays), which keeps
/// the store small on disk.
struct GeneratedFixture {
    /// One table's rows: the `_pk` first, then a value per column of the layout, in its order.
    struct TableRows {
        /// The table.
        var table: TableLayout
        /// The rows.
        var rows: [[StoredValue]]
    }

    /// The tables, entities first, then join tables, as the layout orders them.
    let tables: [TableRows]

    /// How many children the "many" shape gives a parent.
    private static let many = 3

    /// Rows for `layout`'s tables, each entity's at least `minimumRows` where its uniqueness constraints allow
    /// that many distinct values.
    init(_ layout: StoreLayout, minimumRows: Int = 0) {
        let schema = layout.schema
        var counts: [String: Int] = [:]
        for model in schema.models {
            counts[model.name] = Self.rowCount(of: model, in: schema, atLeast: minimumRows)
        }
        tables = layout.tables.map { table in
            switch table.kind {
            case .entity(let name):
                guard let model = schema.model(named: name) else { return TableRows(table: table, rows: []) }
                return TableRows(
                    table: table, rows: Self.entityRows(table, model: model, schema: schema, counts: counts))
            case .join(let name, let relationship):
                guard let relationship = schema.model(named: name)?.relationship(named: relationship) else {
                    return TableRows(table: table, rows: [])
                }
                return TableRows(
                    table: table,
                    rows: Self.pairs(
                        sources: counts[name] ?? 0, targets: counts[relationship.target] ?? 0,
                        minCount: relationship.minCount, maxCount: relationship.maxCount
                    ).enumerated().map { index, pair in [.integer(Int64(index + 1)), pair.0, pair.1] })
            }
        }
    }

    /// Enough rows for every attribute to take every edge value and `nil`, and for every relationship shape,
    /// or `minimum` if that is more; no more than a uniqueness constraint allows.
    static func rowCount(of model: Model, in schema: Schema, atLeast minimum: Int = 0) -> Int {
        let unique = Set(model.allUniquenessConstraints.joined())
        var count = 6
        var distinct = Int.max
        for attribute in model.attributes where !attribute.isTransient {
            let type = attribute.type.nonOptional
            count = max(count, FixtureValues.edges(of: type, in: schema).count + (attribute.type.isOptional ? 1 : 0))
            if unique.contains(attribute.name) {
                distinct = min(distinct, FixtureValues.distinctCount(of: type, in: schema))
            }
        }
        let edgeRows = max(1, min(count, 64, distinct))
        return max(edgeRows, min(minimum, distinct))
    }

    private static func entityRows(_ table: TableLayout, model: Model, schema: Schema, counts: [String: Int])
        -> [[StoredValue]]
    {
        let unique = Set(model.allUniquenessConstraints.joined())
        let count = counts[model.name] ?? 0
        let edgeRows = Self.rowCount(of: model, in: schema)
        // Where each column's values come from, worked out once per table.
        let sources: [ColumnSource] = table.columns.map { column in
            if let relationship = model.relationship(named: column.name), let target = column.references {
                return .reference(relationship, targets: counts[target] ?? 0)
            }
            guard let attribute = model.attribute(named: column.name) else { return .null }
            let type = attribute.type.nonOptional
            if unique.contains(attribute.name) {
                return .perRow(FixtureValues.distinct(count, of: type, in: schema))
            }
            let edges =
                (attribute.type.isOptional ? [StoredValue.null] : []) + FixtureValues.edges(of: type, in: schema)
            let small = edges.filter(\.isSmall)
            return edges.isEmpty ? .null : .cycle(edges, small: small.isEmpty ? edges : small)
        }
        return (0..<count).map { row in
            var values: [StoredValue] = [.integer(Int64(row + 1))]
            for (position, source) in sources.enumerated() {
                switch source {
                case .reference(let relationship, let targets):
                    values.append(
                        reference(
                            row: row, rows: count, targets: targets, relationship: relationship, model: model,
                            schema: schema))
                case .perRow(let rowValues): values.append(rowValues[row])
                // Offset by the column's position, so one row is not every attribute's first edge.
                case .cycle(let edges, _) where row < edgeRows: values.append(edges[(row + position) % edges.count])
                case .cycle(_, let small): values.append(small[(row + position) % small.count])
                case .null: values.append(.null)
                }
            }
            return values
        }
    }

    /// Where a column's generated values come from.
    private enum ColumnSource {
        /// A to-one relationship's key, into a table of `targets` rows.
        case reference(Relationship, targets: Int)
        /// One value per row (a unique attribute's distinct values).
        case perRow([StoredValue])
        /// The attribute's edge values, in turn; past the rows the edges need, only the small ones.
        case cycle([StoredValue], small: [StoredValue])
        /// No value.
        case null
    }

    /// The `_pk` a to-one column of row `row` points at. A to-one whose inverse is to-many gives the first
    /// parent many children, the second one, the third none, and the rest one each; a one-to-one pairs rows
    /// one for one. The last row of an optional relationship points nowhere.
    private static func reference(
        row: Int, rows: Int, targets: Int, relationship: Relationship, model: Model, schema: Schema
    ) -> StoredValue {
        guard targets > 0 else { return .null }
        if relationship.cardinality.isOptional, row == rows - 1, rows > 1 { return .null }
        let inverse = schema.inverse(of: relationship, in: model)
        let roundRobin = Int64(row % targets + 1)
        if let inverse, !inverse.cardinality.isToMany {
            guard row < targets else { return relationship.cardinality.isOptional ? .null : .integer(roundRobin) }
            return .integer(Int64(row + 1))
        }
        let many = min(Self.many, inverse?.maxCount ?? Self.many)
        // A parent that must have children, or too few parents for the shapes, get children in turn.
        guard (inverse?.minCount ?? 0) == 0, targets >= 4, many >= 2 else { return .integer(roundRobin) }
        if row < many { return .integer(1) }
        if row == many { return .integer(2) }
        // The third parent gets none.
        return .integer(Int64(4 + (row - many - 1) % (targets - 3)))
    }

    /// A many-to-many's pairs: the first source with many targets, the second with one, the third with none
    /// (unless it must have some), the rest with one each.
    private static func pairs(sources: Int, targets: Int, minCount: Int?, maxCount: Int?) -> [(
        StoredValue, StoredValue
    )] {
        guard sources > 0, targets > 0 else { return [] }
        var pairs: [(Int, Int)] = []
        for target in 1...max(1, min(targets, maxCount ?? Self.many, Self.many)) { pairs.append((1, target)) }
        for source in 2...max(2, sources) where source <= sources && (source != 3 || (minCount ?? 0) > 0) {
            pairs.append((source, source % targets + 1))
        }
        return pairs.map { (.integer(Int64($0.0)), .integer(Int64($0.1))) }
    }
}

extension StoredValue {
    /// Whether the value is small on disk: no long text (arrays are stored as text), and no large data.
    fileprivate var isSmall: Bool {
        switch self {
        case .text(let text): text.utf8.count <= 64
        case .blob(let bytes): bytes.count <= 64
        case .null, .integer, .real: true
        }
    }
}

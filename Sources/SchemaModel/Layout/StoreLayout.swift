#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a schema version is stored: one table per entity, one column per stored attribute, a foreign-key
/// column on the to-one side of a relationship, and a join table for many-to-many and one-way to-many
/// relationships.
///
/// Where both sides of a relationship could hold it (one-to-one, many-to-many), the side whose
/// `Model.property` sorts first holds it, so the choice is the same in every store.
package struct StoreLayout: Sendable {
    /// Where a relationship's references live.
    package enum RelationshipStorage: Hashable, Sendable {
        /// A column of the source model's table holds the target's `_pk`.
        case foreignKey(column: String)
        /// A column of the target model's table holds the source's `_pk` (the inverse to-one holds it).
        case inverseForeignKey(targetColumn: String)
        /// A join table; `sourceIsOwner` says whether the source is the table's `source_pk` side.
        case joinTable(name: String, sourceIsOwner: Bool)
    }

    /// A join table's columns seen from one side: the column holding that side's keys, and the column
    /// holding the other side's.
    package static func joinColumns(sourceIsOwner: Bool) -> (mine: String, theirs: String) {
        sourceIsOwner ? (joinSourceColumn, joinTargetColumn) : (joinTargetColumn, joinSourceColumn)
    }

    /// The tables, entities first in description order, then join tables.
    package private(set) var tables: [TableLayout]
    /// The storage of each relationship, by model and relationship name.
    package let relationshipStorage: [String: [String: RelationshipStorage]]
    /// The description laid out.
    package let schema: Schema

    /// The join table's column holding the owner's `_pk`.
    package static let joinSourceColumn = "source_pk"
    /// The join table's column holding the other side's `_pk`.
    package static let joinTargetColumn = "target_pk"

    package init(_ schema: Schema) {
        self.schema = schema
        var storage: [String: [String: RelationshipStorage]] = [:]
        var joinTables: [TableLayout] = []
        for model in schema.models {
            for relationship in model.relationships {
                let resolved = Self.storage(of: relationship, in: model, schema: schema)
                storage[model.name, default: [:]][relationship.name] = resolved
                if case .joinTable(let name, true) = resolved {
                    joinTables.append(
                        TableLayout(
                            name: name, kind: .join(model: model.name, relationship: relationship.name),
                            columns: [
                                ColumnLayout(
                                    name: Self.joinSourceColumn, content: .reference, isNotNull: true,
                                    references: model.name),
                                ColumnLayout(
                                    name: Self.joinTargetColumn, content: .reference, isNotNull: true,
                                    references: relationship.target),
                            ],
                            indexes: [
                                IndexLayout(
                                    name: "\(name)_pair", columns: [Self.joinSourceColumn, Self.joinTargetColumn],
                                    isUnique: true),
                                IndexLayout(name: "\(name)_target", columns: [Self.joinTargetColumn], isUnique: false),
                            ]))
                }
            }
        }
        relationshipStorage = storage
        tables =
            schema.models.map { Self.entityTable(for: $0, storage: storage[$0.name] ?? [:], schema: schema) }
            + joinTables
    }

    /// The columns an instance at this version serves without, by table: deprecated attributes' columns that a
    /// newer release dropped (``serving(without:)``), each read as its default or NULL. Empty otherwise.
    package private(set) var absentColumns: [String: [ColumnLayout]] = [:]

    /// This layout less the columns `missing` names (by table), for an instance serving a store a newer
    /// release migrated past their removal; only deprecated attributes' columns may go
    /// (``OlderInstanceCompatibility``).
    package func serving(without missing: [String: Set<String>]) -> StoreLayout {
        guard !missing.isEmpty else { return self }
        var layout = self
        for (position, table) in tables.enumerated() {
            guard let names = missing[table.name] else { continue }
            layout.absentColumns[table.name] = table.columns.filter { names.contains($0.name) }
            layout.tables[position].columns.removeAll { names.contains($0.name) }
        }
        return layout
    }

    /// The columns of deprecated attributes, by table: those an instance at this version can serve without.
    package var deprecatedColumns: [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for model in schema.models {
            let names = model.attributes.filter { $0.isDeprecated && !$0.isTransient }.map(\.name)
            if !names.isEmpty, let table = table(forEntity: model.name) { found[table.name] = Set(names) }
        }
        return found
    }

    /// The table of a model.
    package func table(forEntity name: String) -> TableLayout? {
        tables.first { $0.kind == .entity(model: name) }
    }

    /// The table with the given name.
    package func table(named name: String) -> TableLayout? {
        tables.first { $0.name == name }
    }

    // MARK: Deciding where relationships live

    private static func storage(of relationship: Relationship, in model: Model, schema: Schema) -> RelationshipStorage {
        let inverse = schema.inverse(of: relationship, in: model)
        let ownKey = "\(model.name).\(relationship.name)"
        switch (relationship.cardinality.isToMany, inverse) {
        case (false, nil):
            return .foreignKey(column: relationship.name)
        case (false, let inverse?) where inverse.cardinality.isToMany:
            return .foreignKey(column: relationship.name)
        case (false, let inverse?):
            // One-to-one: the side that sorts first holds the column.
            return ownKey <= "\(relationship.target).\(inverse.name)"
                ? .foreignKey(column: relationship.name) : .inverseForeignKey(targetColumn: inverse.name)
        case (true, nil):
            return .joinTable(
                name: joinTableName(model: model.name, relationship: relationship.name), sourceIsOwner: true)
        case (true, let inverse?) where !inverse.cardinality.isToMany:
            return .inverseForeignKey(targetColumn: inverse.name)
        case (true, let inverse?):
            let otherKey = "\(relationship.target).\(inverse.name)"
            if ownKey <= otherKey {
                return .joinTable(
                    name: joinTableName(model: model.name, relationship: relationship.name), sourceIsOwner: true)
            }
            return .joinTable(
                name: joinTableName(model: relationship.target, relationship: inverse.name), sourceIsOwner: false)
        }
    }

    static func joinTableName(model: String, relationship: String) -> String {
        "_join_\(model)_\(relationship)"
    }

    // MARK: Entity tables

    private static func entityTable(for model: Model, storage: [String: RelationshipStorage], schema: Schema)
        -> TableLayout
    {
        var columns = model.attributes.filter { !$0.isTransient }.map { attribute in
            ColumnLayout(
                name: attribute.name, content: ColumnContent(attribute.type, in: schema),
                isNotNull: !attribute.type.isOptional,
                defaultValue: attribute.defaultValue.flatMap {
                    StorageTypes.constantValue($0, type: attribute.type, in: schema)
                },
                references: nil)
        }
        for relationship in model.relationships {
            guard case .foreignKey(let column) = storage[relationship.name] else { continue }
            columns.append(
                ColumnLayout(
                    name: column, content: .reference, isNotNull: relationship.cardinality == .toOne(isOptional: false),
                    defaultValue: nil, references: relationship.target))
        }
        var indexes: [IndexLayout] = []
        // A uniqueness constraint's properties are a set: its index takes them sorted, so writing [b, a] for
        // [a, b] in a later version changes nothing stored.
        for constraint in model.allUniquenessConstraints.map({ $0.sorted() }) {
            indexes.append(
                IndexLayout(name: indexName(model.name, constraint, unique: true), columns: constraint, isUnique: true))
        }
        for index in model.indexes {
            indexes.append(
                IndexLayout(name: indexName(model.name, index, unique: false), columns: index, isUnique: false))
        }
        // Foreign keys are indexed so deletes and inverse lookups don't scan the table.
        for column in columns
        where column.references != nil && !indexes.contains(where: { $0.columns.first == column.name }) {
            indexes.append(
                IndexLayout(
                    name: indexName(model.name, [column.name], unique: false), columns: [column.name], isUnique: false))
        }
        return TableLayout(name: model.name, kind: .entity(model: model.name), columns: columns, indexes: indexes)
    }

    private static func indexName(_ table: String, _ columns: [String], unique: Bool) -> String {
        "\(table)_\(unique ? "unique" : "index")_" + columns.joined(separator: "_")
    }
}

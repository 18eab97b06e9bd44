internal import SchemaModel

/// The pairs each relationship holds, kept in step on both sides as SwiftData keeps inverses: a pair added
/// on either side is added, a saved pair removed on either side is removed.
enum RelationshipPairs {
    /// A relationship: its entity and name.
    struct Key: Hashable {
        let entity: String
        let relationship: String
    }

    /// A pair: the owner's row and the related row.
    struct Pair: Hashable {
        let owner: Int
        let target: Int
    }

    /// Every relationship's pairs in `contents`.
    static func pairs(in contents: StoreContents, schema: StoreSchema) -> [Key: Set<Pair>] {
        var pairs: [Key: Set<Pair>] = [:]
        for entity in schema.entities {
            for relationship in entity.description.relationships {
                let key = Key(entity: entity.name, relationship: relationship.name)
                pairs[key] = Set(
                    (contents.rows[entity.name] ?? []).flatMap { row in
                        (row.relationships[relationship.name] ?? []).map { Pair(owner: row.id, target: $0) }
                    })
            }
        }
        return pairs
    }

    /// Makes both sides of each inverse pair agree, drops pairs to rows that are gone, and returns the pairs
    /// now saved.
    static func reconcile(_ contents: inout StoreContents, schema: StoreSchema, saved: [Key: Set<Pair>])
        -> [Key: Set<Pair>]
    {
        var current = pairs(in: contents, schema: schema)
        let existing = contents.rows.mapValues { Set($0.map(\.id)) }
        for entity in schema.entities {
            for relationship in entity.description.relationships {
                let key = Key(entity: entity.name, relationship: relationship.name)
                var mine = (current[key] ?? []).filter { existing[relationship.target]?.contains($0.target) ?? false }
                if let inverse = SchemaDiff.effectiveInverse(
                    of: relationship, in: entity.description,
                    target: { name in schema.entity(named: name)?.description })
                {
                    // Reconciling a pair again from its other side finds both sides equal and changes nothing.
                    let inverseKey = Key(entity: relationship.target, relationship: inverse)
                    let theirs = Set((current[inverseKey] ?? []).map { Pair(owner: $0.target, target: $0.owner) })
                        .filter { existing[entity.name]?.contains($0.owner) ?? false }
                    let before = saved[key] ?? []
                    mine = mine.intersection(theirs).union(mine.subtracting(before)).union(theirs.subtracting(before))
                    current[inverseKey] = Set(mine.map { Pair(owner: $0.target, target: $0.owner) })
                }
                current[key] = mine
            }
        }
        for entity in schema.entities {
            guard var rows = contents.rows[entity.name] else { continue }
            for index in rows.indices {
                for relationship in entity.description.relationships {
                    let key = Key(entity: entity.name, relationship: relationship.name)
                    rows[index].relationships[relationship.name] = (current[key] ?? [])
                        .filter { $0.owner == rows[index].id }.map(\.target).sorted()
                }
            }
            contents.rows[entity.name] = rows
        }
        return current
    }
}

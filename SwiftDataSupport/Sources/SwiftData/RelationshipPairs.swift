internal import SchemaModel

/// The pairs each relationship holds, kept in step on both sides as SwiftData keeps inverses: a pair added
/// on either side is added, a saved pair removed on either side is removed.
///
/// A relationship is keyed by the entity that declares it: the rows of a superentity and of its subentities,
/// which hold the relationship too, share one set of pairs, as they share one table in Core Data. Row ids are
/// unique across the store, so a pair names its rows whatever their entity.
enum RelationshipPairs {
    /// A relationship: the entity that declares it, and its name.
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
                let key = key(of: relationship.name, in: entity.name, schema)
                pairs[key, default: []].formUnion(
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
        /// The rows of the entity named `name` and of its subentities.
        func rows(of name: String) -> Set<Int> {
            schema.family(of: name).reduce(into: []) { $0.formUnion(existing[$1] ?? []) }
        }
        for entity in schema.entities {
            // A subentity's inherited relationship is reconciled once, with its declaring entity's.
            for relationship in entity.description.relationships
            where schema.declaringEntity(of: relationship.name, in: entity.name) == entity.name {
                let key = Key(entity: entity.name, relationship: relationship.name)
                let targets = rows(of: relationship.target)
                var mine = (current[key] ?? []).filter { targets.contains($0.target) }
                if let inverse = SchemaDiff.effectiveInverse(
                    of: relationship, in: entity.description,
                    target: { name in schema.entity(named: name)?.description })
                {
                    // Reconciling a pair again from its other side finds both sides equal and changes nothing.
                    let inverseKey = self.key(of: inverse, in: relationship.target, schema)
                    let owners = rows(of: entity.name)
                    let theirs = Set((current[inverseKey] ?? []).map { Pair(owner: $0.target, target: $0.owner) })
                        .filter { owners.contains($0.owner) }
                    let before = saved[key] ?? []
                    mine = mine.intersection(theirs).union(mine.subtracting(before)).union(theirs.subtracting(before))
                    // The inverse may be declared above this relationship's target, so it can hold pairs to rows of
                    // other entities than this one's family: those are left as they are.
                    let others = (current[inverseKey] ?? []).filter { !owners.contains($0.target) }
                    current[inverseKey] = others.union(mine.map { Pair(owner: $0.target, target: $0.owner) })
                }
                current[key] = mine
            }
        }
        for entity in schema.entities {
            guard var rows = contents.rows[entity.name] else { continue }
            for index in rows.indices {
                for relationship in entity.description.relationships {
                    let key = key(of: relationship.name, in: entity.name, schema)
                    rows[index].relationships[relationship.name] = (current[key] ?? [])
                        .filter { $0.owner == rows[index].id }.map(\.target).sorted()
                }
            }
            contents.rows[entity.name] = rows
        }
        return current
    }

    /// The key of the relationship `name` that the entity named `entity` holds.
    private static func key(of name: String, in entity: String, _ schema: StoreSchema) -> Key {
        Key(entity: schema.declaringEntity(of: name, in: entity), relationship: name)
    }
}

import SchemaModel

/// Gives the rows a framework read back the keys of the fixture rows they came from. Such a store shows no
/// keys, so a row is matched by what the trace says it must hold: first to a row whose every expected value
/// and relationship count it meets (among several, the one whose related rows' values its own related rows
/// meet, so twins that point at different rows are told apart), then (so a wrong value is reported as one,
/// not as a lost row and an extra one) to the row it meets most values of.
enum RowMatching {
    /// The migrated store as the trace's comparison reads it.
    static func snapshot(of migrated: MigratedObjects, matching trace: MigrationTrace, layout: StoreLayout)
        -> StoreSnapshot
    {
        var keys: [String: [Int: Int64]] = [:]
        for model in trace.models {
            guard let entity = model.entity else { continue }
            keys[entity] = match(migrated, entity: entity, model, trace: trace)
        }
        // Models the trace does not follow (added since) keep their positions as keys.
        for (entity, rows) in migrated.rows where keys[entity] == nil {
            keys[entity] = Dictionary(uniqueKeysWithValues: rows.indices.map { ($0, Int64($0 + 1)) })
        }
        var rows: [String: [Int64: [String: StoredValue]]] = [:]
        for (entity, read) in migrated.rows {
            for (position, values) in read.enumerated() {
                guard let key = keys[entity]?[position] else { continue }
                rows[entity, default: [:]][key] = values
            }
        }
        var pairs: [String: [String: Set<StoreSnapshot.Pair>]] = [:]
        for (entity, relationships) in migrated.links {
            guard let model = layout.schema.model(named: entity) else { continue }
            for (name, byOwner) in relationships {
                guard let target = model.relationship(named: name)?.target else { continue }
                var found: Set<StoreSnapshot.Pair> = []
                for (owner, targets) in byOwner {
                    guard let source = keys[entity]?[owner] else { continue }
                    for position in targets {
                        if let key = keys[target]?[position] { found.insert(.init(source: source, target: key)) }
                    }
                }
                pairs[entity, default: [:]][name] = found
            }
        }
        return StoreSnapshot(layout: layout, rows: rows, pairs: pairs)
    }

    /// The key each read row of `entity` is matched to; a row matched to none gets a key no fixture row has.
    private static func match(
        _ migrated: MigratedObjects, entity: String, _ model: MigrationTrace.TracedModel, trace: MigrationTrace
    ) -> [Int: Int64] {
        let read = migrated.rows[entity] ?? []
        let expectedKeys = model.keys.sorted()
        // Each fixture row's pair count per relationship, and each read row's.
        let expectedCounts: [Int64: [String: Int]] = Dictionary(
            uniqueKeysWithValues: expectedKeys.map { key in
                (
                    key,
                    Dictionary(
                        uniqueKeysWithValues: model.relationships.map { relationship in
                            (relationship.name, relationship.pairs.filter { $0.source == key }.count)
                        })
                )
            })
        let links = migrated.links[entity] ?? [:]
        func readCounts(_ position: Int) -> [String: Int] {
            Dictionary(
                uniqueKeysWithValues: model.relationships.map { ($0.name, links[$0.name]?[position]?.count ?? 0) })
        }
        // How many of the key's expected values the read row meets, of how many, and whether its pair counts agree.
        func score(_ position: Int, _ key: Int64) -> (met: Int, of: Int, countsAgree: Bool) {
            var met = 0
            var of = 0
            for attribute in model.attributes {
                guard let expectation = attribute.values[key] else { continue }
                of += 1
                if expectation.accepts(read[position][attribute.name] ?? .null) { met += 1 }
            }
            return (met, of, readCounts(position) == expectedCounts[key])
        }
        // Each relationship's target as the trace follows it, looked up once for every row and key.
        let targets = model.relationships.map { relationship in
            trace.models.first { $0.entity == relationship.target }
        }
        // How many of the key's related rows the read row's related rows meet every expected value of.
        func pairsAgreeing(_ position: Int, _ key: Int64) -> Int {
            var agreeing = 0
            for (relationship, target) in zip(model.relationships, targets) {
                guard let target else { continue }
                let readTargets = (links[relationship.name]?[position] ?? []).compactMap {
                    migrated.rows[relationship.target]?[$0]
                }
                for pair in relationship.pairs where pair.source == key {
                    let meets = readTargets.contains { values in
                        target.attributes.allSatisfy { attribute in
                            attribute.values[pair.target].map { $0.accepts(values[attribute.name] ?? .null) } ?? true
                        }
                    }
                    if meets { agreeing += 1 }
                }
            }
            return agreeing
        }
        var matched: [Int: Int64] = [:]
        var free = expectedKeys
        for position in read.indices {
            let candidates = free.indices.filter {
                let result = score(position, free[$0])
                return result.met == result.of && result.countsAgree
            }
            guard let first = candidates.first else { continue }
            // Each candidate scored once; among equals, the first, as the only candidate is.
            let best =
                candidates.count == 1
                ? first
                : candidates.map { ($0, pairsAgreeing(position, free[$0])) }.max { $0.1 < $1.1 }?.0 ?? first
            matched[position] = free.remove(at: best)
        }
        // A row that meets none of a key's values is no changed version of it: it is an extra row, and the key's
        // row is missing.
        var nextUnmatched = (expectedKeys.last ?? 0) + 1
        for position in read.indices where matched[position] == nil {
            let ranked = free.indices.map { index in
                let result = score(position, free[index])
                return (index: index, met: result.met, weight: result.met * 2 + (result.countsAgree ? 1 : 0))
            }
            if let best = ranked.max(by: { $0.weight < $1.weight }), best.met > 0 {
                matched[position] = free.remove(at: best.index)
            } else {
                matched[position] = nextUnmatched
                nextUnmatched += 1
            }
        }
        return matched
    }
}

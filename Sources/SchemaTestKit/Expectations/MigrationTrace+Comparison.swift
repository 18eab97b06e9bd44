import SchemaModel

extension MigrationTrace {
    /// What a comparison found: the failures, and how much it checked (so a suite can show it checked
    /// something).
    struct Comparison {
        var failures: [MigrationFailure] = []
        var rows = 0
        var values = 0
        var pairs = 0
    }

    /// Compares the migrated store with what the trace says it must hold.
    func compare(with store: StoreSnapshot) -> Comparison {
        var result = Comparison()
        let to = current.version
        // A row that is gone takes its pairs with it: the row is the one failure to report, not each pair.
        var missingRows: [String: Set<Int64>] = [:]
        for model in models {
            guard let entity = model.entity else { continue }
            let rows = store.rows[entity] ?? [:]
            missingRows[entity] = model.keys.filter { rows[$0] == nil }
        }
        for model in models {
            guard let entity = model.entity else { continue }
            let origin = entity == model.originalName ? nil : "\(model.originalName) at \(start)"
            func failure(
                _ kind: MigrationFailure.Kind, row: Int64? = nil, property: String? = nil, origin: String? = origin,
                expected: String? = nil, actual: String? = nil
            ) -> MigrationFailure {
                var failure = MigrationFailure(
                    kind, from: start, to: to, model: entity, origin: origin, rowKey: row, property: property,
                    expected: expected, actual: actual)
                failure.rowLabel = row.flatMap { rowLabels[model.originalName]?[$0] }
                return failure
            }
            let rows = store.rows[entity] ?? [:]
            let latest = current.model(named: entity)
            for key in model.keys.sorted() {
                guard let values = rows[key] else {
                    result.failures.append(failure(.missingRow, row: key))
                    continue
                }
                result.rows += 1
                for attribute in model.attributes {
                    guard let expectation = attribute.values[key] else { continue }
                    let actual = values[attribute.name] ?? .null
                    result.values += 1
                    let origin = Self.origin(of: attribute, in: model, start: start)
                    if !expectation.accepts(actual) {
                        result.failures.append(
                            failure(
                                .wrongValue, row: key, property: attribute.name, origin: origin,
                                expected: expectation.shown, actual: actual.shown))
                    } else if let declared = latest?.attribute(named: attribute.name),
                        let problem = StoredValueValidity.problem(actual, of: declared, in: current)
                    {
                        result.failures.append(
                            failure(
                                .unreadableValue, row: key, property: attribute.name, origin: origin, actual: problem))
                    }
                }
            }
            let extra = Set(rows.keys).subtracting(model.keys).sorted()
            if !extra.isEmpty {
                result.failures.append(
                    failure(.extraRows, actual: Self.listed(extra.map(String.init))))
            }
            for relationship in model.relationships {
                let actual = store.pairs(of: entity, relationship.name)
                result.pairs += relationship.pairs.count
                let relationshipOrigin =
                    relationship.name == relationship.originalName && origin == nil
                    ? nil : "\(model.originalName).\(relationship.originalName) at \(start)"
                let lost = relationship.pairs.subtracting(actual).filter { pair in
                    !(missingRows[entity]?.contains(pair.source) ?? false)
                        && !(missingRows[relationship.target]?.contains(pair.target) ?? false)
                }
                for pair in lost.sorted() {
                    result.failures.append(
                        failure(
                            .missingPair, row: pair.source, property: relationship.name, origin: relationshipOrigin,
                            expected: "\(relationship.target) row \(pair.target)"))
                }
                let gained = relationship.gainsPairsIn == nil ? actual.subtracting(relationship.pairs) : []
                for pair in gained.sorted() where model.keys.contains(pair.source) {
                    result.failures.append(
                        failure(
                            .extraPair, row: pair.source, property: relationship.name, origin: relationshipOrigin,
                            actual: "\(relationship.target) row \(pair.target)"))
                }
            }
            // Counts the latest version demands of every to-many, kept or not, over the old store's rows.
            for relationship in latest?.relationships ?? [] where relationship.cardinality.isToMany {
                guard relationship.minCount ?? 0 > 0 || relationship.maxCount != nil else { continue }
                var counts: [Int64: Int] = [:]
                for pair in store.pairs(of: entity, relationship.name) { counts[pair.source, default: 0] += 1 }
                for key in model.keys.sorted() where rows[key] != nil {
                    let count = counts[key] ?? 0
                    if let minimum = relationship.minCount, count < minimum {
                        result.failures.append(
                            failure(
                                .countOutOfBounds, row: key, property: relationship.name, origin: nil,
                                expected: "at least \(minimum)", actual: "\(count)"))
                    }
                    if let maximum = relationship.maxCount, count > maximum {
                        result.failures.append(
                            failure(
                                .countOutOfBounds, row: key, property: relationship.name, origin: nil,
                                expected: "at most \(maximum)", actual: "\(count)"))
                    }
                }
            }
        }
        return result
    }

    private static func origin(of attribute: TracedAttribute, in model: TracedModel, start: SchemaVersion) -> String? {
        if let addedIn = attribute.addedIn { return "added in \(addedIn)" }
        guard let original = attribute.originalName, original != attribute.name || model.entity != model.originalName
        else { return nil }
        return "\(model.originalName).\(original) at \(start)"
    }

    private static func listed(_ items: [String]) -> String {
        items.count <= 10
            ? "keys " + items.joined(separator: ", ")
            : "keys " + items.prefix(10).joined(separator: ", ")
                + " and \(items.count - 10) more"
    }
}

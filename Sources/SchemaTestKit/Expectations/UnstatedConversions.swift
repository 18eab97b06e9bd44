import SchemaModel

extension ConversionStatements {
    /// A failure for every value the custom stages set that no fixture file of `fixtures` states: no row of a
    /// version before the stage has it under `expect:`, and no such file lists it as `unchecked:`. The
    /// failure names the fixture file to write, in `folder`: the stage's own version's.
    func unstated(in fixtures: [FixtureRows], folder: String) -> [MigrationFailure] {
        var stated: [SchemaVersion: Set<String>] = [:]
        for fixture in fixtures {
            guard let version = fixture.version else { continue }
            stated[version, default: []].formUnion(
                statedPaths(
                    version: version, rows: fixture.rows.map { ($0.model, Array($0.expected.keys)) },
                    unchecked: Array(fixture.unchecked.keys)))
        }
        return unmet(stated).map { requirement in
            MigrationFailure(
                .conversionUnstated, from: requirement.from, to: requirement.to, model: requirement.model,
                property: requirement.attribute, expected: requirement.conversion.rawValue,
                actual: "\(folder)/\(requirement.from).yaml")
        }
    }
}

import SchemaKit
import SchemaModel

/// The fixture files a team has yet to write (`schemagen testkit --fixture-skeletons`): for each version whose
/// custom stage sets values no fixture file states, a file with a row of each model involved, each value to
/// fill in left `~` and described, and the `expect:` entries to fill in; `unchecked:` is shown as the other way.
/// The file fails to load until it is filled in, at each `~` that must be a value.
public struct FixtureSkeleton {
    /// The history's values to state.
    public let statements: ConversionStatements
    /// The fixture files the team has.
    public let fixtures: [FixtureFile]

    /// The skeletons of `statements` not yet met by `fixtures`.
    public init(statements: ConversionStatements, fixtures: [FixtureFile]) {
        self.statements = statements
        self.fixtures = fixtures
    }

    /// The values no fixture file states yet, nor lists as unchecked.
    public var unmet: [ConversionStatements.Requirement] {
        var stated: [SchemaVersion: Set<String>] = [:]
        for file in fixtures {
            stated[file.version, default: []].formUnion(
                statements.statedPaths(
                    version: file.version, rows: file.rows.map { ($0.model, Array($0.expected.keys)) },
                    unchecked: Array(file.unchecked.keys)))
        }
        return statements.unmet(stated)
    }

    /// One file per version with unmet values, named `<version>.yaml`, with its text.
    public func files() -> [(name: String, text: String)] {
        let byVersion = Dictionary(grouping: unmet, by: \.from)
        return byVersion.keys.sorted().compactMap { version in
            guard let schema = statements.versions.first(where: { $0.version == version }) else { return nil }
            return ("\(version).yaml", text(for: schema, requirements: byVersion[version] ?? []))
        }
    }

    private func text(for schema: Schema, requirements: [ConversionStatements.Requirement]) -> String {
        let latest = statements.versions.last?.version ?? schema.version
        var lines = [
            "# Rows of version \(schema.version) for the migration test suite, written by 'schemagen testkit "
                + "--fixture-skeletons'.",
            "# Custom stages after \(schema.version) set these values, which only you can say what they must become:",
        ]
        for requirement in requirements {
            lines.append(
                "#   \(requirement.path) (\(requirement.from) -> \(requirement.to) \(requirement.conversion.rawValue) it)"
            )
        }
        lines += [
            "# Fill in each ~ with a value as version \(schema.version) stores it, and under 'expect:' what version "
                + "\(latest) must hold",
            "# after the migration (named as in \(latest)). A value no one can state goes under 'unchecked:' "
                + "instead, with why.",
        ]
        for model in schema.models {
            let expected = requirements.filter {
                statements.latestModelName(of: model.name, at: schema.version) == $0.model
            }
            guard !expected.isEmpty else { continue }
            lines.append("\(model.name):")
            lines.append("  first:")
            for attribute in model.attributes where !attribute.isTransient {
                let required = !attribute.type.isOptional && attribute.defaultValue == nil
                let line = "\(attribute.name): ~"
                let note = "# \(attribute.type)\(required ? ", required" : "")"
                lines.append(required ? "    \(line)  \(note)" : "    # \(line)  \(note)")
            }
            for relationship in model.relationships
            where !relationship.cardinality.isToMany && !relationship.cardinality.isOptional {
                lines.append("    \(relationship.name): ~  # the key of a \(relationship.target) row of this file")
            }
            lines.append("    expect:")
            for requirement in expected {
                lines.append("      \(requirement.attribute): ~  # what \(requirement.to)'s stage makes of this row")
            }
        }
        lines.append("# unchecked:")
        for requirement in requirements {
            lines.append("#   \(requirement.path): why the stage's value can't be stated")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

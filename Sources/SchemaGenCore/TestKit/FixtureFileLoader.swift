import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and checks hand-written fixture files, with located errors like version files: every model,
/// property and row key must exist, every value must fit its type (written as a default would be), every
/// required attribute must be given, and `expect:` must name attributes of the row's model in the latest
/// version.
struct FixtureFileLoader {
    /// The history the fixtures belong to, oldest version first.
    let versions: [Schema]
    /// The values its custom stages set, which a file states or lists as unchecked.
    let statements: ConversionStatements

    /// A default value parser's diagnostic, worded for a fixture value: the value is no default.
    static func fixtureValueDiagnostic(_ diagnostic: Diagnostic) -> Diagnostic {
        Diagnostic(
            .error, .fixtureInvalidValue, diagnostic.message.replacing("the default of ", with: ""),
            at: diagnostic.origin, hint: diagnostic.hint)
    }

    /// The key under a row that holds its expected values in the latest version.
    static let expectKey = "expect"
    /// The top-level key listing the values of custom stages a file leaves unstated, with why.
    static let uncheckedKey = "unchecked"

    /// Loads the file `bytes`, named `path` in messages, whose name without extension is `stem`.
    func load(_ bytes: [UInt8], path: String, stem: String) -> (file: FixtureFile?, diagnostics: [Diagnostic]) {
        guard let version = SchemaVersion(parsing: stem),
            let index = versions.firstIndex(where: { $0.version == version })
        else {
            let names = versions.map { "\($0.version).yaml" }
            return (
                nil,
                [
                    Diagnostic(
                        .error, .fixtureUnknownVersion, "'\(stem)' is no version of the history", at: .path(path),
                        hint: "name a fixture file after its version: \(NameSuggestion.list(names))")
                ]
            )
        }
        let root: YAMLNode
        switch YAMLReader().read(bytes, path: path) {
        case .success(let node): root = node
        case .failure(let failure): return (nil, [failure.diagnostic])
        }
        var reading = Reading(schema: versions[index], latest: versions[versions.count - 1], path: path)
        reading.correspondences = zip(versions[index...], versions[(index + 1)...]).map {
            StepCorrespondence(previous: $0, current: $1)
        }
        reading.statable = statements.requirements(metBy: version)
        reading.readRows(root)
        reading.resolveLinks()
        let file = FixtureFile(version: version, path: path, rows: reading.rows, unchecked: reading.unchecked)
        return (reading.diagnostics.isEmpty ? file : nil, reading.diagnostics)
    }

    /// The state of reading one file.
    private struct Reading {
        let schema: Schema
        let latest: Schema
        let path: String
        var correspondences: [StepCorrespondence] = []
        /// Parsers of values written in the file's version, and of `expect:` values in the latest one.
        let versionValues: DefaultValueParser
        let latestValues: DefaultValueParser
        var rows: [FixtureFile.Row] = []
        /// The values of custom stages this file's rows cross, which `unchecked:` may list.
        var statable: [ConversionStatements.Requirement] = []
        var unchecked: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        /// Each link as written, to check once every row is known.
        var links: [(model: String, relationship: Relationship, key: String, location: SourceLocation)] = []

        init(schema: Schema, latest: Schema, path: String) {
            self.schema = schema
            self.latest = latest
            self.path = path
            versionValues = DefaultValueParser(
                enumsByName: Dictionary(schema.enums.map { ($0.name, $0) }) { a, _ in a })
            latestValues = DefaultValueParser(enumsByName: Dictionary(latest.enums.map { ($0.name, $0) }) { a, _ in a })
        }

        mutating func error(
            _ code: DiagnosticCode, _ message: String, at location: SourceLocation, hint: String? = nil
        ) {
            diagnostics.append(.error(code, message, at: location, hint: hint))
        }

        mutating func readRows(_ root: YAMLNode) {
            guard let models = root.mappingEntries else {
                error(
                    .unexpectedValueKind, "a fixture file maps model names to rows, not \(root.kindDescription)",
                    at: root.location, hint: "write 'ModelName:' with one key per row under it")
                return
            }
            for entry in models {
                if entry.key == FixtureFileLoader.uncheckedKey, schema.model(named: entry.key) == nil {
                    readUnchecked(entry.value)
                    continue
                }
                guard let model = schema.model(named: entry.key) else {
                    error(
                        .fixtureUnknownName, "version \(schema.version) has no model '\(entry.key)'",
                        at: entry.keyLocation,
                        hint: NameSuggestion.hint(
                            for: entry.key, among: schema.models.map(\.name),
                            otherwise: "its models are \(NameSuggestion.list(schema.models.map(\.name)))"))
                    continue
                }
                guard let rowEntries = entry.value.mappingEntries else {
                    error(
                        .unexpectedValueKind,
                        "'\(model.name)' must map row keys to rows, not \(entry.value.kindDescription)",
                        at: entry.value.location, hint: "write one key per row, such as 'first: { ... }'")
                    continue
                }
                for row in rowEntries { readRow(row, of: model) }
            }
        }

        private mutating func readRow(_ entry: YAMLMappingEntry, of model: Model) {
            let what = "\(model.name) '\(entry.key)'"
            guard let properties = entry.value.mappingEntries else {
                error(
                    .unexpectedValueKind,
                    "the row \(what) must map properties to values, not \(entry.value.kindDescription)",
                    at: entry.value.location, hint: "write the row's values, such as '{ name: Ada }'")
                return
            }
            var row = FixtureFile.Row(model: model.name, key: entry.key, values: [:], links: [:], expected: [:])
            // A property given with a wrong value, or a name that is no property (probably a misspelt one), is
            // reported once: not again as missing.
            var mentioned = Set(properties.map(\.key))
            for property in properties {
                if property.key == FixtureFileLoader.expectKey, !model.hasProperty(named: property.key) {
                    readExpected(property, of: model, into: &row)
                } else if let attribute = model.attribute(named: property.key) {
                    guard !attribute.isTransient else {
                        error(
                            .fixtureUnknownName,
                            "'\(attribute.name)' of \(model.name) is transient: it is never stored",
                            at: property.keyLocation, hint: "leave it out of the fixture")
                        continue
                    }
                    if let value = value(
                        property.value, of: attribute, inLatest: false,
                        what: "'\(attribute.name)' of \(what)")
                    {
                        row.values[attribute.name] = value
                    }
                } else if let relationship = model.relationship(named: property.key) {
                    row.links[relationship.name] = keys(property.value, of: relationship, what: what)
                    for key in row.links[relationship.name] ?? [] {
                        links.append((model.name, relationship, key, property.value.location))
                    }
                } else {
                    mentioned.formUnion(model.propertyNames)
                    error(
                        .fixtureUnknownName,
                        "\(model.name) has no property '\(property.key)' in version \(schema.version)",
                        at: property.keyLocation,
                        hint: NameSuggestion.hint(
                            for: property.key, among: model.propertyNames + [FixtureFileLoader.expectKey],
                            otherwise: "its properties are \(NameSuggestion.list(model.propertyNames))"))
                }
            }
            for attribute in model.attributes
            where !attribute.isTransient && !attribute.type.isOptional && attribute.defaultValue == nil
                && !mentioned.contains(attribute.name)
            {
                error(
                    .fixtureMissingValue, "the row \(what) leaves out '\(attribute.name)', which is required",
                    at: entry.keyLocation, hint: "give '\(attribute.name): ...' a \(attribute.type) value")
            }
            for relationship in model.relationships
            where !relationship.cardinality.isToMany && !relationship.cardinality.isOptional
                && !mentioned.contains(relationship.name)
            {
                error(
                    .fixtureMissingValue, "the row \(what) leaves out '\(relationship.name)', which is required",
                    at: entry.keyLocation, hint: "give the key of a \(relationship.target) row of this file")
            }
            rows.append(row)
        }

        /// `unchecked:`: `Model.attribute: reason` for values a custom stage after this version sets, named as
        /// in the latest version.
        private mutating func readUnchecked(_ node: YAMLNode) {
            let paths = statable.map(\.path)
            guard let entries = node.mappingEntries else {
                error(
                    .unexpectedValueKind,
                    "'unchecked' maps values of custom stages to why they are left unstated, not \(node.kindDescription)",
                    at: node.location, hint: "write 'Model.attribute: why', named as in version \(latest.version)")
                return
            }
            for entry in entries {
                guard paths.contains(entry.key) else {
                    error(
                        .fixtureUncheckedInvalid,
                        "no custom stage after \(schema.version) converts, computes, fills or deduplicates '\(entry.key)': there is nothing to leave unchecked",
                        at: entry.keyLocation,
                        hint: NameSuggestion.hint(
                            for: entry.key, among: paths,
                            otherwise: paths.isEmpty
                                ? "remove it: the stages this file's rows cross set nothing to state"
                                : "it can list \(NameSuggestion.list(paths))"))
                    continue
                }
                guard let scalar = entry.value.scalar, !scalar.isNull,
                    case let reason = scalar.text.trimmingBlanks(), !reason.isEmpty
                else {
                    error(
                        .fixtureUncheckedInvalid, "'\(entry.key)' is left unchecked without a reason",
                        at: entry.value.location,
                        hint: "say why the stage's value can't be stated, such as 'the stage stamps the time it runs'")
                    continue
                }
                unchecked[entry.key] = reason
            }
        }

        /// The keys a relationship value names: one for a to-one, a list for a to-many.
        private mutating func keys(_ node: YAMLNode, of relationship: Relationship, what: String) -> [String] {
            if relationship.cardinality.isToMany {
                guard let items = node.sequenceItems else {
                    error(
                        .unexpectedValueKind,
                        "'\(relationship.name)' of \(what) is to-many: give a list of \(relationship.target) keys",
                        at: node.location, hint: "write '[first, second]'")
                    return []
                }
                return items.compactMap { $0.scalar?.text }
            }
            guard let scalar = node.scalar, !scalar.isNull else {
                error(
                    .unexpectedValueKind,
                    "'\(relationship.name)' of \(what) is to-one: give one \(relationship.target) key, not \(node.kindDescription)",
                    at: node.location, hint: "write the key of a \(relationship.target) row of this file")
                return []
            }
            return [scalar.text]
        }

        private mutating func readExpected(_ entry: YAMLMappingEntry, of model: Model, into row: inout FixtureFile.Row)
        {
            var name: String? = model.name
            for correspondence in correspondences { name = name.flatMap { correspondence.currentModelNames[$0] } }
            guard let latestName = name, let latestModel = latest.model(named: latestName) else {
                error(
                    .fixtureUnknownName,
                    "\(model.name) is gone by version \(latest.version): there is nothing to expect",
                    at: entry.keyLocation, hint: "remove 'expect:'")
                return
            }
            guard let expectations = entry.value.mappingEntries else {
                error(
                    .unexpectedValueKind,
                    "'expect' maps attributes of the latest version to values, not \(entry.value.kindDescription)",
                    at: entry.value.location,
                    hint: "write '{ attribute: value }' with \(latestName)'s names in \(latest.version)")
                return
            }
            for expectation in expectations {
                guard let attribute = latestModel.attribute(named: expectation.key), !attribute.isTransient else {
                    let names = latestModel.attributes.filter { !$0.isTransient }.map(\.name)
                    error(
                        .fixtureUnknownName,
                        "\(latestName) has no stored attribute '\(expectation.key)' in version \(latest.version)",
                        at: expectation.keyLocation,
                        hint: NameSuggestion.hint(
                            for: expectation.key, among: names,
                            otherwise: "its attributes are \(NameSuggestion.list(names))"))
                    continue
                }
                let what = "the expected '\(attribute.name)' of \(model.name) '\(row.key)'"
                if let value = value(expectation.value, of: attribute, inLatest: true, what: what) {
                    row.expected[attribute.name] = value
                }
            }
        }

        /// A value written as a default would be, in stored form, of an attribute of the file's version or (for
        /// `expect:`) of the latest; `now` and `uuid` are refused, since a fixture must be the same on every run.
        private mutating func value(_ node: YAMLNode, of attribute: Attribute, inLatest: Bool, what: String)
            -> StoredValue?
        {
            let schema = inLatest ? latest : self.schema
            let values = inLatest ? latestValues : versionValues
            // A struct, or a list of them, is written as its fields: stored as the JSON its column holds.
            if attribute.type.structName != nil, !node.isNull {
                switch FixtureStructValue(schema: schema, values: values).json(node, type: attribute.type, what: what)
                {
                case .success(let json): return .text(json.text)
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                    return nil
                }
            }
            // A blank (a skeleton's `~` not filled in yet) where a value is required.
            if node.isNull, !attribute.type.isOptional {
                error(
                    .fixtureMissingValue, "\(what) is required, so it can't be left blank", at: node.location,
                    hint: "give it a \(attribute.type) value")
                return nil
            }
            var parser = values
            switch parser.parse(node, for: attribute.type, what: what) {
            case .failure(let diagnostic):
                diagnostics.append(FixtureFileLoader.fixtureValueDiagnostic(diagnostic))
                return nil
            case .success(nil):
                return .null
            case .success(let value?):
                if case .expression = value {
                    error(
                        .fixtureInvalidValue, "\(what) is Swift code, which only the app runs", at: node.location,
                        hint: "write the value itself, as a default is written")
                    return nil
                }
                guard value.isConstant else {
                    error(
                        .fixtureInvalidValue, "\(what) is '\(value)', which differs on every run", at: node.location,
                        hint: "write a fixed value, such as '2024-01-01T00:00:00Z' for a date")
                    return nil
                }
                return StorageTypes.storedValue(of: value, type: attribute.type, in: schema) ?? .null
            }
        }

        /// Every link names a row of its target model in this file.
        mutating func resolveLinks() {
            var keys: [String: Set<String>] = [:]
            for row in rows { keys[row.model, default: []].insert(row.key) }
            for link in links where !(keys[link.relationship.target]?.contains(link.key) ?? false) {
                let known = keys[link.relationship.target].map { Array($0).sorted() } ?? []
                error(
                    .fixtureUnknownRow,
                    "'\(link.relationship.name)' of \(link.model) names '\(link.key)', which is no \(link.relationship.target) row of this file",
                    at: link.location,
                    hint: NameSuggestion.hint(
                        for: link.key, among: known,
                        otherwise: known.isEmpty
                            ? "give \(link.relationship.target) a row with that key"
                            : "its \(link.relationship.target) rows are \(NameSuggestion.list(known))"))
            }
        }
    }
}

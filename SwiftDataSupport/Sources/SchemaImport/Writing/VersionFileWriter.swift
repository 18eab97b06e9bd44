import SchemaGenCore
import SchemaKit
import SchemaModel

/// A version file the import writes, with the Swift location each of its lines comes from, so that what
/// `validate` reports about the file can be traced back to the hand-written code.
public struct WrittenVersionFile: Sendable {
    /// The file name (`V9.yaml`).
    public var fileName: String
    /// The version.
    public var version: SchemaVersion
    /// The YAML text.
    public var text: String
    /// Line number (1-based) -> the Swift declaration the line was written from.
    public var origins: [Int: SourceLocation]

    /// Creates a written file.
    public init(fileName: String, version: SchemaVersion, text: String, origins: [Int: SourceLocation]) {
        self.fileName = fileName
        self.version = version
        self.text = text
        self.origins = origins
    }

    /// The Swift location of the element written at `line`, or of the nearest one above it.
    public func origin(ofLine line: Int) -> SourceLocation? {
        stride(from: line, through: 1, by: -1).lazy.compactMap { origins[$0] }.first
    }
}

/// Writes an ``ImportedHistory`` as the contract's version files: block style, the contract's shorthands
/// where they apply, inverses on both sides, a comment wherever something could not be imported, and
/// `migration: stage: custom` where the app's plan has a custom stage. The same history gives the same
/// bytes.
public struct VersionFileWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// One file per version, oldest first.
    public func write(_ history: ImportedHistory) -> [WrittenVersionFile] {
        let stems = Self.fileStems(for: history.versions.map { ($0.version, Self.namespace(of: $0)) })
        return zip(history.versions, stems).map { write($0, stem: $1, in: history) }
    }

    /// The file stems of a history's versions, one rule for every version number: a namespace ending in `V`
    /// and digits gives them (`SchemaV10` -> `V10` whatever its version, `NotesSchemaV3` -> `V3`); any other
    /// namespace, or one whose stem another version takes too, gives `V` and the version's three numbers
    /// joined by underscores (`ModelsLatest` at 1.2.0 -> `V1_2_0`). The file says `name:` unless its
    /// namespace is `Schema` plus its stem.
    public static func fileStems(for versions: [(version: SchemaVersion, namespace: String)]) -> [String] {
        let preferred = versions.map { version, namespace -> String? in
            let digits = namespace.reversed().prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, namespace.dropLast(digits.count).hasSuffix("V") else { return nil }
            return "V" + String(digits.reversed())
        }
        var counts: [String: Int] = [:]
        for stem in preferred.compactMap({ $0 }) { counts[stem, default: 0] += 1 }
        return zip(versions, preferred).map { entry, stem in
            if let stem, counts[stem] == 1 { return stem }
            return "V\(entry.version.major)_\(entry.version.minor)_\(entry.version.patch)"
        }
    }

    /// The namespace's own name, without the types it is nested in.
    private static func namespace(of version: ImportedVersion) -> String {
        version.schemaName.split(separator: ".").last.map(String.init) ?? version.schemaName
    }

    private func write(_ version: ImportedVersion, stem: String, in history: ImportedHistory) -> WrittenVersionFile {
        var out = LineWriter()
        let namespace = Self.namespace(of: version)
        out.line(
            "# Imported by schemagen-import from \(version.schemaName) (\(version.location)).", from: version.location)
        if let note = version.versionNote { out.line("# \(note)") }
        out.line("version: \(version.version)", from: version.versionLocation ?? version.location)
        if namespace != SchemaLoader.defaultNamespace(forFileStem: stem) {
            out.line("name: \(namespace)", from: version.location)
        }
        if !version.enums.isEmpty {
            out.blank()
            out.line("enums:")
            for enumeration in version.enums { writeEnum(enumeration, into: &out) }
        }
        out.blank()
        out.line("models:")
        for (position, model) in version.models.enumerated() {
            if position > 0 { out.blank() }
            writeModel(model, in: version, into: &out)
        }
        // The app's top-level names for the latest models that are not the models' own names.
        let aliases = history.topLevelAliases.filter { alias in
            alias.name != alias.entityName && version.schemaName == history.versions.last?.schemaName
                && version.models.contains { $0.entityName == alias.entityName }
        }
        if !aliases.isEmpty {
            out.blank()
            out.line("aliases:")
            for alias in aliases {
                out.line(
                    "  \(YAMLSpelling.name(alias.name)): \(YAMLSpelling.name(alias.entityName))", from: alias.location)
            }
        }
        if let plan = history.plan, let stage = plan.stages.first(where: { $0.to == version.schemaName }),
            stage.kind == .custom
        {
            out.blank()
            out.line("migration:", from: stage.location)
            out.line("  stage: custom", from: stage.location)
            let name = stage.propertyName.map { "\(plan.name).\($0)" } ?? "a custom stage"
            out.line("  note: " + YAMLSpelling.quoted("hand-written as \(name)"), from: stage.location)
        }
        return WrittenVersionFile(
            fileName: stem + ".yaml", version: version.version, text: out.text, origins: out.origins)
    }

    private func writeEnum(_ enumeration: ImportedEnum, into out: inout LineWriter) {
        out.line("  \(YAMLSpelling.name(enumeration.name)):", from: enumeration.location)
        if enumeration.rawType != "String" { out.line("    rawType: \(enumeration.rawType)") }
        let implicit =
            enumeration.rawType == "String"
            ? enumeration.cases.allSatisfy { $0.name == $0.rawValue }
            : enumeration.cases.enumerated().allSatisfy { String($0.offset) == $0.element.rawValue }
        let cases: String
        if implicit {
            cases = "[" + enumeration.cases.map { YAMLSpelling.name($0.name) }.joined(separator: ", ") + "]"
        } else {
            let isString = enumeration.rawType == "String"
            let pairs = enumeration.cases.map { (name: String, rawValue: String) -> String in
                YAMLSpelling.name(name) + ": " + (isString ? YAMLSpelling.name(rawValue) : rawValue)
            }
            cases = "{ " + pairs.joined(separator: ", ") + " }"
        }
        out.line("    cases: \(cases)")
    }

    private func writeModel(_ model: ImportedModel, in version: ImportedVersion, into out: inout LineWriter) {
        let attributes = model.properties.filter { if case .relationship = $0.kind { false } else { true } }
        let relationships = model.properties.filter { if case .relationship = $0.kind { true } else { false } }
        let origin =
            model.isDeclared(in: version)
            ? "" : "  # \(model.className)" + (model.reusedThrough == nil ? "" : ", by typealias")
        let isEmpty =
            !attributes.contains { if case .attribute = $0.kind { true } else { false } } && relationships.isEmpty
        out.line("  \(YAMLSpelling.name(model.entityName)):" + (isEmpty ? " {}" : "") + origin, from: model.location)
        if attributes.contains(where: { if case .attribute = $0.kind { true } else { false } }) {
            out.line("    attributes:")
        }
        for property in attributes {
            switch property.kind {
            case .attribute(let spec): out.line("      " + attributeLine(property.name, spec), from: property.location)
            case .omitted(let reason):
                out.line("      # \(property.name): not imported, \(reason)", from: property.location)
            case .relationship: break
            }
        }
        if !relationships.isEmpty { out.line("    relationships:") }
        for property in relationships {
            if case .relationship(let spec) = property.kind {
                out.line("      " + relationshipLine(property.name, spec), from: property.location)
            }
        }
        if !model.unique.isEmpty { out.line("    unique: " + Self.nameLists(model.unique), from: model.location) }
        if !model.indexes.isEmpty { out.line("    indexes: " + Self.nameLists(model.indexes), from: model.location) }
    }

    private func attributeLine(_ name: String, _ spec: AttributeSpec) -> String {
        var fields: [String] = []
        if let value = spec.defaultValue { fields.append("default: " + YAMLText.value(value)) }
        if spec.isUnique { fields.append("unique: true") }
        if spec.externalStorage { fields.append("externalStorage: true") }
        if spec.isTransient { fields.append("transient: true") }
        if let original = spec.originalName { fields.append("originalName: " + YAMLSpelling.name(original)) }
        if let modifier = spec.hashModifier { fields.append("hashModifier: " + YAMLSpelling.name(modifier)) }
        let notes = spec.notes.isEmpty ? "" : "  # " + spec.notes.joined(separator: "; ")
        guard !fields.isEmpty else {
            // Block style takes `String?` unquoted; a leading bracket still needs quotes.
            let type = spec.type.hasPrefix("[") ? YAMLSpelling.quoted(spec.type) : spec.type
            return "\(YAMLSpelling.name(name)): \(type)" + notes
        }
        return "\(YAMLSpelling.name(name)): { type: \(YAMLSpelling.type(spec.type)), " + fields.joined(separator: ", ")
            + " }" + notes
    }

    private func relationshipLine(_ name: String, _ spec: RelationshipSpec) -> String {
        var fields: [String] = []
        if let inverse = spec.inverse { fields.append("inverse: " + YAMLSpelling.name(inverse)) }
        if let rule = spec.deleteRule { fields.append("deleteRule: " + rule) }
        if let minCount = spec.minCount { fields.append("minCount: \(minCount)") }
        if let maxCount = spec.maxCount { fields.append("maxCount: \(maxCount)") }
        if let original = spec.originalName { fields.append("originalName: " + YAMLSpelling.name(original)) }
        if let modifier = spec.hashModifier { fields.append("hashModifier: " + YAMLSpelling.name(modifier)) }
        let notes = spec.notes.isEmpty ? "" : "  # " + spec.notes.joined(separator: "; ")
        guard !fields.isEmpty else {
            return "\(YAMLSpelling.name(name)): \(YAMLSpelling.type(spec.targetText))" + notes
        }
        return "\(YAMLSpelling.name(name)): { to: \(YAMLSpelling.type(spec.targetText)), "
            + fields.joined(separator: ", ")
            + " }" + notes
    }

    private static func nameLists(_ lists: [[String]]) -> String {
        "[" + lists.map { "[" + $0.map(YAMLSpelling.name).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
    }
}

/// Lines of text and where each came from.
private struct LineWriter {
    private(set) var lines: [String] = []
    private(set) var origins: [Int: SourceLocation] = [:]

    mutating func line(_ text: String, from origin: SourceLocation? = nil) {
        lines.append(text)
        if let origin { origins[lines.count] = origin }
    }

    mutating func blank() { lines.append("") }

    var text: String { lines.joined(separator: "\n") + "\n" }
}

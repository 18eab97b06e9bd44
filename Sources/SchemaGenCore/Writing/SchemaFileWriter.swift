import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a ``VersionFile`` as the text of a version file, which ``VersionFileLoader`` reads back as the same
/// version: `load(write(file)) == file` for every file the loader accepts (a test checks it over every golden
/// history and random ones).
///
/// It writes only the keys of the loader's tables (``TopLevelKey``, ``ModelKey``, ...), in their order, in
/// block style with one line per enum, attribute and relationship; the shorthands (`name: String?`,
/// `owner: "Owner?"`, `Level: [low, high]`) wherever nothing else is said. Comments and the author's layout
/// are not part of a ``VersionFile``, so they are not kept; the same file gives the same bytes.
public struct SchemaFileWriter: Sendable {
    /// Comments a front end adds to what it writes (a ``VersionFile`` has none): the import says where each
    /// version came from and what it could not express.
    public struct Comments: Sendable {
        /// Lines at the top of the file, each written as `# line`.
        public var header: [String] = []
        /// A comment at the end of an element's line: a model's (``SchemaElement/model(_:)``), an
        /// attribute's or a relationship's (``SchemaElement/property(model:name:)``).
        public var trailing: [SchemaElement: String] = [:]
        /// Comment lines after a model's attributes, by model name.
        public var afterAttributes: [String: [String]] = [:]
        /// Comment lines just above `migration:`.
        public var migration: [String] = []

        /// No comments.
        public init() {}
    }

    /// Creates a writer.
    public init() {}

    /// The text of `file`, with `comments`.
    public func write(_ file: VersionFile, comments: Comments = Comments()) -> String {
        var lines = comments.header.map { "# " + $0 }
        lines.append("\(TopLevelKey.version.rawValue): \(file.version)")
        if file.name != GeneratedNames.namespace(forFileStem: file.fileStem) {
            lines.append("\(TopLevelKey.name.rawValue): \(YAMLSpelling.name(file.name))")
        }
        if !file.enums.isEmpty {
            lines += ["", "\(TopLevelKey.enums.rawValue):"]
            for declaration in file.enums { lines += enumLines(declaration) }
        }
        if !file.structs.isEmpty {
            lines += ["", "\(TopLevelKey.structs.rawValue):"]
            for declaration in file.structs { lines += structLines(declaration) }
        }
        lines += ["", "\(TopLevelKey.models.rawValue):"]
        for (index, model) in file.models.enumerated() {
            if index > 0 { lines.append("") }
            lines += modelLines(model, in: file.schema, comments: comments)
        }
        if !file.aliases.isEmpty {
            lines += ["", "\(TopLevelKey.aliases.rawValue):"]
            for alias in file.aliases {
                lines.append("  \(YAMLSpelling.name(alias.name)): \(YAMLSpelling.name(alias.target))")
            }
        }
        if let migration = file.migration { lines += migrationLines(migration, comments: comments.migration) }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Enums

    private func enumLines(_ declaration: EnumDeclaration) -> [String] {
        let name = YAMLSpelling.name(declaration.name)
        let explicit = declaration.cases.contains(where: \.hasExplicitRawValue)
        let cases: String
        if explicit {
            let pairs = declaration.cases.map { enumCase -> String in
                switch enumCase.rawValue {
                case .string(let text): "\(YAMLSpelling.name(enumCase.name)): \(YAMLSpelling.name(text))"
                case .int(let number): "\(YAMLSpelling.name(enumCase.name)): \(number)"
                }
            }
            cases = "{ " + pairs.joined(separator: ", ") + " }"
        } else {
            cases = "[" + declaration.cases.map { YAMLSpelling.name($0.name) }.joined(separator: ", ") + "]"
        }
        if declaration.rawType == .string, !explicit, declaration.documentation == nil {
            return ["  \(name): \(cases)"]
        }
        var lines = ["  \(name):"]
        if declaration.rawType != .string {
            lines.append("    \(EnumKey.rawType.rawValue): \(declaration.rawType.rawValue)")
        }
        lines.append("    \(EnumKey.cases.rawValue): \(cases)")
        if let doc = declaration.documentation {
            lines.append("    \(EnumKey.doc.rawValue): \(YAMLSpelling.quoted(doc))")
        }
        return lines
    }

    // MARK: Structs

    private func structLines(_ declaration: StructDeclaration) -> [String] {
        var lines = ["  \(YAMLSpelling.name(declaration.name)):"]
        if let doc = declaration.documentation {
            lines.append("    \(StructKey.doc.rawValue): \(YAMLSpelling.quoted(doc))")
        }
        lines.append("    \(StructKey.fields.rawValue):")
        for field in declaration.fields {
            let fields = field.documentation.map { [(FieldKey.doc, YAMLSpelling.quoted($0))] } ?? []
            lines.append(
                "      " + property(field.name, typeKey: FieldKey.type, type: field.type.description, fields: fields))
        }
        return lines
    }

    // MARK: Models

    /// A subclass is written with what it declares; it inherits the rest from its `superclass`.
    private func modelLines(_ declared: Model, in schema: Schema, comments: Comments) -> [String] {
        func comment(_ element: SchemaElement) -> String { comments.trailing[element].map { "  # " + $0 } ?? "" }
        var model = declared
        model.attributes = schema.ownAttributes(of: declared)
        model.relationships = schema.ownRelationships(of: declared)
        var body: [String] = []
        if let superclass = model.superclass {
            body.append("    \(ModelKey.superclass.rawValue): \(YAMLSpelling.name(superclass))")
        }
        if let renamedFrom = model.renamedFrom {
            body.append("    \(ModelKey.renamedFrom.rawValue): \(YAMLSpelling.name(renamedFrom))")
        }
        if let modifier = model.hashModifier {
            body.append("    \(ModelKey.hashModifier.rawValue): \(YAMLSpelling.name(modifier))")
        }
        if let doc = model.documentation { body.append("    \(ModelKey.doc.rawValue): \(YAMLSpelling.quoted(doc))") }
        if !model.attributes.isEmpty {
            body.append("    \(ModelKey.attributes.rawValue):")
            body += model.attributes.map {
                "      " + attributeLine($0) + comment(.property(model: model.name, name: $0.name))
            }
        }
        body += (comments.afterAttributes[model.name] ?? []).map { "      # " + $0 }
        if !model.relationships.isEmpty {
            body.append("    \(ModelKey.relationships.rawValue):")
            body += model.relationships.map {
                "      " + relationshipLine($0) + comment(.property(model: model.name, name: $0.name))
            }
        }
        if !model.uniqueConstraints.isEmpty {
            body.append("    \(ModelKey.unique.rawValue): \(nameLists(model.uniqueConstraints))")
        }
        if !model.indexes.isEmpty { body.append("    \(ModelKey.indexes.rawValue): \(nameLists(model.indexes))") }
        let name = YAMLSpelling.name(model.name)
        // A model with nothing to say is `{}`; comment lines alone don't make it a mapping.
        let isEmpty = !body.contains { !$0.trimmingBlanks().hasPrefix("#") }
        return ["  \(name):" + (isEmpty ? " {}" : "") + comment(.model(model.name))] + body
    }

    private func attributeLine(_ attribute: Attribute) -> String {
        var fields: [(AttributeKey, String)] = []
        if let value = attribute.defaultValue { fields.append((.default, defaultText(value, type: attribute.type))) }
        if attribute.isUnique { fields.append((.unique, "true")) }
        if let original = attribute.originalName { fields.append((.originalName, YAMLSpelling.name(original))) }
        // An ephemeral attribute is transient through its option; `transient: true` beside it is an error.
        if attribute.isTransient, !attribute.options.contains(.ephemeral) { fields.append((.transient, "true")) }
        if attribute.usesExternalStorage { fields.append((.externalStorage, "true")) }
        if let modifier = attribute.hashModifier { fields.append((.hashModifier, YAMLSpelling.name(modifier))) }
        if let doc = attribute.documentation { fields.append((.doc, YAMLSpelling.quoted(doc))) }
        fields += attribute.options.keys.compactMap(AttributeKey.init(rawValue:)).map { ($0, "true") }
        switch attribute.transformer {
        case .type(let name)?: fields.append((.transformer, YAMLSpelling.name(name)))
        case .name(let name)?: fields.append((.transformerName, YAMLSpelling.name(name)))
        case nil: break
        }
        if attribute.isDeprecated { fields.append((.deprecated, "true")) }
        if attribute.storesRawValue { fields.append((.storage, VersionFileReading.rawValueStorage)) }
        return property(attribute.name, typeKey: .type, type: attribute.type.description, fields: fields)
    }

    private func relationshipLine(_ relationship: Relationship) -> String {
        var fields: [(RelationshipKey, String)] = []
        if let inverse = relationship.inverse { fields.append((.inverse, YAMLSpelling.name(inverse))) }
        if relationship.deleteRule != .nullify { fields.append((.deleteRule, relationship.deleteRule.rawValue)) }
        if let minCount = relationship.minCount { fields.append((.minCount, String(minCount))) }
        if let maxCount = relationship.maxCount { fields.append((.maxCount, String(maxCount))) }
        if let original = relationship.originalName { fields.append((.originalName, YAMLSpelling.name(original))) }
        if let modifier = relationship.hashModifier { fields.append((.hashModifier, YAMLSpelling.name(modifier))) }
        if let doc = relationship.documentation { fields.append((.doc, YAMLSpelling.quoted(doc))) }
        return property(relationship.name, typeKey: .to, type: targetText(relationship), fields: fields)
    }

    /// `name: Type` when nothing else is said, otherwise `name: { type: Type, key: value, ... }`, the keys in
    /// their table's order.
    private func property<Key: SchemaKey>(_ name: String, typeKey: Key, type: String, fields: [(Key, String)])
        -> String
    {
        guard !fields.isEmpty else {
            // As the repository's own files write them: `nickname: String?`, `owner: "Owner?"`; block style
            // reads both, but a leading `[` always needs quotes.
            let shorthand = typeKey.rawValue == AttributeKey.type.rawValue && !type.hasPrefix("[")
            return "\(YAMLSpelling.name(name)): \(shorthand ? type : YAMLSpelling.type(type))"
        }
        let values = Dictionary(fields.map { ($0.0.rawValue, $0.1) }, uniquingKeysWith: { first, _ in first })
        let pairs =
            ["\(typeKey.rawValue): \(YAMLSpelling.type(type))"]
            + Key.allCases.compactMap { key in values[key.rawValue].map { "\(key.rawValue): \($0)" } }
        return "\(YAMLSpelling.name(name)): { " + pairs.joined(separator: ", ") + " }"
    }

    /// `Owner?`, `Owner`, `[Tag]`, `[Tag]?`.
    private func targetText(_ relationship: Relationship) -> String {
        switch relationship.cardinality {
        case .toOne(let isOptional): relationship.target + (isOptional ? "?" : "")
        case .toMany(let isOptional): "[\(relationship.target)]" + (isOptional ? "?" : "")
        }
    }

    private func nameLists(_ lists: [[String]]) -> String {
        "[" + lists.map { "[" + $0.map(YAMLSpelling.name).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
    }

    // MARK: Defaults

    /// A default as the loader's ``DefaultValueParser`` reads it back for `type`.
    private func defaultText(_ value: DefaultValue, type: AttributeType) -> String {
        switch value {
        case .string(let text): YAMLSpelling.name(text)
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .unsignedInteger(let number): String(number)
        case .floatingPoint(let number): SwiftLiterals.floatingPointLiteral(number)
        case .decimal(let text): text
        case .date(let seconds): YAMLSpelling.quoted(ISO8601Date.text(secondsSince1970: seconds))
        case .now: "now"
        case .uuid(let text): YAMLSpelling.quoted(text)
        case .generatedUUID: "uuid"
        case .expression(let code): "{ \(DefaultKey.swift.rawValue): \(YAMLSpelling.quoted(code)) }"
        case .url(let text): YAMLSpelling.quoted(text)
        case .data(let base64): YAMLSpelling.quoted(base64)
        case .enumCase(let name): YAMLSpelling.name(name)
        case .array(let elements):
            "[" + elements.map { defaultText($0, type: type.elementType) }.joined(separator: ", ") + "]"
        }
    }

    // MARK: Migration

    private func migrationLines(_ migration: MigrationHints, comments: [String]) -> [String] {
        var lines = [""] + comments.map { "# " + $0 } + ["\(TopLevelKey.migration.rawValue):"]
        if migration.forcesCustomStage { lines.append("  \(MigrationKey.stage.rawValue): custom") }
        if !migration.acceptDataLoss.isEmpty {
            let paths = migration.acceptDataLoss.map { YAMLSpelling.name($0.value.description) }
            lines.append("  \(MigrationKey.acceptDataLoss.rawValue): [" + paths.joined(separator: ", ") + "]")
        }
        if !migration.carries.isEmpty {
            let paths = migration.carries.map { YAMLSpelling.name($0.value.description) }
            lines.append("  \(MigrationKey.carries.rawValue): [" + paths.joined(separator: ", ") + "]")
        }
        if let note = migration.note { lines.append("  \(MigrationKey.note.rawValue): \(YAMLSpelling.quoted(note))") }
        // `migration:` with nothing under it reads as null, which the loader refuses: say so with an empty map.
        if lines.count == 2 + comments.count { lines[lines.count - 1] += " {}" }
        return lines
    }
}

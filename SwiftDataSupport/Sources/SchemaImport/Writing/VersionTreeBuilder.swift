import SchemaGenCore
import SchemaKit
import SchemaModel

/// One imported version as the located tree of its version file: every key and value at the Swift
/// declaration it comes from, spelled with the keys of schemagen's loader (``TopLevelKey``, ``ModelKey``, ...),
/// and the comments the written file carries (where the version came from, what could not be imported).
struct VersionTreeBuilder {
    let version: ImportedVersion
    let stem: String
    let history: ImportedHistory
    /// The `acceptDataLoss` paths the import adds for removals the app's plan shipped.
    var acceptedRemovals: [String] = []
    /// The `carries` paths the import adds for removals in a step the app's custom stage was written for.
    var carriedRemovals: [String] = []

    func build() -> (YAMLNode, SchemaFileWriter.Comments) {
        var comments = SchemaFileWriter.Comments()
        comments.header = ["Imported by schemagen-import from \(version.schemaName) (\(version.location))."]
        if let note = version.versionNote { comments.header.append(note) }
        let at = version.location
        var entries = [entry(TopLevelKey.version, scalar("\(version.version)", at: version.versionLocation ?? at))]
        let namespace = VersionFileWriter.namespace(of: version)
        if namespace != GeneratedNames.namespace(forFileStem: stem) {
            entries.append(entry(TopLevelKey.name, scalar(namespace, at: at)))
        }
        if !version.enums.isEmpty {
            entries.append(entry(TopLevelKey.enums, mapping(version.enums.map(enumEntry), at: at)))
        }
        if !version.structs.isEmpty {
            entries.append(entry(TopLevelKey.structs, mapping(version.structs.map(structEntry), at: at)))
        }
        let models = version.models.map { modelEntry($0, comments: &comments) }
        entries.append(entry(TopLevelKey.models, mapping(models, at: at)))
        // The app's top-level names for the latest models that are not the models' own names.
        let aliases = history.topLevelAliases.filter { alias in
            alias.name != alias.entityName && version.schemaName == history.versions.last?.schemaName
                && version.models.contains { $0.entityName == alias.entityName }
        }
        if !aliases.isEmpty {
            let items = aliases.map {
                YAMLMappingEntry(key: $0.name, keyLocation: $0.location, value: scalar($0.entityName, at: $0.location))
            }
            entries.append(entry(TopLevelKey.aliases, mapping(items, at: at)))
        }
        if let migration = migrationEntry(comments: &comments) { entries.append(migration) }
        return (mapping(entries, at: at), comments)
    }

    /// `migration:`: `stage: custom` where the app's plan has a custom stage into this version, and the
    /// removals the import accepts.
    private func migrationEntry(comments: inout SchemaFileWriter.Comments) -> YAMLMappingEntry? {
        let stage = history.plan?.stages.first { $0.to == version.schemaName }
        let at = stage?.location ?? version.location
        var fields: [YAMLMappingEntry] = []
        if let stage, stage.kind == .custom {
            let name = stage.propertyName.map { "\(history.plan?.name ?? "").\($0)" } ?? "a custom stage"
            fields.append(entry(MigrationKey.stage, scalar("custom", at: stage.location)))
            fields.append(entry(MigrationKey.note, scalar("hand-written as \(name)", plain: false, at: stage.location)))
        }
        let position = history.versions.firstIndex { $0.schemaName == version.schemaName } ?? 0
        let previous = position > 0 ? history.versions[position - 1].schemaName : nil
        for (key, paths, comment) in [
            (MigrationKey.acceptDataLoss, acceptedRemovals, ShippedRemovals.comment(previous: previous)),
            (MigrationKey.carries, carriedRemovals, ShippedRemovals.carriesComment(previous: previous)),
        ] where !paths.isEmpty {
            fields.append(entry(key, YAMLNode(.sequence(paths.map { scalar($0, at: at) }), at: at)))
            comments.migration.append(comment)
        }
        guard !fields.isEmpty else { return nil }
        return entry(TopLevelKey.migration, mapping(fields, at: at), at: at)
    }

    // MARK: Enums, structs and models

    private func enumEntry(_ enumeration: ImportedEnum) -> YAMLMappingEntry {
        let at = enumeration.location
        let implicit =
            enumeration.rawType == "String"
            ? enumeration.cases.allSatisfy { $0.name == $0.rawValue }
            : enumeration.cases.enumerated().allSatisfy { String($0.offset) == $0.element.rawValue }
        let cases: YAMLNode
        if implicit {
            cases = YAMLNode(.sequence(enumeration.cases.map { scalar($0.name, at: at) }), at: at)
        } else {
            let isString = enumeration.rawType == "String"
            cases = mapping(
                enumeration.cases.map {
                    YAMLMappingEntry(
                        key: $0.name, keyLocation: at, value: scalar($0.rawValue, plain: !isString, at: at))
                }, at: at)
        }
        var body: [YAMLMappingEntry] = []
        if enumeration.rawType != "String" { body.append(entry(EnumKey.rawType, scalar(enumeration.rawType, at: at))) }
        body.append(entry(EnumKey.cases, cases))
        return YAMLMappingEntry(key: enumeration.name, keyLocation: at, value: mapping(body, at: at))
    }

    private func structEntry(_ declaration: ImportedStruct) -> YAMLMappingEntry {
        let at = declaration.location
        let fields = declaration.fields.map {
            YAMLMappingEntry(key: $0.name, keyLocation: at, value: scalar($0.type, plain: false, at: at))
        }
        return YAMLMappingEntry(
            key: declaration.name, keyLocation: at,
            value: mapping([entry(StructKey.fields, mapping(fields, at: at))], at: at))
    }

    private func modelEntry(_ model: ImportedModel, comments: inout SchemaFileWriter.Comments) -> YAMLMappingEntry {
        let at = model.location
        if !model.isDeclared(in: version) {
            comments.trailing[.model(model.entityName)] =
                model.className + (model.reusedThrough == nil ? "" : ", by typealias")
        }
        var attributes: [YAMLMappingEntry] = []
        var relationships: [YAMLMappingEntry] = []
        for property in model.properties {
            switch property.kind {
            case .attribute(let spec):
                attributes.append(attributeEntry(property, spec))
                if !spec.notes.isEmpty {
                    comments.trailing[.property(model: model.entityName, name: property.name)] =
                        spec.notes.joined(separator: "; ")
                }
            case .relationship(let spec):
                relationships.append(relationshipEntry(property, spec))
                if !spec.notes.isEmpty {
                    comments.trailing[.property(model: model.entityName, name: property.name)] =
                        spec.notes.joined(separator: "; ")
                }
            case .omitted(let reason):
                comments.afterAttributes[model.entityName, default: []].append(
                    "\(property.name): not imported, \(reason)")
            }
        }
        var body: [YAMLMappingEntry] = []
        if let superclass = model.superclass { body.append(entry(ModelKey.superclass, scalar(superclass, at: at))) }
        if !attributes.isEmpty { body.append(entry(ModelKey.attributes, mapping(attributes, at: at))) }
        if !relationships.isEmpty { body.append(entry(ModelKey.relationships, mapping(relationships, at: at))) }
        if !model.unique.isEmpty { body.append(entry(ModelKey.unique, nameLists(model.unique, at: at))) }
        if !model.indexes.isEmpty { body.append(entry(ModelKey.indexes, nameLists(model.indexes, at: at))) }
        return YAMLMappingEntry(key: model.entityName, keyLocation: at, value: mapping(body, at: at))
    }

    private func attributeEntry(_ property: ImportedProperty, _ spec: AttributeSpec) -> YAMLMappingEntry {
        let at = property.location
        var fields: [YAMLMappingEntry] = []
        if let value = spec.defaultValue { fields.append(entry(AttributeKey.default, node(value, at: at))) }
        if spec.isUnique { fields.append(entry(AttributeKey.unique, scalar("true", at: at))) }
        if spec.externalStorage { fields.append(entry(AttributeKey.externalStorage, scalar("true", at: at))) }
        if spec.isTransient { fields.append(entry(AttributeKey.transient, scalar("true", at: at))) }
        if let original = spec.originalName {
            fields.append(entry(AttributeKey.originalName, scalar(original, plain: false, at: at)))
        }
        if let modifier = spec.hashModifier {
            fields.append(entry(AttributeKey.hashModifier, scalar(modifier, at: at)))
        }
        for key in spec.options.keys.compactMap(AttributeKey.init(rawValue:)) {
            fields.append(entry(key, scalar("true", at: at)))
        }
        switch spec.transformer {
        case .type(let name)?: fields.append(entry(AttributeKey.transformer, scalar(name, plain: false, at: at)))
        case .name(let name)?: fields.append(entry(AttributeKey.transformerName, scalar(name, plain: false, at: at)))
        case nil: break
        }
        let type = scalar(spec.type, at: at)
        let value = fields.isEmpty ? type : mapping([entry(AttributeKey.type, type)] + fields, at: at)
        return YAMLMappingEntry(key: property.name, keyLocation: at, value: value)
    }

    private func relationshipEntry(_ property: ImportedProperty, _ spec: RelationshipSpec) -> YAMLMappingEntry {
        let at = property.location
        var fields: [YAMLMappingEntry] = []
        if let inverse = spec.inverse { fields.append(entry(RelationshipKey.inverse, scalar(inverse, at: at))) }
        if let rule = spec.deleteRule { fields.append(entry(RelationshipKey.deleteRule, scalar(rule, at: at))) }
        if let minCount = spec.minCount {
            fields.append(entry(RelationshipKey.minCount, scalar("\(minCount)", at: at)))
        }
        if let maxCount = spec.maxCount {
            fields.append(entry(RelationshipKey.maxCount, scalar("\(maxCount)", at: at)))
        }
        if let original = spec.originalName {
            fields.append(entry(RelationshipKey.originalName, scalar(original, plain: false, at: at)))
        }
        if let modifier = spec.hashModifier {
            fields.append(entry(RelationshipKey.hashModifier, scalar(modifier, plain: false, at: at)))
        }
        let target = scalar(spec.targetText, at: at)
        let value = fields.isEmpty ? target : mapping([entry(RelationshipKey.to, target)] + fields, at: at)
        return YAMLMappingEntry(key: property.name, keyLocation: at, value: value)
    }

    // MARK: Nodes

    /// A default read from Swift: a scalar as it is (a number, a date, a keyword), a string quoted, a list.
    private func node(_ value: YAMLValue, at location: SourceLocation) -> YAMLNode {
        switch value {
        case .scalar(let text): scalar(text, at: location)
        case .string(let text): scalar(text, plain: false, at: location)
        case .list(let items): YAMLNode(.sequence(items.map { node($0, at: location) }), at: location)
        case .swift(let code):
            mapping([entry(DefaultKey.swift, scalar(code, plain: false, at: location))], at: location)
        }
    }

    private func nameLists(_ lists: [[String]], at location: SourceLocation) -> YAMLNode {
        YAMLNode(
            .sequence(lists.map { YAMLNode(.sequence($0.map { scalar($0, at: location) }), at: location) }),
            at: location)
    }

    private func scalar(_ text: String, plain: Bool = true, at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text: text, isPlain: plain)), at: location)
    }

    private func mapping(_ entries: [YAMLMappingEntry], at location: SourceLocation) -> YAMLNode {
        YAMLNode(.mapping(entries), at: location)
    }

    /// `key: value`, the key at the value's location unless given.
    private func entry<Key: SchemaKey>(_ key: Key, _ value: YAMLNode, at location: SourceLocation? = nil)
        -> YAMLMappingEntry
    {
        YAMLMappingEntry(key: key.rawValue, keyLocation: location ?? value.location, value: value)
    }
}

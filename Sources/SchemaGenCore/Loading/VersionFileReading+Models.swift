import SchemaKit
import SchemaModel

/// Loading `models:` and each model's body.
extension VersionFileReading {
    static let modelKeys = ModelKey.names

    mutating func loadModels(_ entry: Entry) -> [Model] {
        guard let entries = mappingEntries(entry.value, what: "'models'") else { return [] }
        guard !entries.isEmpty else {
            error(
                .emptyValue, "'models' is empty; a schema needs at least one model", at: entry.keyLocation,
                hint: "add a model, for example 'Item: { attributes: { title: String } }'")
            return []
        }
        // Every model name is known before any body is read, so relationships may point forward.
        for modelEntry in entries {
            let name = document.key(modelEntry)
            guard checkIdentifier(name, at: modelEntry.keyLocation, what: "the model name") else { continue }
            if enumNames.contains(name) || structNames.contains(name) {
                error(
                    .nameClash,
                    "the name '\(name)' is used by both a model and \(enumNames.contains(name) ? "an enum" : "a struct")",
                    at: modelEntry.keyLocation,
                    hint: "rename one of them; both become Swift types in the same namespace")
                continue
            }
            modelNames.insert(name)
        }
        let models = entries.compactMap { modelNames.contains(document.key($0)) ? loadModel($0) : nil }
        return models.contains { $0.superclass != nil } ? withInheritedProperties(models) : models
    }

    private mutating func loadModel(_ entry: Entry) -> Model? {
        let name = document.key(entry)
        guard let body = mappingEntries(entry.value, what: "the model '\(name)'") else { return nil }
        checkKeys(body, allowed: Self.modelKeys, context: "in the model '\(name)'")
        let keyed = KeyedEntries(body, in: document)
        sources.record(.model(name), at: entry.keyLocation)
        let propertyCount = [ModelKey.attributes, ModelKey.relationships].reduce(0) {
            $0 + (keyed[$1].flatMap { document.entries(of: $0.value) }?.count ?? 0)
        }
        sources.reserveProperties(propertyCount, inModel: name)
        var model = Model(name: name)
        model.renamedFrom = keyed[ModelKey.renamedFrom].flatMap {
            identifier($0.value, what: "'renamedFrom'", element: .modelRenamedFrom(model: name))
        }
        model.superclass = keyed[ModelKey.superclass].flatMap {
            identifier($0.value, what: "'superclass'", element: .modelSuperclass(model: name))
        }
        var rawValueEntries: ArraySlice<Entry> = []
        if let attributes = keyed[ModelKey.attributes],
            let entries = mappingEntries(attributes.value, what: "'attributes'")
        {
            // Sized once: `compactMap` grows by doubling, and a history's attributes are most of its memory.
            model.attributes.reserveCapacity(entries.count)
            for entry in entries {
                guard let attribute = loadAttribute(entry, modelName: name) else { continue }
                // Asked before the append, so that the append can move the attribute rather than copy it.
                if attribute.storesRawValue { rawValueEntries.append(entry) }
                model.attributes.append(attribute)
            }
        }
        if let relationships = keyed[ModelKey.relationships],
            let entries = mappingEntries(relationships.value, what: "'relationships'")
        {
            // A set only when both lists are long: hashing every attribute's name to check a model's one or
            // two relationships costs more than comparing them.
            let attributeNames =
                entries.count * model.attributes.count > 256 ? Set(model.attributes.map(\.name)) : nil
            let attributes = model.attributes
            func isAttribute(_ name: String) -> Bool {
                attributeNames?.contains(name) ?? attributes.contains { $0.name == name }
            }
            model.relationships = entries.compactMap { entry in
                let relationship = document.key(entry)
                guard !isAttribute(relationship) else {
                    error(
                        .nameClash, "'\(name).\(relationship)' is declared both as an attribute and as a relationship",
                        at: entry.keyLocation, hint: "rename one of them; a model has one property per name")
                    return nil
                }
                return loadRelationship(entry, modelName: name)
            }
        }
        for entry in rawValueEntries {
            checkRawValueProperty(of: document.key(entry), at: entry.keyLocation, in: model)
        }
        model.uniqueConstraints =
            keyed[ModelKey.unique].map {
                loadPropertyGroups($0, what: "unique") { .uniqueConstraint(model: name, properties: $0) }
            } ?? []
        model.indexes =
            keyed[ModelKey.indexes].map {
                loadPropertyGroups($0, what: "indexes") { .index(model: name, properties: $0) }
            }
            ?? []
        model.hashModifier = nonEmptyText(
            keyed[ModelKey.hashModifier], what: "the 'hashModifier' of the model '\(name)'")
        model.documentation = nonEmptyText(keyed[ModelKey.doc], what: "the 'doc' of the model '\(name)'")
        return model
    }

    /// An attribute stored as its raw value gets a second property, `<name>RawValue`, whose name must be free.
    private mutating func checkRawValueProperty(of name: String, at location: SourceLocation, in model: Model) {
        let rawName = Attribute.rawValuePropertyName(of: name)
        guard model.attribute(named: rawName) != nil || model.relationships.contains(where: { $0.name == rawName })
        else { return }
        error(
            .nameClash,
            "'\(model.name).\(name)' is stored as its raw value in '\(rawName)', which the model declares too",
            at: location, hint: "rename '\(model.name).\(rawName)', or remove 'storage: rawValue'")
    }

    /// Whether `entry`, read as a property in `section` (`attributes` or `relationships`), is really a key of
    /// the model indented too far (`relationships:` under `attributes:`); if so, reports that, once, as the
    /// indentation mistake it is rather than as a property without a type.
    mutating func isMisplacedModelKey(_ entry: Entry, section: String) -> Bool {
        let name = document.key(entry)
        guard typeText(entry.value) == nil, name != section, Self.modelKeys.contains(name) else {
            return false
        }
        // A long-form property named like a model key is still a property.
        if let body = document.entries(of: entry.value),
            body.contains(where: {
                document.key($0, is: AttributeKey.type.rawValue) || document.key($0, is: RelationshipKey.to.rawValue)
            })
        {
            return false
        }
        error(
            .misindentedKey, "'\(name):' is indented under '\(section):', so it reads as one of its entries",
            at: entry.keyLocation,
            hint: "move '\(name):' left, to line up with '\(section):'; it belongs to the model")
        return true
    }

    /// `unique:` and `indexes:`: a list of lists of property names, each recorded as `element` of its names.
    private mutating func loadPropertyGroups(
        _ entry: Entry, what: String, element: ([String]) -> SchemaElement
    ) -> [[String]] {
        guard let groups = document.items(of: entry.value) else {
            error(
                .unexpectedValueKind,
                "'\(what)' must be a list of property lists, not \(document.kindDescription(entry.value))",
                at: entry.value.location,
                hint: "write '\(what): [[email], [firstName, lastName]]'")
            return []
        }
        var result: [[String]] = []
        // An index's columns are in order ([a, b] and [b, a] are two indexes); a uniqueness constraint's are a
        // set ([a, b] and [b, a] are one constraint).
        let isUnique = what == "unique"
        var seen: [[String]: SourceLocation] = [:]
        for group in groups {
            guard let items = document.items(of: group) else {
                error(
                    .unexpectedValueKind,
                    "each entry of '\(what)' must be a list of property names, not \(document.kindDescription(group))",
                    at: group.location,
                    hint: "write [[a], [b]] for one constraint each, or [[a, b]] for one compound constraint")
                continue
            }
            guard !items.isEmpty else {
                error(
                    .emptyValue, "an entry of '\(what)' names no properties", at: group.location,
                    hint: "remove the empty list")
                continue
            }
            var names: [String] = []
            for item in items {
                guard let name = scalarText(item, what: "a property name in '\(what)'") else { continue }
                if names.contains(name) {
                    error(
                        .duplicateEntry, "'\(name)' appears twice in one entry of '\(what)'", at: item.location,
                        hint: "remove one")
                    continue
                }
                names.append(name)
            }
            guard names.count == items.count else { continue }
            if let first = seen[isUnique ? names.sorted() : names] {
                error(
                    .duplicateEntry,
                    "\(isUnique ? "the uniqueness constraint" : "the index") [\(names.joined(separator: ", "))] is listed twice in '\(what)' (first at line \(first.line), column \(first.column))",
                    at: group.location,
                    hint: isUnique
                        ? "remove one; the order of a constraint's properties does not matter"
                        : "remove one; an index with the columns in another order is a different index")
                continue
            }
            seen[isUnique ? names.sorted() : names] = group.location
            sources.record(element(names), at: group.location)
            result.append(names)
        }
        return result
    }
}

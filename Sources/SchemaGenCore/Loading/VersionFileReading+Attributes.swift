import SchemaKit
import SchemaModel

/// Loading a model's `attributes:`, in shorthand (`name: String?`) or long form (`name: { type: ... }`).
extension VersionFileReading {
    static let attributeKeys = AttributeKey.names
    /// Each SwiftData option with the key that turns it on, matched once rather than for every attribute.
    static let optionKeys = AttributeOptions.all.compactMap { option, name in
        AttributeKey(rawValue: name).map { (option, $0) }
    }

    mutating func loadAttribute(_ entry: Entry, modelName: String) -> Attribute? {
        let name = document.key(entry)
        // Most properties are written `name: Type`, which is never a model key indented too far.
        let shorthandType = typeText(entry.value)
        guard checkIdentifier(key: entry, what: "the attribute name"),
            shorthandType != nil || !isMisplacedModelKey(entry, section: ModelKey.attributes.rawValue)
        else { return nil }
        // Built only when a message needs it: most attributes have none.
        func what() -> String { "the attribute '\(modelName).\(name)'" }
        if let text = shorthandType {
            guard let type = resolveAttributeType(text, of: entry.value, what: what()) else { return nil }
            sources.record(
                property: name, ofModel: modelName, at: entry.keyLocation, part: .type, partAt: entry.value.location,
                nameNumber: entry.keyID.rawValue)
            return Attribute(name: name, type: type)
        }
        guard let body = document.entries(of: entry.value) else {
            error(
                .unexpectedValueKind, "\(what()) needs a type, not \(document.kindDescription(entry.value))",
                at: entry.value.location,
                hint: "write '\(name): String' or '\(name): { type: String, default: \"\" }'")
            return nil
        }
        checkKeys(body, allowed: Self.attributeKeys, context: "in \(what())")
        let keyed = KeyedEntries(body, in: document)
        guard let typeEntry = keyed[AttributeKey.type] else {
            error(
                .missingKey, "\(what()) has no 'type'", at: entry.keyLocation,
                hint: "add 'type: String' (or another type)")
            return nil
        }
        guard let typeText = typeText(typeEntry.value) ?? scalarText(typeEntry.value, what: "'type'"),
            var type = resolveAttributeType(typeText, of: typeEntry.value, what: what())
        else { return nil }

        if let optionalEntry = keyed[AttributeKey.optional],
            let isOptional = bool(optionalEntry.value, what: "'optional'")
        {
            if type.isOptional && !isOptional {
                error(
                    .conflictingOptionality, "\(what()) is declared '\(typeText)' but also 'optional: false'",
                    at: optionalEntry.value.location,
                    hint: "remove the '?' or the 'optional: false'")
            }
            type.isOptional = type.isOptional || isOptional
        }
        sources.record(
            property: name, ofModel: modelName, at: entry.keyLocation, part: .type, partAt: typeEntry.value.location,
            nameNumber: entry.keyID.rawValue)
        var attribute = Attribute(name: name, type: type)
        attribute.isUnique = keyed[AttributeKey.unique].flatMap { bool($0.value, what: "'unique'") } ?? false
        attribute.isTransient = keyed[AttributeKey.transient].flatMap { bool($0.value, what: "'transient'") } ?? false
        attribute.usesExternalStorage =
            keyed[AttributeKey.externalStorage].flatMap { bool($0.value, what: "'externalStorage'") } ?? false
        attribute.originalName = keyed[AttributeKey.originalName].flatMap {
            identifier(
                $0.value, what: "'originalName'", element: .propertyPart(model: modelName, name: name, .originalName))
        }
        attribute.hashModifier = nonEmptyText(keyed[AttributeKey.hashModifier], what: "the 'hashModifier' of \(what())")
        attribute.documentation = nonEmptyText(keyed[AttributeKey.doc], what: "the 'doc' of \(what())")
        attribute.isDeprecated =
            keyed[AttributeKey.deprecated].flatMap { bool($0.value, what: "'deprecated'") } ?? false
        loadSwiftDataOptions(into: &attribute, keyed: keyed, what: what())
        if let storageEntry = keyed[AttributeKey.storage] {
            attribute.storesRawValue = loadStorage(storageEntry, type: type, what: what())
        }
        if let defaultEntry = keyed[AttributeKey.default] {
            var parser = DefaultValueParser(enumsByName: enumsByName)
            // The parser reads trees, as fixtures are; a default is a scalar or a short list or mapping.
            switch parser.parse(document.tree(defaultEntry.value), for: type, what: what()) {
            case .success(let value):
                attribute.defaultValue = value
                sources.record(
                    .propertyPart(model: modelName, name: name, .defaultValue), at: defaultEntry.value.location)
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        checkAttributeOptions(attribute, keyed: keyed, what: what())
        return attribute
    }

    /// SwiftData's options that leave the stored value as it is, and its value transformer. `ephemeral` makes the
    /// attribute transient too: SwiftData never persists it.
    private mutating func loadSwiftDataOptions(
        into attribute: inout Attribute, keyed: KeyedEntries, what: @autoclosure () -> String
    ) {
        for (option, key) in Self.optionKeys {
            guard let entry = keyed[key], bool(entry.value, what: "'\(key.rawValue)'") == true else { continue }
            attribute.options.insert(option)
        }
        if attribute.options.contains(.ephemeral) {
            if let transient = keyed[AttributeKey.transient], attribute.isTransient {
                error(
                    .inapplicableOption, "\(what()) is both 'transient' and 'ephemeral'", at: transient.keyLocation,
                    hint:
                        "keep one: 'transient' (SwiftData's @Transient, outside the schema) or 'ephemeral' (in the schema, never persisted)"
                )
            }
            attribute.isTransient = true
        }
        let byType = keyed[AttributeKey.transformer].flatMap { entry -> AttributeTransformer? in
            guard let text = scalarText(entry.value, what: "'transformer'") else { return nil }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ SwiftIdentifier.isValid(String($0)) }) else {
                error(
                    .invalidIdentifier,
                    "\(what()) names the transformer \(MessageText.quoted(text)), which is not a Swift type name",
                    at: entry.value.location,
                    hint:
                        "name the ValueTransformer subclass (ColorTransformer), or use 'transformerName' for a registered name"
                )
                return nil
            }
            return .type(text)
        }
        let byName = nonEmptyText(keyed[AttributeKey.transformerName], what: "the 'transformerName' of \(what())")
        if byType != nil, byName != nil, let entry = keyed[AttributeKey.transformerName] {
            error(
                .inapplicableOption, "\(what()) names both a 'transformer' and a 'transformerName'",
                at: entry.keyLocation, hint: "keep one: SwiftData's .transformable(by:) takes a type or a name")
        }
        attribute.transformer = byType ?? byName.map(AttributeTransformer.name)
    }

    /// `storage: rawValue`, the only storage an attribute may name: on a single enum value, which it stores as its
    /// raw value. `true` when it applies; every other case is reported.
    private mutating func loadStorage(
        _ entry: Entry, type: AttributeType, what: @autoclosure () -> String
    ) -> Bool {
        guard let text = scalarText(entry.value, what: "'storage'") else { return false }
        guard text == Self.rawValueStorage else {
            error(
                .unexpectedValueKind,
                "\(what()) names the storage \(MessageText.quoted(text)), which schemagen doesn't know",
                at: entry.value.location,
                hint: "write 'storage: \(Self.rawValueStorage)' (an enum kept as its raw value), or remove 'storage'")
            return false
        }
        guard type.enumName != nil, !type.isArray else {
            error(
                .inapplicableOption,
                "\(what()) is \(type.isArray ? "an array" : "not an enum"), so it has no raw value to store",
                at: entry.keyLocation, hint: "'storage: rawValue' applies to an enum or optional enum; remove it")
            return false
        }
        return true
    }

    /// The one value `storage:` takes.
    static let rawValueStorage = "rawValue"

    /// Options that contradict each other or the type.
    private mutating func checkAttributeOptions(
        _ attribute: Attribute, keyed: KeyedEntries, what: @autoclosure () -> String
    ) {
        // SwiftData's options describe how a persisted value is kept; a value kept in memory has none.
        // (`externalStorage` on a transient attribute was always accepted and ignored, and still is.)
        if attribute.isTransient, !attribute.options.contains(.ephemeral) {
            let keys =
                attribute.options.keys.compactMap(AttributeKey.init(rawValue:)) + [.transformer, .transformerName]
            for key in keys {
                guard let entry = keyed[key] else { continue }
                error(
                    .inapplicableOption, "\(what()) is transient, so '\(key.rawValue)' has nothing to apply to",
                    at: entry.keyLocation, hint: "remove '\(key.rawValue)', or 'transient'")
            }
        }
        if attribute.isTransient, attribute.defaultValue == nil, !attribute.type.isOptional,
            let entry = keyed[AttributeKey.transient] ?? keyed[AttributeKey.ephemeral]
        {
            error(
                .transientWithoutDefault, "\(what()) is \(document.key(entry)) and required, so it needs a default",
                at: entry.keyLocation,
                hint: "its value is never read from the store; add a 'default' or make the type optional")
        }
        // The typed property reads the stored raw value back, and one that names no case (written by a newer
        // version of the app, or by hand) needs a value to read as.
        if attribute.storesRawValue, !attribute.type.isOptional, attribute.defaultValue == nil,
            let entry = keyed[AttributeKey.storage]
        {
            error(
                .inapplicableOption,
                "\(what()) is stored as its raw value and required, so it needs a default to read a raw value no case has",
                at: entry.keyLocation,
                hint: "add a 'default' (the case to read an unknown raw value as), or make the type optional")
        }
        if attribute.storesRawValue, attribute.isTransient, let entry = keyed[AttributeKey.storage] {
            error(
                .inapplicableOption, "\(what()) is never stored, so 'storage' has nothing to apply to",
                at: entry.keyLocation, hint: "remove 'storage', or 'transient'")
        }
        if attribute.isDeprecated, !attribute.canBeDeprecated, let entry = keyed[AttributeKey.deprecated] {
            refuseDeprecation(attribute, at: entry, what: what())
        }
        if attribute.isTransient, attribute.isUnique, let entry = keyed[AttributeKey.unique] {
            error(
                .inapplicableOption, "\(what()) is transient, so it can't be unique", at: entry.keyLocation,
                hint: "uniqueness is enforced by the store; remove 'unique' or 'transient'")
        }
        if attribute.isUnique, attribute.type.isArray || attribute.type.structName != nil,
            let entry = keyed[AttributeKey.unique]
        {
            error(
                .inapplicableOption,
                "\(what()) is \(attribute.type.isArray ? "an array" : "a struct"), which can't be unique",
                at: entry.keyLocation, hint: "remove 'unique'")
        }
    }

    /// Why `attribute`, marked deprecated, can't be (``SchemaModel/Attribute/canBeDeprecated``).
    private mutating func refuseDeprecation(
        _ attribute: Attribute, at entry: Entry, what: @autoclosure () -> String
    ) {
        if attribute.isTransient {
            error(
                .inapplicableOption, "\(what()) is transient, so 'deprecated' has no column to outlive",
                at: entry.keyLocation, hint: "remove 'deprecated'; a transient attribute is never stored")
        } else if !attribute.type.isOptional, attribute.defaultValue == nil {
            error(
                .inapplicableOption,
                "\(what()) is deprecated and required without a default, so there is nothing to read once its column is gone",
                at: entry.keyLocation, hint: "make the type optional or give it a 'default', then mark it 'deprecated'")
        } else if attribute.isUnique {
            error(
                .inapplicableOption, "\(what()) is deprecated and unique, and uniqueness can't outlive its column",
                at: entry.keyLocation, hint: "drop 'unique' in this version, or don't deprecate it yet")
        }
    }

    /// Resolves the type written as `text` at `node`, once per distinct scalar of the file.
    mutating func resolveAttributeType(
        _ text: String, of node: Node, what: @autoclosure () -> String, inStruct: Bool = false
    ) -> AttributeType? {
        // Only a scalar's text has a number; `[String]` written as a flow list is resolved by its text.
        let id = node.kind == .scalar ? node.textID : .none
        if let resolved = resolvedTypesByText[id] { return resolved }
        let type = resolveAttributeType(text, at: node.location, what: what(), inStruct: inStruct)
        resolvedTypesByText[id] = type
        return type
    }

    /// Resolves a type expression to a primitive, a declared enum or a declared struct, explaining any mistake.
    ///
    /// A struct's field (`inStruct`) resolves alike; only the advice for a model named there differs, since a
    /// struct has no relationships.
    mutating func resolveAttributeType(
        _ text: String, at location: SourceLocation, what: @autoclosure () -> String, inStruct: Bool = false
    ) -> AttributeType? {
        if let resolved = resolvedTypes[text] { return resolved }
        let expression: TypeExpression
        switch TypeExpression.parse(text) {
        case .success(let parsed): expression = parsed
        case .failure(let failure):
            let explanation = TypeExpression.explain(failure, text: text, what: "the type of \(what())")
            error(.invalidTypeExpression, explanation.message, at: location, hint: explanation.hint)
            return nil
        }
        let scalar: AttributeType.Scalar
        var spelling: AttributeType.Spelling?
        if let primitive = PrimitiveType.named(expression.name) {
            scalar = .primitive(primitive)
        } else if let other = AttributeType.Spelling(rawValue: expression.name) {
            scalar = .primitive(other.primitive)
            spelling = other
        } else if enumNames.contains(expression.name) {
            scalar = .enumeration(expression.name)
        } else if structNames.contains(expression.name) {
            scalar = .structure(expression.name)
        } else if modelNames.contains(expression.name) {
            error(
                .wrongKindOfType, "'\(expression.name)' is a model, so \(what()) can't hold it as a value",
                at: location,
                hint: inStruct
                    ? "a struct can't hold a model; hold the model's identifier (such as a UUID attribute of it) instead"
                    : "declare it under 'relationships:' as \(MessageText.quoted(text))")
            return nil
        } else {
            error(
                .unknownType, "unknown type \(MessageText.quoted(expression.name)) for \(what())", at: location,
                hint: typeSuggestions.hint(
                    for: expression.name, budget: &suggestionBudget,
                    otherwise:
                        "use a built-in type (String, Int, Double, Bool, Date, UUID, Data, URL, ...) or declare the type under 'enums:' or 'structs:'"
                ))
            return nil
        }
        let type = AttributeType(
            scalar, isArray: expression.isArray, isOptional: expression.isOptional, spelling: spelling)
        resolvedTypes[text] = type
        return type
    }
}

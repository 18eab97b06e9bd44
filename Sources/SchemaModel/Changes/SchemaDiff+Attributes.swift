/// Attribute changes.
extension SchemaDiff {
    /// The changes of `model`'s attributes and relationships; `hasRenames` says whether any of its properties
    /// is renamed, and `attributesAlike` whether, none renamed, its attributes are written as before.
    mutating func diffProperties(of model: Model, from oldModel: Model, hasRenames: Bool, attributesAlike: Bool) {
        if !attributesAlike {
            diffAttributes(of: model, from: oldModel, hasRenames: hasRenames)
        }
        var relationshipMatcher = PropertyMatcher(oldModel.relationships.map(\.name))
        for (index, relationship) in model.relationships.enumerated() {
            let oldName =
                hasRenames
                ? correspondence.previousPropertyName(of: relationship.name, inModel: model.name) : relationship.name
            if let oldName, let oldIndex = relationshipMatcher.match(oldName, near: index) {
                diffRelationship(relationship, from: oldModel.relationships[oldIndex], in: model, oldModel: oldModel)
            } else {
                recordAddedRelationship(relationship, in: model)
            }
        }
        for (index, old) in oldModel.relationships.enumerated() where !relationshipMatcher.isMatched(index) {
            record(
                .init(
                    .relationshipRemoved, path: "\(model.name).\(old.name)", at: .model(model.name),
                    detail: "relationship to \(old.target) removed", dataLossPath: "\(model.name).\(old.name)"))
        }
    }

    private mutating func diffAttributes(of model: Model, from oldModel: Model, hasRenames: Bool) {
        var matcher = PropertyMatcher(oldModel.attributes.map(\.name))
        for (index, attribute) in model.attributes.enumerated() {
            let oldName =
                hasRenames
                ? correspondence.previousPropertyName(of: attribute.name, inModel: model.name) : attribute.name
            if let oldName, let oldIndex = matcher.match(oldName, near: index) {
                diffAttribute(attribute, from: oldModel.attributes[oldIndex], in: model)
            } else {
                recordAddedAttribute(attribute, in: model)
            }
        }
        for (index, old) in oldModel.attributes.enumerated() where !matcher.isMatched(index) {
            record(
                .init(
                    .attributeRemoved, path: "\(model.name).\(old.name)", at: .model(model.name),
                    detail: "attribute removed", dataLossPath: old.isTransient ? nil : "\(model.name).\(old.name)"))
        }
    }

    private mutating func recordAddedAttribute(_ attribute: Attribute, in model: Model) {
        let path = "\(model.name).\(attribute.name)"
        record(
            .init(
                .attributeAdded, path: path, at: .property(model: model.name, name: attribute.name),
                detail: "\(attribute.type)",
                effect: Self.effectOfAdding(attribute, in: model)))
    }

    /// What adding an attribute (or making a transient one stored) to `model` needs. The reason names the
    /// model: a stage's reasons are listed together, and two models adding the same attribute are two reasons.
    static func effectOfAdding(_ attribute: Attribute, in model: Model) -> SchemaChange.Effect {
        if attribute.isTransient || attribute.type.isOptional { return .lightweight }
        let path = "\(model.name).\(attribute.name)"
        switch attribute.defaultValue {
        case nil:
            return .custom("required attribute '\(path)' added without a default")
        case .generatedUUID?:
            return .custom("required attribute '\(path)' added with 'uuid': each existing row needs its own value")
        case .expression?:
            return .custom(
                "required attribute '\(path)' added with a Swift expression default: each existing row needs a value")
        default:
            return .lightweight
        }
    }

    private mutating func diffAttribute(_ attribute: Attribute, from old: Attribute, in model: Model) {
        // Built only for a change: most attributes of a large history are compared and found unchanged.
        lazy var path = "\(model.name).\(attribute.name)"
        let location = SchemaElement.property(model: model.name, name: attribute.name)
        // An attribute that is transient in both versions has no stored data: every change is lightweight.
        let bothTransient = old.isTransient && attribute.isTransient
        if old.name != attribute.name {
            record(.init(.attributeRenamed, path: path, at: location, detail: "\(old.name) -> \(attribute.name)"))
        }
        if old.hashModifier != attribute.hashModifier {
            record(
                .init(
                    .attributeHashModifierChanged, path: path, at: location,
                    detail: SchemaChange.hashModifierDetail(old.hashModifier, attribute.hashModifier)))
        }
        if old.isTransient != attribute.isTransient {
            if attribute.isTransient {
                record(
                    .init(
                        .attributeTransienceChanged, path: path, at: location, detail: "stored -> transient",
                        dataLossPath: path))
            } else {
                record(
                    .init(
                        .attributeTransienceChanged, path: path, at: location, detail: "transient -> stored",
                        effect: Self.effectOfAdding(attribute, in: model)))
            }
        }
        let storedChange = bothTransient || attribute.isTransient
        let sameStoredType = old.type.nonOptional.stored == attribute.type.nonOptional.stored
        if sameStoredType, old.type.spelling != attribute.type.spelling {
            // The same stored type under another name (`Double` and `TimeInterval`): nothing to migrate.
            record(
                .init(
                    .attributeSpellingChanged, path: path,
                    at: .propertyPart(model: model.name, name: attribute.name, .type),
                    detail: "\(old.type.nonOptional) -> \(attribute.type.nonOptional)"))
        }
        if !sameStoredType {
            let widens = TypeWidening.widens(from: old.type.nonOptional, to: attribute.type.nonOptional) {
                previous.enumDeclaration(named: $0)?.rawType
            }
            record(
                .init(
                    .attributeTypeChanged, path: path,
                    at: .propertyPart(model: model.name, name: attribute.name, .type),
                    detail: "\(old.type.nonOptional) -> \(attribute.type.nonOptional)\(widens ? "" : " (narrowing)")",
                    effect: storedChange
                        ? .lightweight
                        : .custom(
                            "'\(path)' changed type from \(old.type.nonOptional) to \(attribute.type.nonOptional)"),
                    dataLossPath: storedChange || widens ? nil : path))
        }
        if old.type.isOptional != attribute.type.isOptional {
            let madeRequired = !attribute.type.isOptional
            // A constant default fills the rows that hold nothing: Core Data infers that ("an optional attribute
            // becoming non-optional, and defining a default value", "Migrating your data model automatically"),
            // and the portable store copies the column with the default in place of NULL.
            let filledByDefault = attribute.defaultValue?.isConstant ?? false
            record(
                .init(
                    .attributeOptionalityChanged, path: path,
                    at: .propertyPart(model: model.name, name: attribute.name, .type),
                    detail: madeRequired ? "optional -> required" : "required -> optional",
                    effect: madeRequired && !storedChange && !filledByDefault
                        ? .custom(
                            attribute.defaultValue == nil
                                ? "'\(path)' made required without a default"
                                : "'\(path)' made required with a default made at migration, which fills no stored row")
                        : .lightweight))
        }
        if !Self.sameDefault(old.defaultValue, attribute.defaultValue) {
            record(
                .init(
                    .attributeDefaultChanged, path: path,
                    at: .propertyPart(model: model.name, name: attribute.name, .defaultValue),
                    detail:
                        "\(old.defaultValue?.description ?? "none") -> \(attribute.defaultValue?.description ?? "none")"
                ))
        }
        if old.usesExternalStorage != attribute.usesExternalStorage {
            record(
                .init(
                    .attributeExternalStorageChanged, path: path, at: location,
                    detail: attribute.usesExternalStorage ? "stored externally" : "stored in the row"))
        }
        // SwiftData's options that leave the stored value as it is: nothing to migrate.
        let added = attribute.options.subtracting(old.options).keys
        let removed = old.options.subtracting(attribute.options).keys
        if !added.isEmpty || !removed.isEmpty {
            record(
                .init(
                    .attributeOptionsChanged, path: path, at: location,
                    detail: (added.map { "+" + $0 } + removed.map { "-" + $0 }).joined(separator: ", ")))
        }
        // The value is stored as before everywhere but in SwiftData, whose flavor says what that takes.
        if old.isDeprecated != attribute.isDeprecated {
            record(
                .init(
                    .attributeDeprecationChanged, path: path, at: location,
                    detail: attribute.isDeprecated ? "deprecated" : "no longer deprecated"))
        }
        // The portable store keeps an enum by its raw value either way; SwiftData's conversion chain moves the
        // values between the enum and the raw-value property.
        if old.storesRawValue != attribute.storesRawValue {
            record(
                .init(
                    .attributeStorageChanged, path: path, at: location,
                    detail: attribute.storesRawValue ? "stored as its raw value" : "no longer stored as its raw value"))
        }
        if old.transformer != attribute.transformer {
            record(
                .init(
                    .attributeTransformerChanged, path: path, at: location,
                    detail:
                        "\(old.transformer?.description ?? "none") -> \(attribute.transformer?.description ?? "none")"))
        }
    }

    /// Defaults compare by value: an integer and a floating-point default of the same number are equal.
    static func sameDefault(_ a: DefaultValue?, _ b: DefaultValue?) -> Bool {
        switch (a, b) {
        case (.integer(let x)?, .floatingPoint(let y)?), (.floatingPoint(let y)?, .integer(let x)?):
            return Double(x) == y
        case (.array(let xs)?, .array(let ys)?):
            return xs.count == ys.count && zip(xs, ys).allSatisfy { sameDefault($0, $1) }
        default:
            return a == b
        }
    }
}

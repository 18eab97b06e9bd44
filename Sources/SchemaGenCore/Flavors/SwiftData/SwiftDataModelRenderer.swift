import SchemaKit
import SchemaModel

/// A defined model as SwiftData declares it, after its doc comment: `@Model final class` with its compound
/// constraints (`#Unique`, `#Index`), stored properties with their `@Attribute`, `@Relationship` or
/// `@Transient`, initial values from the schema's defaults, and a memberwise initialiser. `docs/SwiftData.md` maps each contract
/// element to what is written here.
struct SwiftDataModelRenderer: ModelClassRenderer {
    let model: Model
    /// Each relationship's inverse, whichever side names it, in order, for its doc comment.
    let inverses: [String?]
    /// Each relationship's inverse when this side is the one that declares it (``SwiftDataInverse``).
    /// With ``inverses``, all the class reads of the rest of its schema.
    let declaredInverses: [String?]
    let access: String
    /// The attributes stored as their raw value, with their enums.
    let rawValues: [RawValueProperties]
    /// The attributes and relationships the class declares: a subclass's own, without what it inherits.
    let attributes: [Attribute]
    let relationships: [Relationship]
    /// The properties the superclass's initialiser takes, in its order; `nil` for a class without superclass.
    let inheritedProperties: [String]?
    /// Whether another model of the version inherits from this one, so its class is open to subclassing.
    let hasSubclasses: Bool

    init(model: Model, schema: Schema, access: String) {
        self.model = model
        rawValues = RawValueProperties.all(of: model, in: schema)
        attributes = schema.ownAttributes(of: model)
        relationships = schema.ownRelationships(of: model)
        inheritedProperties = model.superclass.flatMap(schema.model(named:))?.propertyNames
        hasSubclasses = schema.hasSubclasses(model.name)
        inverses = ModelClassParts.inverses(of: model, in: schema, relationships: relationships)
        declaredInverses = relationships.map { SwiftDataInverse.declared(on: $0, of: model, in: schema) }
        self.access = access
    }

    private var name: String { SwiftNames.escaped(model.name) }

    /// `final class Item`, `class Trip` (which has subclasses), `final class BusinessTrip: Trip`.
    private var declaration: String {
        let superclass = model.superclass.map { ": " + SwiftNames.escaped($0) } ?? ""
        return "\(access)\(hasSubclasses ? "" : "final ")class \(name)\(superclass)"
    }

    func render(into writer: inout SwiftWriter) {
        writer.line("@Model")
        writer.block(declaration) { writer in
            let constraints = compoundConstraints
            if !constraints.unique.isEmpty {
                writer.line("#Unique<\(name)>(\(keyPathLists(constraints.unique)))")
            }
            if !model.indexes.isEmpty {
                writer.line("#Index<\(name)>(\(keyPathLists(model.indexes)))")
            }
            if !constraints.unique.isEmpty || !model.indexes.isEmpty { writer.line() }
            for attribute in attributes {
                renderAttribute(attribute, uniqueAlone: constraints.uniqueAlone.contains(attribute.name), into: &writer)
            }
            if !relationships.isEmpty { writer.separator() }
            for index in relationships.indices {
                renderRelationship(
                    relationships[index], inverse: inverses[index], declaredInverse: declaredInverses[index],
                    into: &writer)
            }
            writer.separator()
            ModelClassParts.renderMemberwiseInit(
                of: model, access: access, style: .standalone, rawValues: rawValues,
                superclassArguments: inheritedProperties, into: &writer)
        }
    }

    /// The uniqueness constraints `#Unique` declares, and the attributes unique on their own, which
    /// `@Attribute(.unique)` declares (iOS 17) whether the schema wrote `unique: true` or `unique: [[name]]`.
    private var compoundConstraints: (unique: [[String]], uniqueAlone: Set<String>) {
        var unique: [[String]] = []
        var alone: Set<String> = []
        for constraint in model.allUniquenessConstraints {
            if constraint.count == 1, let only = constraint.first, model.attribute(named: only) != nil {
                alone.insert(only)
            } else {
                unique.append(constraint)
            }
        }
        return (unique, alone)
    }

    /// `[\.a, \.b], [\.c]`, each by its stored property: an attribute stored as its raw value by the raw-value
    /// property (a macro's key path must name a stored property).
    private func keyPathLists(_ lists: [[String]]) -> String {
        let rawStored = Set(model.attributes.filter(\.storesRawValue).map(\.name))
        func stored(_ name: String) -> String {
            rawStored.contains(name) ? Attribute.rawValuePropertyName(of: name) : name
        }
        return lists.map { "[" + $0.map { "\\." + SwiftNames.escaped(stored($0)) }.joined(separator: ", ") + "]" }
            .joined(separator: ", ")
    }

    private func renderAttribute(_ attribute: Attribute, uniqueAlone: Bool, into writer: inout SwiftWriter) {
        let rawValue = rawValues.first { $0.attribute.name == attribute.name }
        if rawValue != nil {
            writer.documentation(
                doc: nil,
                notes: [
                    "`\(attribute.name)` as stored: its raw value. Filter on it in `#Predicate`; read and write `\(attribute.name)`."
                ])
        } else {
            writer.documentation(doc: attribute.documentation, notes: [])
        }
        var initialValue = attribute.defaultValue.map {
            " = " + SwiftLiterals.defaultExpression($0, type: attribute.type, style: .standalone)
        }
        if let rawValue { initialValue = rawValue.rawDefault.map { " = " + $0 } }
        if attribute.isTransient, !attribute.options.contains(.ephemeral) {
            writer.line("@Transient")
            // SwiftData requires a transient property's initial value; validation guarantees a required one
            // has a default.
            initialValue = initialValue ?? " = nil"
        } else {
            var arguments: [String] = []
            if uniqueAlone { arguments.append(".unique") }
            if attribute.usesExternalStorage { arguments.append(".externalStorage") }
            arguments += attribute.options.keys.map { "." + $0 }
            switch attribute.transformer {
            case .type(let name)?: arguments.append(".transformable(by: \(name).self)")
            case .name(let name)?: arguments.append(".transformable(by: \(SwiftNames.stringLiteral(name)))")
            case nil: break
            }
            if let originalName = attribute.originalName {
                // A renamed attribute stored as its raw value was stored so before (a change of storage is a
                // conversion, whose chain names the converted attribute here).
                let stored = rawValue == nil ? originalName : Attribute.rawValuePropertyName(of: originalName)
                arguments.append("originalName: \(SwiftNames.stringLiteral(stored))")
            }
            if let hashModifier = attribute.hashModifier {
                arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
            }
            if !arguments.isEmpty { writer.call("@Attribute(", arguments: arguments, tail: ")") }
        }
        guard let rawValue else {
            writer.line("\(access)var \(SwiftNames.escaped(attribute.name)): \(attribute.type)\(initialValue ?? "")")
            return
        }
        // Written only through the typed property, so the store holds raw values of cases.
        writer.line("\(access)private(set) var \(rawValue.rawName): \(rawValue.rawType)\(initialValue ?? "")")
        rawValue.renderTypedProperty(access: access, into: &writer)
    }

    private func renderRelationship(
        _ relationship: Relationship, inverse: String?, declaredInverse: String?, into writer: inout SwiftWriter
    ) {
        writer.documentation(
            doc: relationship.documentation, notes: [ModelClassParts.summary(of: relationship, inverse: inverse)])
        var arguments: [String] = []
        if relationship.deleteRule != .nullify { arguments.append("deleteRule: .\(relationship.deleteRule.rawValue)") }
        if let minCount = relationship.minCount { arguments.append("minimumModelCount: \(minCount)") }
        if let maxCount = relationship.maxCount { arguments.append("maximumModelCount: \(maxCount)") }
        if let originalName = relationship.originalName {
            arguments.append("originalName: \(SwiftNames.stringLiteral(originalName))")
        }
        if let declaredInverse {
            arguments.append(
                "inverse: \\\(SwiftNames.escaped(relationship.target)).\(SwiftNames.escaped(declaredInverse))")
        }
        if let hashModifier = relationship.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        if !arguments.isEmpty { writer.call("@Relationship(", arguments: arguments, tail: ")") }
        let target = SwiftNames.escaped(relationship.target)
        let declaration: String
        switch relationship.cardinality {
        case .toOne(let isOptional): declaration = isOptional ? "\(target)?" : target
        case .toMany(let isOptional): declaration = isOptional ? "[\(target)]?" : "[\(target)] = []"
        }
        writer.line("\(access)var \(SwiftNames.escaped(relationship.name)): \(declaration)")
    }
}

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

    init(model: Model, schema: Schema, access: String) {
        self.model = model
        inverses = ModelRenderer.inverses(of: model, in: schema)
        declaredInverses = model.relationships.map { SwiftDataInverse.declared(on: $0, of: model, in: schema) }
        self.access = access
    }

    private var name: String { SwiftNames.escaped(model.name) }

    func render(into writer: inout SwiftWriter) {
        writer.line("@Model")
        writer.block("\(access)final class \(name)") { writer in
            let constraints = compoundConstraints
            if !constraints.unique.isEmpty {
                writer.line("#Unique<\(name)>(\(Self.keyPathLists(constraints.unique)))")
            }
            if !model.indexes.isEmpty {
                writer.line("#Index<\(name)>(\(Self.keyPathLists(model.indexes)))")
            }
            if !constraints.unique.isEmpty || !model.indexes.isEmpty { writer.line() }
            for attribute in model.attributes {
                renderAttribute(attribute, uniqueAlone: constraints.uniqueAlone.contains(attribute.name), into: &writer)
            }
            if !model.relationships.isEmpty { writer.separator() }
            for index in model.relationships.indices {
                renderRelationship(
                    model.relationships[index], inverse: inverses[index], declaredInverse: declaredInverses[index],
                    into: &writer)
            }
            writer.separator()
            ModelRenderer.renderMemberwiseInit(of: model, access: access, style: .swiftData, into: &writer)
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

    /// `[\.a, \.b], [\.c]`.
    static func keyPathLists(_ lists: [[String]]) -> String {
        lists.map { "[" + $0.map { "\\." + SwiftNames.escaped($0) }.joined(separator: ", ") + "]" }.joined(
            separator: ", ")
    }

    private func renderAttribute(_ attribute: Attribute, uniqueAlone: Bool, into writer: inout SwiftWriter) {
        writer.documentation(doc: attribute.documentation, notes: [])
        var initialValue = attribute.defaultValue.map {
            " = " + SwiftLiterals.defaultExpression($0, type: attribute.type, style: .swiftData)
        }
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
                arguments.append("originalName: \(SwiftNames.stringLiteral(originalName))")
            }
            if let hashModifier = attribute.hashModifier {
                arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
            }
            if !arguments.isEmpty { writer.call("@Attribute(", arguments: arguments, tail: ")") }
        }
        writer.line("\(access)var \(SwiftNames.escaped(attribute.name)): \(attribute.type)\(initialValue ?? "")")
    }

    private func renderRelationship(
        _ relationship: Relationship, inverse: String?, declaredInverse: String?, into writer: inout SwiftWriter
    ) {
        writer.documentation(
            doc: relationship.documentation, notes: [ModelRenderer.summary(of: relationship, inverse: inverse)])
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

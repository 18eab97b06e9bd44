import SchemaKit
import SchemaModel

/// What both flavors' model classes are written with alike: the memberwise initialiser, its parameters, and
/// what a relationship's doc comment says of its pair.
enum ModelClassParts {
    /// Each of `model`'s relationships' inverse (or of `relationships`, those of it a class declares),
    /// whichever side names it, in order: what either flavor's class says of each pair.
    static func inverses(of model: Model, in schema: Schema, relationships: [Relationship]? = nil) -> [String?] {
        (relationships ?? model.relationships).map {
            SchemaDiff.effectiveInverse(of: $0, in: model, target: schema.model(named:))
        }
    }

    /// `To-many to `Pet`, inverse `Pet.owner`, delete rule cascade.`: a relationship in one sentence, for the
    /// doc comment of its property in either flavor. `inverse` is its inverse whichever side names it
    /// (``SchemaDiff/effectiveInverse(of:in:target:)``): the reader of either class should see the pair.
    static func summary(of relationship: Relationship, inverse: String?) -> String {
        var parts = [
            "\(relationship.cardinality.description.prefix(1).uppercased())\(relationship.cardinality.description.dropFirst()) to `\(relationship.target)`"
        ]
        if let inverse {
            parts.append("inverse `\(relationship.target).\(inverse)`")
        }
        parts.append("delete rule \(relationship.deleteRule.rawValue)")
        if let minCount = relationship.minCount { parts.append("at least \(minCount)") }
        if let maxCount = relationship.maxCount { parts.append("at most \(maxCount)") }
        return parts.joined(separator: ", ") + "."
    }

    /// `init(...)` taking every property, attributes first, with the schema's defaults as default arguments;
    /// both flavors' classes have it.
    /// `rawValues` are the attributes a class stores as their raw value, whose raw-value property the
    /// initialiser sets (setting a computed typed one would need every stored property set first).
    /// `superclassArguments` are a subclass's inherited properties: it sets its own and passes those to
    /// `super.init`, an `override` when it has none of its own (the superclass's initialiser takes the same).
    static func renderMemberwiseInit(
        of model: Model, access: String, style: SwiftLiterals.Style, rawValues: [RawValueProperties] = [],
        superclassArguments: [String]? = nil, into writer: inout SwiftWriter
    ) {
        var parameters: [String] = []
        for attribute in model.attributes {
            var parameter = "\(parameter(attribute.name)): \(attribute.type)"
            if let value = attribute.defaultValue {
                parameter += " = " + SwiftLiterals.defaultExpression(value, type: attribute.type, style: style)
            } else if attribute.type.isOptional {
                parameter += " = nil"
            }
            parameters.append(parameter)
        }
        for relationship in model.relationships {
            let target = SwiftNames.escaped(relationship.target)
            switch relationship.cardinality {
            case .toOne(let isOptional):
                parameters.append("\(parameter(relationship.name)): \(target)\(isOptional ? "? = nil" : "")")
            case .toMany(let isOptional):
                parameters.append(
                    "\(parameter(relationship.name)): [\(target)]\(isOptional ? "? = nil" : " = []")")
            }
        }
        let inherited = Set(superclassArguments ?? [])
        let names = (model.attributes.map(\.name) + model.relationships.map(\.name)).filter { !inherited.contains($0) }
        let override = superclassArguments != nil && names.isEmpty ? "override " : ""
        guard !parameters.isEmpty else {
            writer.line("\(access)\(override)init() {\(superclassArguments == nil ? "" : " super.init() ")}")
            return
        }
        writer.line("\(access)\(override)init(")
        for (index, parameter) in parameters.enumerated() {
            writer.line("    \(parameter)\(index == parameters.count - 1 ? "" : ",")")
        }
        writer.block(")") { writer in
            for name in names {
                if let rawValue = rawValues.first(where: { $0.attribute.name == name }) {
                    writer.line(rawValue.rawAssignment(from: argument(name)))
                } else {
                    writer.line("self.\(SwiftNames.escaped(name)) = \(argument(name))")
                }
            }
            if let superclassArguments {
                let arguments = superclassArguments.map { "\(SwiftNames.escaped($0)): \(argument($0))" }
                writer.call("super.init(", arguments: arguments, tail: ")")
            }
        }
    }

    /// A parameter for property `name`. A keyword gets a separate internal name, because a parameter named
    /// `self` would shadow the instance in `self.name = name`.
    static func parameter(_ name: String) -> String {
        SwiftNames.keywords.contains(name) ? "`\(name)` \(argument(name))" : name
    }

    /// The internal name of the parameter for property `name`.
    static func argument(_ name: String) -> String {
        SwiftNames.keywords.contains(name) ? "\(name)Value" : name
    }
}

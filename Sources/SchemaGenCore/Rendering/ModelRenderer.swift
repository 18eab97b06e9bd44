import SchemaKit
import SchemaModel

/// A defined model's class, after its doc comment: a final class a reviewer reads top-down (its stored
/// properties, the table that gives each its stored name and schema type, a memberwise initialiser with the
/// schema's defaults, and the initialiser that decodes a stored row). The runtime derives the rest from the
/// table (runtime API 3).
struct ModelRenderer: ModelClassRenderer {
    let model: Model
    /// Each relationship's inverse, whichever side names it, in order: all the class reads of the rest of its
    /// schema.
    let inverses: [String?]
    let access: String
    /// The attributes stored as their raw value, with their enums.
    let rawValues: [RawValueProperties]

    init(model: Model, schema: Schema, access: String) {
        self.model = model
        inverses = Self.inverses(of: model, in: schema)
        self.access = access
        rawValues = RawValueProperties.all(of: model, in: schema)
    }

    /// Each of `model`'s relationships' inverse (or of `relationships`, those of it a class declares),
    /// whichever side names it, in order: what either flavor's class says of each pair.
    static func inverses(of model: Model, in schema: Schema, relationships: [Relationship]? = nil) -> [String?] {
        (relationships ?? model.relationships).map {
            SchemaDiff.effectiveInverse(of: $0, in: model, target: schema.model(named:))
        }
    }

    func render(into writer: inout SwiftWriter) {
        writer.block("\(access)final class \(SwiftNames.escaped(model.name)): SchemaRuntime.StoredModel") { writer in
            // The members the runtime's protocols require are documented there, not in every class.
            writer.line("\(access)var persistentModelID: Int64?")
            writer.line()
            for attribute in model.attributes {
                writer.documentation(doc: attribute.documentation, notes: note(for: attribute).map { [$0] } ?? [])
                writer.line(
                    "\(access)var \(SwiftNames.escaped(attribute.name)): \(attribute.type)\(initialValue(of: attribute))"
                )
                rawValues.first { $0.attribute.name == attribute.name }?.renderRawValueProperty(
                    access: access, into: &writer)
            }
            if !model.relationships.isEmpty { writer.separator() }
            for (relationship, inverse) in zip(model.relationships, inverses) {
                writer.documentation(
                    doc: relationship.documentation, notes: [note(for: relationship, inverse: inverse)])
                let empty = relationship.cardinality == .toMany(isOptional: false) ? " = []" : ""
                writer.line(
                    "\(access)var \(SwiftNames.escaped(relationship.name)): \(propertyType(of: relationship))\(empty)")
            }
            writer.separator()
            StoredPropertiesRenderer(model: model, access: access).render(into: &writer)
            writer.line()
            renderMemberwiseInit(&writer)
            writer.line()
            renderRowDecoding(&writer)
        }
    }

    /// A transient attribute's default as its initial value, so decoding a row, which never reads it,
    /// needs no line for it; relationships likewise start empty.
    private func initialValue(of attribute: Attribute) -> String {
        guard attribute.isTransient, let value = attribute.defaultValue else { return "" }
        return " = " + SwiftLiterals.defaultExpression(value, type: attribute.type)
    }

    // MARK: Properties

    private func note(for attribute: Attribute) -> String? {
        var notes: [String] = []
        if attribute.isTransient { notes.append("Transient: kept in memory only, never stored.") }
        if attribute.isUnique { notes.append("Unique.") }
        if attribute.usesExternalStorage { notes.append("Stored outside the row when large.") }
        if attribute.isDeprecated {
            notes.append(
                "Deprecated: a later version drops its column; once it has, this reads \(attribute.type.isOptional ? "nil" : "its default") and is not stored."
            )
        }
        return notes.isEmpty ? nil : notes.joined(separator: " ")
    }

    private func note(for relationship: Relationship, inverse: String?) -> String {
        var text = Self.summary(of: relationship, inverse: inverse)
        if relationship.cardinality == .toOne(isOptional: false) {
            text +=
                "\nRequired: the initialiser takes one and the store refuses to save without it. The property is"
                + "\noptional only because the runtime decodes an instance before it connects its relationships."
        }
        return text
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

    /// Required to-one relationships are stored as optionals because the store connects relationships
    /// after a row is decoded; the initialiser still requires them.
    private func propertyType(of relationship: Relationship) -> String {
        let target = SwiftNames.escaped(relationship.target)
        switch relationship.cardinality {
        case .toOne: return "\(target)?"
        case .toMany(let isOptional): return isOptional ? "[\(target)]?" : "[\(target)]"
        }
    }

    // MARK: Initialisers

    private func renderMemberwiseInit(_ writer: inout SwiftWriter) {
        Self.renderMemberwiseInit(of: model, access: access, style: .portable, into: &writer)
    }

    /// `init(...)` taking every property, attributes first, with the schema's defaults as default arguments;
    /// both flavors' classes have it.
    /// `rawValues` are the SwiftData class's attributes stored as their raw value, whose raw-value property
    /// the initialiser sets (setting the typed one would need every stored property set first).
    /// `superclassArguments` are a SwiftData subclass's inherited properties: it sets its own and passes those
    /// to `super.init`, an `override` when it has none of its own (the superclass's initialiser takes the same).
    static func renderMemberwiseInit(
        of model: Model, access: String, style: SwiftLiterals.Style, rawValues: [RawValueProperties] = [],
        superclassArguments: [String]? = nil, into writer: inout SwiftWriter
    ) {
        var parameters: [String] = []
        for attribute in model.attributes {
            var parameter = "\(Self.parameter(attribute.name)): \(attribute.type)"
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
                parameters.append("\(Self.parameter(relationship.name)): \(target)\(isOptional ? "? = nil" : "")")
            case .toMany(let isOptional):
                parameters.append(
                    "\(Self.parameter(relationship.name)): [\(target)]\(isOptional ? "? = nil" : " = []")")
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
                    writer.line(rawValue.rawAssignment(from: Self.argument(name)))
                } else {
                    writer.line("self.\(SwiftNames.escaped(name)) = \(Self.argument(name))")
                }
            }
            if let superclassArguments {
                let arguments = superclassArguments.map { "\(SwiftNames.escaped($0)): \(Self.argument($0))" }
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

    private func renderRowDecoding(_ writer: inout SwiftWriter) {
        // A designated initialiser, so it can't live in the runtime's protocol extension with the rest.
        let stored = model.attributes.filter { !$0.isTransient }
        writer.block("\(access)init(storedRow row: SchemaRuntime.StoredRow) throws") { writer in
            guard !stored.isEmpty else { return }
            writer.line("var stored = Self.storedProperties.reader(for: row)")
            for attribute in stored {
                writer.line("self.\(SwiftNames.escaped(attribute.name)) = try stored.next()")
            }
        }
    }
}

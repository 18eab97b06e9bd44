import SchemaKit
import SchemaModel

/// A defined model's class, after its doc comment: a final class a reviewer reads top-down (its stored
/// properties, a memberwise initialiser with the schema's defaults, and the initialiser that decodes a stored
/// row). The table that gives each property its stored name and schema type follows the namespace, with what
/// else only the runtime reads (``StoredPropertiesRenderer``); the runtime derives the rest from it (runtime
/// API 4).
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
        inverses = ModelClassParts.inverses(of: model, in: schema)
        self.access = access
        rawValues = RawValueProperties.all(of: model, in: schema)
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
            renderMemberwiseInit(&writer)
            writer.line()
            // Only the runtime calls it, but a designated initialiser can't follow the table into an extension.
            writer.line("/// For SchemaRuntime: a stored row, read in the order of the table after the namespace.")
            renderRowDecoding(&writer)
        }
    }

    /// A transient attribute's default as its initial value, so decoding a row, which never reads it,
    /// needs no line for it; relationships likewise start empty.
    private func initialValue(of attribute: Attribute) -> String {
        guard attribute.isTransient, let value = attribute.defaultValue else { return "" }
        return " = " + SwiftLiterals.defaultExpression(value, type: attribute.type, style: .runtimeHelpers)
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
        var text = ModelClassParts.summary(of: relationship, inverse: inverse)
        if relationship.cardinality == .toOne(isOptional: false) {
            text +=
                "\nRequired: the initialiser takes one and the store refuses to save without it. The property is"
                + "\noptional only because the runtime decodes an instance before it connects its relationships."
        }
        return text
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
        ModelClassParts.renderMemberwiseInit(of: model, access: access, style: .runtimeHelpers, into: &writer)
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

import SchemaModel

/// `static let storedProperties = SchemaRuntime.StoredProperties<Namespace.Model>(...)`: a portable model's one
/// table of its properties, each with its key path, stored name, schema type and options, in declaration
/// order. The runtime builds the model's description from it and reads, writes and connects instances through
/// it, so the table is the only place generated code spells a stored name. It follows the namespace, with what
/// only the runtime reads.
///
/// ``renderHead(ofTableOf:in:access:into:)`` writes the first line, which names the version; this renders the
/// rest, which is the same in every version that redefines the model unchanged, so one run renders it once
/// (``ModelClassCache``).
struct StoredPropertiesRenderer: ModelClassRenderer {
    let model: Model
    let access: String

    /// The table's first line: `public static let storedProperties = SchemaRuntime.StoredProperties<SchemaV2.Note>(`.
    static func renderHead(ofTableOf model: Model, in schema: Schema, access: String, into writer: inout SwiftWriter) {
        let type = "\(SwiftNames.escaped(schema.name)).\(SwiftNames.escaped(model.name))"
        writer.line("\(access)static let storedProperties = SchemaRuntime.StoredProperties<\(type)>(")
    }

    func render(into writer: inout SwiftWriter) {
        writer.indented { writer in
            let options = modelOptions()
            let properties = model.attributes.map(attributeEntry) + model.relationships.map(relationshipEntry)
            writer.line("\(SwiftNames.stringLiteral(model.name)),")
            if properties.isEmpty {
                writer.line("[]" + (options.isEmpty ? "" : ","))
            } else {
                writer.line("[")
                writer.indented { writer in
                    for (head, arguments) in properties { writer.filledCall(head, arguments: arguments, tail: "),") }
                }
                writer.line("]" + (options.isEmpty ? "" : ","))
            }
            for (index, option) in options.enumerated() {
                writer.line(option + (index == options.count - 1 ? "" : ","))
            }
        }
        writer.line(")")
    }

    private func modelOptions() -> [String] {
        [
            model.renamedFrom.map { "renamedFrom: \(SwiftNames.stringLiteral($0))" },
            model.hashModifier.map { "hashModifier: \(SwiftNames.stringLiteral($0))" },
            model.uniqueConstraints.isEmpty ? nil : "unique: " + SwiftLiterals.describe(model.uniqueConstraints),
            model.indexes.isEmpty ? nil : "indexes: " + SwiftLiterals.describe(model.indexes),
        ].compactMap { $0 }
    }

    private func keyPath(_ name: String) -> String { "\\.\(SwiftNames.escaped(name))" }

    private func attributeEntry(_ attribute: Attribute) -> (String, [String]) {
        var arguments: [String] = []
        let head: String
        if attribute.isTransient {
            head = ".transient("
        } else {
            head = ".attribute("
            arguments.append(keyPath(attribute.name))
        }
        arguments += [SwiftNames.stringLiteral(attribute.name), SwiftLiterals.describe(attribute.type)]
        if let value = attribute.defaultValue { arguments.append("default: \(SwiftLiterals.describe(value))") }
        if attribute.isUnique { arguments.append("unique: true") }
        if let originalName = attribute.originalName {
            arguments.append("originalName: \(SwiftNames.stringLiteral(originalName))")
        }
        if attribute.usesExternalStorage { arguments.append("externalStorage: true") }
        if let hashModifier = attribute.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        // Transient attributes have no column to outlive; the loader refuses `deprecated` on them.
        if attribute.isDeprecated, !attribute.isTransient { arguments.append("deprecated: true") }
        return (head, arguments)
    }

    private func relationshipEntry(_ relationship: Relationship) -> (String, [String]) {
        var arguments = [
            keyPath(relationship.name), SwiftNames.stringLiteral(relationship.name),
            SwiftNames.stringLiteral(relationship.target),
        ]
        let head: String
        switch relationship.cardinality {
        case .toOne(let isOptional):
            head = ".toOne("
            if !isOptional { arguments.append("required: true") }
        case .toMany:
            // Whether the array is optional is the property's type, which the key path carries.
            head = ".toMany("
        }
        arguments += SwiftLiterals.relationshipOptions(relationship)
        return (head, arguments)
    }
}

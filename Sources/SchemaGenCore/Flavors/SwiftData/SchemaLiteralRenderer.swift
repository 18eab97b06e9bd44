import SchemaModel

/// A model as a `SchemaModel.Model` literal, whole: for the SwiftData suite, whose generated models carry no
/// descriptions of their own (the portable flavor's are built from its models' stored properties instead).
/// Documentation is left out: it is never a change.
enum SchemaLiteralRenderer {
    /// `SchemaModel.Model(...)`, its attributes and relationships one per line.
    static func render(_ model: Model, into writer: inout SwiftWriter) {
        var arguments = ["name: \(SwiftNames.stringLiteral(model.name))"]
        if let renamedFrom = model.renamedFrom {
            arguments.append("renamedFrom: \(SwiftNames.stringLiteral(renamedFrom))")
        }
        if let hashModifier = model.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        writer.line("SchemaModel.Model(")
        writer.indented { writer in
            for argument in arguments { writer.line(argument + ",") }
            writer.line("attributes: [")
            writer.indented { writer in
                for attribute in model.attributes {
                    writer.filledCall("SchemaModel.Attribute(", arguments: attributeArguments(attribute), tail: "),")
                }
            }
            writer.line("],")
            writer.line("relationships: [")
            writer.indented { writer in
                for relationship in model.relationships {
                    writer.filledCall(
                        "SchemaModel.Relationship(", arguments: relationshipArguments(relationship), tail: "),")
                }
            }
            writer.line("],")
            writer.line("unique: \(SwiftLiterals.describe(model.uniqueConstraints)),")
            writer.line("indexes: \(SwiftLiterals.describe(model.indexes))")
        }
        writer.line(")")
    }

    private static func attributeArguments(_ attribute: Attribute) -> [String] {
        var arguments = [
            "name: \(SwiftNames.stringLiteral(attribute.name))", "type: \(SwiftLiterals.describe(attribute.type))",
        ]
        if let value = attribute.defaultValue { arguments.append("defaultValue: \(SwiftLiterals.describe(value))") }
        if attribute.isUnique { arguments.append("isUnique: true") }
        if let originalName = attribute.originalName {
            arguments.append("originalName: \(SwiftNames.stringLiteral(originalName))")
        }
        if attribute.isTransient { arguments.append("isTransient: true") }
        if attribute.usesExternalStorage { arguments.append("usesExternalStorage: true") }
        if let hashModifier = attribute.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        if attribute.isDeprecated { arguments.append("isDeprecated: true") }
        return arguments
    }

    private static func relationshipArguments(_ relationship: Relationship) -> [String] {
        [
            "name: \(SwiftNames.stringLiteral(relationship.name))",
            "target: \(SwiftNames.stringLiteral(relationship.target))",
            "cardinality: \(SwiftLiterals.describe(relationship.cardinality))",
        ] + SwiftLiterals.relationshipOptions(relationship)
    }
}

import SchemaModel

/// A version as a `SchemaModel.Schema` literal, whole: for the SwiftData suite, whose generated models carry
/// no descriptions of their own (the portable flavor's `schemaDescription` is built from its models' stored
/// properties instead). Documentation is left out: it is never a change.
enum SchemaLiteralRenderer {
    /// `SchemaModel.Schema(...)`, one argument or element per line.
    static func render(_ schema: Schema, into writer: inout SwiftWriter, trailing: String) {
        writer.line("SchemaModel.Schema(")
        writer.indented { writer in
            let version = schema.version
            writer.line("version: SchemaModel.SchemaVersion(\(version.major), \(version.minor), \(version.patch)),")
            writer.line("name: \(SwiftNames.stringLiteral(schema.name)),")
            if !schema.enums.isEmpty {
                writer.line("enums: [")
                writer.indented { writer in
                    for declaration in schema.enums {
                        DescriptionRenderer.renderEnumLiteral(declaration, into: &writer, trailing: ",")
                    }
                }
                writer.line("],")
            }
            writer.line("models: [")
            writer.indented { writer in
                for model in schema.models { render(model, into: &writer) }
            }
            writer.line("]")
        }
        writer.line(")" + trailing)
    }

    private static func render(_ model: Model, into writer: inout SwiftWriter) {
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
        writer.line("),")
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
        return arguments
    }

    private static func relationshipArguments(_ relationship: Relationship) -> [String] {
        var arguments = [
            "name: \(SwiftNames.stringLiteral(relationship.name))",
            "target: \(SwiftNames.stringLiteral(relationship.target))",
            "cardinality: \(SwiftLiterals.describe(relationship.cardinality))",
        ]
        if let inverse = relationship.inverse { arguments.append("inverse: \(SwiftNames.stringLiteral(inverse))") }
        if relationship.deleteRule != .nullify { arguments.append("deleteRule: .\(relationship.deleteRule.rawValue)") }
        if let minCount = relationship.minCount { arguments.append("minCount: \(minCount)") }
        if let maxCount = relationship.maxCount { arguments.append("maxCount: \(maxCount)") }
        if let originalName = relationship.originalName {
            arguments.append("originalName: \(SwiftNames.stringLiteral(originalName))")
        }
        if let hashModifier = relationship.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        return arguments
    }
}

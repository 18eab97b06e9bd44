import SchemaKit
import SchemaModel

/// The version, its enums and its models as data (`schemaDescription`, `enumDescription`,
/// `modelDescription`): `SchemaModel` values written as Swift literals, from which the runtime derives
/// tables, fingerprints and lightweight stages.
enum DescriptionRenderer {
    /// `static let schemaDescription = ...` for the version.
    static func renderSchemaDescription(_ schema: Schema, access: String, into writer: inout SwiftWriter) {
        writer.documentation([
            "Version \(schema.version) as data: the runtime derives tables, fingerprints and lightweight stages from it."
        ])
        writer.line("\(access)static let schemaDescription = SchemaModel.Schema(")
        writer.line(
            "    version: SchemaModel.SchemaVersion(\(schema.version.major), \(schema.version.minor), \(schema.version.patch)),"
        )
        writer.line("    name: \(SwiftNames.stringLiteral(schema.name)),")
        if !schema.enums.isEmpty {
            writer.line("    enums: [")
            for declaration in schema.enums {
                writer.line("        \(SwiftNames.escaped(declaration.name)).enumDescription,")
            }
            writer.line("    ],")
        }
        writer.line("    models: [")
        for model in schema.models {
            writer.line("        \(SwiftNames.escaped(model.name)).modelDescription,")
        }
        writer.line("    ]")
        writer.line(")")
    }

    /// `static let enumDescription = ...` for a defined enum.
    static func renderEnumDescription(_ declaration: EnumDeclaration, access: String, into writer: inout SwiftWriter) {
        writer.line("\(access)static let enumDescription = SchemaModel.EnumDeclaration(")
        writer.line(
            "    name: \(SwiftNames.stringLiteral(declaration.name)), rawType: .\(declaration.rawType == .string ? "string" : "int"),"
        )
        writer.line("    cases: [")
        for enumCase in declaration.cases {
            let raw: String
            switch enumCase.rawValue {
            case .string(let value): raw = ".string(\(SwiftNames.stringLiteral(value)))"
            case .int(let value): raw = ".int(\(value))"
            }
            let explicit = enumCase.hasExplicitRawValue ? ", explicit: true" : ""
            writer.line("        .init(\(SwiftNames.stringLiteral(enumCase.name)), \(raw)\(explicit)),")
        }
        writer.line("    ])")
    }

    /// `static let modelDescription = ...` for a defined model.
    static func renderModelDescription(_ model: Model, access: String, into writer: inout SwiftWriter) {
        writer.line("\(access)static let modelDescription = SchemaModel.Model(")
        var fields = ["name: \(SwiftNames.stringLiteral(model.name))"]
        if let renamedFrom = model.renamedFrom {
            fields.append("renamedFrom: \(SwiftNames.stringLiteral(renamedFrom))")
        }
        if let hashModifier = model.hashModifier {
            fields.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        let sections = [
            ("attributes", model.attributes.map(attributeLiteral)),
            ("relationships", model.relationships.map(relationshipLiteral)),
        ].filter { !$0.1.isEmpty }
        let trailing = [
            model.uniqueConstraints.isEmpty ? nil : "unique: " + SwiftLiterals.describe(model.uniqueConstraints),
            model.indexes.isEmpty ? nil : "indexes: " + SwiftLiterals.describe(model.indexes),
        ].compactMap { $0 }
        let hasMore = !sections.isEmpty || !trailing.isEmpty
        writer.line("    " + fields.joined(separator: ", ") + (hasMore ? "," : ""))
        for (index, section) in sections.enumerated() {
            writer.line("    \(section.0): [")
            for (head, arguments) in section.1 {
                writer.indented(by: 2) { writer in writer.call(head, arguments: arguments, tail: "),") }
            }
            let isLast = index == sections.count - 1 && trailing.isEmpty
            writer.line("    ]" + (isLast ? "" : ","))
        }
        for (index, item) in trailing.enumerated() {
            writer.line("    " + item + (index == trailing.count - 1 ? "" : ","))
        }
        writer.line(")")
    }

    private static func attributeLiteral(_ attribute: Attribute) -> (String, [String]) {
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
        return ("SchemaModel.Attribute(", arguments)
    }

    private static func relationshipLiteral(_ relationship: Relationship) -> (String, [String]) {
        var arguments = [
            "name: \(SwiftNames.stringLiteral(relationship.name))",
            "target: \(SwiftNames.stringLiteral(relationship.target))",
            "cardinality: \(SwiftLiterals.describe(relationship.cardinality))",
        ]
        if let inverse = relationship.inverse {
            arguments.append("inverse: \(SwiftNames.stringLiteral(inverse))")
        }
        if relationship.deleteRule != .nullify { arguments.append("deleteRule: .\(relationship.deleteRule.rawValue)") }
        if let minCount = relationship.minCount { arguments.append("minCount: \(minCount)") }
        if let maxCount = relationship.maxCount { arguments.append("maxCount: \(maxCount)") }
        if let originalName = relationship.originalName {
            arguments.append("originalName: \(SwiftNames.stringLiteral(originalName))")
        }
        if let hashModifier = relationship.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        return ("SchemaModel.Relationship(", arguments)
    }
}

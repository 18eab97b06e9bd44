import SchemaKit

/// A version's `schemaDescription`: the IR as Swift literals, without source positions.
struct DescriptionRenderer {
    let schema: Schema
    let access: String

    func render(into writer: inout SwiftWriter) {
        writer.block("extension \(SwiftNames.escaped(schema.name))") { writer in
            writer.documentation([
                "Version \(schema.version) as data: the runtime derives tables, fingerprints and lightweight stages from it."
            ])
            writer.line("\(access)static let schemaDescription = SchemaKit.Schema(")
            writer.line(
                "    version: SchemaKit.SchemaVersion(\(schema.version.major), \(schema.version.minor), \(schema.version.patch)),"
            )
            writer.line("    name: \(SwiftNames.stringLiteral(schema.name)),")
            writer.line("    file: \(SwiftNames.stringLiteral(PortableRenderer.fileName(schema.file))),")
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
            writer.line(schema.aliases.isEmpty ? "    ]" : "    ],")
            if !schema.aliases.isEmpty {
                let aliases = schema.aliases.map {
                    "SchemaKit.SchemaAlias(name: \(SwiftNames.stringLiteral($0.name)), target: \(SwiftNames.stringLiteral($0.target)))"
                }
                writer.line("    aliases: [" + aliases.joined(separator: ", ") + "]")
            }
            writer.line(")")
        }
    }

    /// `static let enumDescription = ...` inside a defined enum.
    static func renderEnumDescription(_ declaration: EnumDeclaration, access: String, into writer: inout SwiftWriter) {
        writer.line("\(access)static let enumDescription = SchemaKit.EnumDeclaration(")
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

    /// `static let modelDescription = ...` inside a defined model class.
    static func renderModelDescription(_ model: Model, access: String, into writer: inout SwiftWriter) {
        writer.line("\(access)static let modelDescription = SchemaKit.Model(")
        var fields = ["name: \(SwiftNames.stringLiteral(model.name))"]
        if let renamedFrom = model.renamedFrom {
            fields.append("renamedFrom: \(SwiftNames.stringLiteral(renamedFrom.value))")
        }
        if let hashModifier = model.hashModifier {
            fields.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        var sections: [(String, [String])] = []
        sections.append(("attributes", model.attributes.map(attributeLiteral)))
        sections.append(("relationships", model.relationships.map(relationshipLiteral)))
        let trailing = [
            model.uniqueConstraints.isEmpty
                ? nil : "unique: " + SwiftLiterals.describe(model.uniqueConstraints.map(\.value)),
            model.indexes.isEmpty ? nil : "indexes: " + SwiftLiterals.describe(model.indexes.map(\.value)),
        ].compactMap { $0 }
        let nonEmpty = sections.filter { !$0.1.isEmpty }
        let hasMore = !nonEmpty.isEmpty || !trailing.isEmpty
        writer.line("    " + fields.joined(separator: ", ") + (hasMore ? "," : ""))
        for (index, section) in nonEmpty.enumerated() {
            writer.line("    \(section.0): [")
            for item in section.1 { writer.line("        \(item),") }
            let isLast = index == nonEmpty.count - 1 && trailing.isEmpty
            writer.line("    ]" + (isLast ? "" : ","))
        }
        if !trailing.isEmpty {
            writer.line("    " + trailing.joined(separator: ", "))
        }
        writer.line(")")
    }

    private static func attributeLiteral(_ attribute: Attribute) -> String {
        var arguments = [
            "name: \(SwiftNames.stringLiteral(attribute.name))", "type: \(SwiftLiterals.describe(attribute.type))",
        ]
        if let value = attribute.defaultValue { arguments.append("defaultValue: \(SwiftLiterals.describe(value))") }
        if attribute.isUnique { arguments.append("isUnique: true") }
        if let originalName = attribute.originalName {
            arguments.append("originalName: \(SwiftNames.stringLiteral(originalName.value))")
        }
        if attribute.isTransient { arguments.append("isTransient: true") }
        if attribute.usesExternalStorage { arguments.append("usesExternalStorage: true") }
        if let hashModifier = attribute.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        return "SchemaKit.Attribute(" + arguments.joined(separator: ", ") + ")"
    }

    private static func relationshipLiteral(_ relationship: Relationship) -> String {
        var arguments = [
            "name: \(SwiftNames.stringLiteral(relationship.name))",
            "target: \(SwiftNames.stringLiteral(relationship.target))",
            "cardinality: \(SwiftLiterals.describe(relationship.cardinality))",
        ]
        if let inverse = relationship.inverse {
            arguments.append("inverse: \(SwiftNames.stringLiteral(inverse.value))")
        }
        if relationship.deleteRule != .nullify { arguments.append("deleteRule: .\(relationship.deleteRule.rawValue)") }
        if let minCount = relationship.minCount { arguments.append("minCount: \(minCount)") }
        if let maxCount = relationship.maxCount { arguments.append("maxCount: \(maxCount)") }
        if let originalName = relationship.originalName {
            arguments.append("originalName: \(SwiftNames.stringLiteral(originalName.value))")
        }
        if let hashModifier = relationship.hashModifier {
            arguments.append("hashModifier: \(SwiftNames.stringLiteral(hashModifier))")
        }
        return "SchemaKit.Relationship(" + arguments.joined(separator: ", ") + ")"
    }
}

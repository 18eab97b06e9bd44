import SchemaKit
import SchemaModel

/// The version, its enums and its structs as data (`schemaDescription`, `enumDescription`,
/// `structDescription`): `SchemaModel` values written
/// as Swift literals, from which the runtime derives tables, fingerprints and lightweight stages. Models are
/// described by their stored-properties tables (``StoredPropertiesRenderer``).
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
        if !schema.structs.isEmpty {
            writer.line("    structs: [")
            for declaration in schema.structs {
                writer.line("        \(SwiftNames.escaped(declaration.name)).structDescription,")
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
        renderEnumCases(declaration, into: &writer, trailing: "")
    }

    /// `static let structDescription = ...` for a defined struct.
    static func renderStructDescription(
        _ declaration: StructDeclaration, access: String, into writer: inout SwiftWriter
    ) {
        writer.line("\(access)static let structDescription = SchemaModel.StructDeclaration(")
        renderStructFields(declaration, into: &writer)
    }

    /// A defined struct as a `SchemaModel.StructDeclaration` literal.
    static func renderStructLiteral(_ declaration: StructDeclaration, into writer: inout SwiftWriter) {
        writer.line("SchemaModel.StructDeclaration(")
        renderStructFields(declaration, into: &writer)
    }

    private static func renderStructFields(_ declaration: StructDeclaration, into writer: inout SwiftWriter) {
        writer.line("    name: \(SwiftNames.stringLiteral(declaration.name)),")
        writer.line("    fields: [")
        for field in declaration.fields {
            writer.line(
                "        .init(name: \(SwiftNames.stringLiteral(field.name)), type: \(SwiftLiterals.describe(field.type))),"
            )
        }
        writer.line("    ])")
    }

    /// A defined enum as a `SchemaModel.EnumDeclaration` literal, followed by `trailing`.
    static func renderEnumLiteral(_ declaration: EnumDeclaration, into writer: inout SwiftWriter, trailing: String) {
        writer.line("SchemaModel.EnumDeclaration(")
        renderEnumCases(declaration, into: &writer, trailing: trailing)
    }

    private static func renderEnumCases(
        _ declaration: EnumDeclaration, into writer: inout SwiftWriter, trailing: String
    ) {
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
        writer.line("    ])" + trailing)
    }
}

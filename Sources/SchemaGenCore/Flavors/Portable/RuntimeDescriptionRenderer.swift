import SchemaKit
import SchemaModel

/// The version, its enums and its structs as data (`schemaDescription`, `enumDescription`,
/// `structDescription`), from which the runtime derives tables, fingerprints and lightweight stages. Models are
/// described by their stored-properties tables (``StoredPropertiesRenderer``).
enum RuntimeDescriptionRenderer {
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

    /// `static let enumDescription = describeCases(named: "Mood") { ... }` for a defined enum: the runtime reads
    /// the cases and raw values from the enum itself, so each is written once. A case is named by its raw value
    /// unless the switch names it (every case of an `Int` enum, and a `String` case whose raw value differs from
    /// its name), and the compiler checks that the switch leaves no case out.
    static func renderEnumDescription(_ declaration: EnumDeclaration, access: String, into writer: inout SwiftWriter) {
        let head =
            "\(access)static let enumDescription = describeCases(named: \(SwiftNames.stringLiteral(declaration.name)))"
        let named = declaration.cases.filter { enumCase in
            if case .string(let value) = enumCase.rawValue { return value != enumCase.name }
            return true
        }
        guard !named.isEmpty else { return writer.line(head) }
        writer.block(head.dropLast() + ")") { writer in
            writer.line("switch $0 {")
            for enumCase in named {
                writer.line("case .\(SwiftNames.escaped(enumCase.name)): \(SwiftNames.stringLiteral(enumCase.name))")
            }
            if named.count < declaration.cases.count { writer.line("default: nil") }
            writer.line("}")
        }
    }

    /// `static let structDescription = ...` for a defined struct.
    static func renderStructDescription(
        _ declaration: StructDeclaration, access: String, into writer: inout SwiftWriter
    ) {
        writer.line("\(access)static let structDescription = SchemaModel.StructDeclaration(")
        SchemaLiteralParts.renderStructFields(declaration, into: &writer)
    }
}

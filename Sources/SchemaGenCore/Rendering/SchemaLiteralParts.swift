import SchemaKit
import SchemaModel

/// A schema's value types as `SchemaModel` literals (`SchemaModel.EnumDeclaration(...)`,
/// `SchemaModel.StructDeclaration(...)`), where generated code or a test suite states them whole.
enum SchemaLiteralParts {
    /// A defined struct as a `SchemaModel.StructDeclaration` literal.
    static func renderStructLiteral(_ declaration: StructDeclaration, into writer: inout SwiftWriter) {
        writer.line("SchemaModel.StructDeclaration(")
        renderStructFields(declaration, into: &writer)
    }

    /// A struct literal's arguments and closing parenthesis, after the line that opens it.
    static func renderStructFields(_ declaration: StructDeclaration, into writer: inout SwiftWriter) {
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

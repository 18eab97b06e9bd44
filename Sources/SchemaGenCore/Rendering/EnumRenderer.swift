import SchemaKit
import SchemaModel

/// A defined enum: a raw-value enum that is `Codable`, `Sendable`, `CaseIterable`, and storable by the runtime
/// where the flavor says so.
struct EnumRenderer {
    let declaration: EnumDeclaration
    let schema: Schema
    let reason: String
    let access: String
    /// Whether the enum conforms to `SchemaRuntime.SchemaEnum`, as the flavor's style says.
    var conformsToSchemaEnum = true

    func render(into writer: inout SwiftWriter) {
        writer.documentation(
            doc: declaration.documentation,
            notes: ["`\(declaration.name)` as of version \(schema.version): \(reason)."])
        let rawType = declaration.rawType == .string ? "String" : "Int"
        let runtime = conformsToSchemaEnum ? ", SchemaRuntime.SchemaEnum" : ""
        writer.block(
            "\(access)enum \(SwiftNames.escaped(declaration.name)): \(rawType), Codable, Sendable, CaseIterable\(runtime)"
        ) { writer in
            for enumCase in declaration.cases {
                let name = SwiftNames.escaped(enumCase.name)
                switch enumCase.rawValue {
                case .string(let value) where value == enumCase.name:
                    writer.line("case \(name)")
                case .string(let value):
                    writer.line("case \(name) = \(SwiftNames.stringLiteral(value))")
                case .int(let value):
                    writer.line("case \(name) = \(value)")
                }
            }
        }
    }
}

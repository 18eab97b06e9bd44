import SchemaKit
import SchemaModel

/// A defined struct: `Codable` (a framework that stores it whole encodes it), `Hashable` and `Sendable`, with a
/// memberwise initialiser at the generated access level, since Swift's own is internal. How the runtime
/// stores it (``renderStorage(into:)``) is given where a flavor's files need it.
struct StructRenderer {
    let declaration: StructDeclaration
    let schema: Schema
    let reason: String
    let access: String

    func render(into writer: inout SwiftWriter) {
        writer.documentation(
            doc: declaration.documentation,
            notes: ["`\(declaration.name)` as of version \(schema.version): \(reason)."])
        writer.block("\(access)struct \(SwiftNames.escaped(declaration.name)): Codable, Hashable, Sendable") { writer in
            for field in declaration.fields {
                if let doc = field.documentation { writer.documentation(doc: doc, notes: []) }
                writer.line("\(access)var \(SwiftNames.escaped(field.name)): \(field.type)")
            }
            writer.line()
            let parameters = declaration.fields.map { field in
                "\(ModelClassParts.parameter(field.name)): \(field.type)" + (field.type.isOptional ? " = nil" : "")
            }
            writer.line("\(access)init(")
            for (index, parameter) in parameters.enumerated() {
                writer.line("    \(parameter)\(index == parameters.count - 1 ? "" : ",")")
            }
            writer.block(")") { writer in
                for field in declaration.fields {
                    writer.line("self.\(SwiftNames.escaped(field.name)) = \(ModelClassParts.argument(field.name))")
                }
            }
        }
    }

    /// The runtime's storage of the struct: built from its stored fields, and its fields to store, each by
    /// its name.
    func renderStorage(into writer: inout SwiftWriter) {
        writer.block("\(access)init(storedFields fields: SchemaRuntime.StoredFields) throws") { writer in
            writer.line("self.init(")
            for (index, field) in declaration.fields.enumerated() {
                let separator = index == declaration.fields.count - 1 ? "" : ","
                writer.line(
                    "    \(SwiftNames.escaped(field.name)): try fields.value(\(SwiftNames.stringLiteral(field.name)))\(separator)"
                )
            }
            writer.line(")")
        }
        writer.line()
        writer.block("\(access)var storedFields: [SchemaModel.StoredJSON.Member]") { writer in
            writer.arrayLiteral(declaration.fields) { field, writer in
                writer.line(".init(\(SwiftNames.stringLiteral(field.name)), \(SwiftNames.escaped(field.name))),")
            }
        }
    }
}

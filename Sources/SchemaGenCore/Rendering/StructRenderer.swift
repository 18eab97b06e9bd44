import SchemaKit
import SchemaModel

/// A defined struct: `Codable` (SwiftData stores it as a composite attribute), `Hashable` and `Sendable`, with
/// a memberwise initialiser at the generated access level, since Swift's own is internal; in the portable
/// flavor the runtime's storage of it follows the namespace (``renderRuntimeExtension(into:)``).
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
                "\(ModelRenderer.parameter(field.name)): \(field.type)" + (field.type.isOptional ? " = nil" : "")
            }
            writer.line("\(access)init(")
            for (index, parameter) in parameters.enumerated() {
                writer.line("    \(parameter)\(index == parameters.count - 1 ? "" : ",")")
            }
            writer.block(")") { writer in
                for field in declaration.fields {
                    writer.line("self.\(SwiftNames.escaped(field.name)) = \(ModelRenderer.argument(field.name))")
                }
            }
        }
    }

    /// `extension Namespace.Struct: StorableStruct`: the struct as data and as a stored JSON object, each
    /// field by its name.
    func renderRuntimeExtension(into writer: inout SwiftWriter) {
        let type = "\(SwiftNames.escaped(schema.name)).\(SwiftNames.escaped(declaration.name))"
        writer.block("extension \(type): SchemaRuntime.StorableStruct") { writer in
            DescriptionRenderer.renderStructDescription(declaration, access: access, into: &writer)
            writer.line()
            renderStorage(into: &writer)
        }
    }

    /// The same storage given, by a test suite, to a struct that SwiftData's flavor declares: what a SwiftData
    /// migration suite reads and writes fixture values with, as the portable store would store them.
    /// `nonisolated`, as the types are, so a `MainActor` default isolation leaves the conformance usable;
    /// `retroactive` where the struct comes from another module, as the runtime's protocols do.
    func renderSuiteStorage(retroactive: Bool, into writer: inout SwiftWriter) {
        let type = "\(SwiftNames.escaped(schema.name)).\(SwiftNames.escaped(declaration.name))"
        let marker = retroactive ? "@retroactive " : ""
        writer.line("\(SwiftDataRules.isolation)extension \(type):")
        writer.block("    \(marker)SchemaRuntime.StorableStruct, \(marker)SchemaRuntime.StorableValue") { writer in
            renderStorage(into: &writer)
        }
    }

    private func renderStorage(into writer: inout SwiftWriter) {
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
            writer.line("[")
            for field in declaration.fields {
                writer.line("    .init(\(SwiftNames.stringLiteral(field.name)), \(SwiftNames.escaped(field.name))),")
            }
            writer.line("]")
        }
    }
}

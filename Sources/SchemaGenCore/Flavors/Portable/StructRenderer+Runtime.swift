import SchemaModel

extension StructRenderer {
    /// `extension Namespace.Struct: StorableStruct`: the struct as data and as a stored JSON object, each
    /// field by its name.
    func renderRuntimeExtension(into writer: inout SwiftWriter) {
        let type = "\(SwiftNames.escaped(schema.name)).\(SwiftNames.escaped(declaration.name))"
        writer.block("extension \(type): SchemaRuntime.StorableStruct") { writer in
            RuntimeDescriptionRenderer.renderStructDescription(declaration, access: access, into: &writer)
            writer.line()
            renderStorage(into: &writer)
        }
    }
}

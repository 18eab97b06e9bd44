import SchemaModel

extension EnumRenderer {
    /// `extension Namespace.Enum`: the enum as data, for the runtime.
    func renderRuntimeExtension(into writer: inout SwiftWriter) {
        writer.block("extension \(SwiftNames.escaped(schema.name)).\(SwiftNames.escaped(declaration.name))") {
            writer in
            RuntimeDescriptionRenderer.renderEnumDescription(declaration, access: access, into: &writer)
        }
    }
}

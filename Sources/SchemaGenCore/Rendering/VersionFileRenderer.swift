import SchemaKit

/// One version's file: its namespace with typealiases for reused types, the enums and model classes it
/// defines, and its description as data.
struct VersionFileRenderer {
    let step: VersionStep
    let options: GenerationOptions

    var schema: Schema { step.schema }
    var access: String { options.modifier }

    func render() -> String {
        var writer = SwiftWriter()
        writer.line(PortableRenderer.header(source: PortableRenderer.fileName(schema.file)))
        writer.line()
        writer.line("import Foundation")
        writer.line("import SchemaKit")
        writer.line("import SchemaRuntime")
        writer.line()
        writer.line(
            "/// Fails to compile against a runtime with a different API; regenerate with a matching schemagen.")
        writer.line("private typealias RequiredRuntimeAPI = SchemaRuntime.SchemaRuntimeAPIVersion1")
        writer.line()
        writer.documentation(namespaceDocumentation())
        writer.block("\(access)enum \(SwiftNames.escaped(schema.name)): SchemaRuntime.VersionedSchema") { writer in
            writer.line(
                "\(access)static let versionIdentifier = SchemaKit.SchemaVersion(\(schema.version.major), \(schema.version.minor), \(schema.version.patch))"
            )
            writer.line()
            writer.block("\(access)static var models: [any SchemaRuntime.PersistentModel.Type]") { writer in
                writer.line("[")
                for model in schema.models {
                    writer.line("    \(SwiftNames.escaped(model.name)).self,")
                }
                writer.line("]")
            }
            renderReused(&writer)
            let definedEnums = schema.enums.filter { step.redefinition.defines($0.name) }
            if !definedEnums.isEmpty {
                writer.separator()
                writer.line("// MARK: - Enums")
                for declaration in definedEnums {
                    writer.separator()
                    EnumRenderer(
                        declaration: declaration, schema: schema, reason: explanation(declaration.name), access: access
                    )
                    .render(into: &writer)
                }
            }
            let definedModels = schema.models.filter { step.redefinition.defines($0.name) }
            if !definedModels.isEmpty {
                writer.separator()
                writer.line("// MARK: - Models")
                for model in definedModels {
                    writer.separator()
                    ModelRenderer(model: model, schema: schema, reason: explanation(model.name), access: access)
                        .render(into: &writer)
                }
            }
        }
        writer.line()
        DescriptionRenderer(schema: schema, access: access).render(into: &writer)
        return writer.text
    }

    private func namespaceDocumentation() -> [String] {
        var lines = ["Version \(schema.version) of the schema, from \(PortableRenderer.fileName(schema.file))."]
        if let previous = step.previous, let stage = step.stage {
            lines += ["", "Migrates from ``\(previous.name)`` with a \(stage.rawValue) stage."]
        }
        return lines
    }

    private func renderReused(_ writer: inout SwiftWriter) {
        let reused = (schema.enums.map(\.name) + schema.models.map(\.name)).compactMap { name in
            step.redefinition.reused[name].map { (name, $0) }
        }
        guard !reused.isEmpty else { return }
        writer.separator()
        writer.line("// MARK: - Reused unchanged from earlier versions")
        writer.line()
        for (name, namespace) in reused {
            writer.line(
                "\(access)typealias \(SwiftNames.escaped(name)) = \(SwiftNames.escaped(namespace)).\(SwiftNames.escaped(name))"
            )
        }
    }

    private func explanation(_ name: String) -> String {
        step.redefinition.explanation(for: name)
    }
}

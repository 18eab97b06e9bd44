import SchemaKit
import SchemaModel

/// One version's file, written to be read top-down in a review: the namespace with its version, its models
/// list, typealiases for reused types, and the enums and model classes it defines; then, under a mark that
/// says so, what only the runtime reads (the version, enums and models as data, row encoding and
/// relationship access).
struct VersionFileRenderer {
    let step: VersionStep
    let options: GenerationOptions

    var file: VersionFile { step.schema }
    var schema: Schema { step.schema.schema }
    var access: String { options.modifier }

    func render() -> String {
        var writer = SwiftWriter()
        writer.line(PortableRenderer.header(source: PortableRenderer.fileName(file.file)))
        writer.line()
        writer.line("import Foundation")
        writer.line("import SchemaModel")
        writer.line("import SchemaRuntime")
        writer.line()
        writer.line(
            "/// Fails to compile against a runtime with a different API; regenerate with a matching schemagen.")
        writer.line("private typealias RequiredRuntimeAPI = SchemaRuntime.SchemaRuntimeAPIVersion2")
        writer.line()
        writer.documentation(namespaceDocumentation())
        writer.block("\(access)enum \(SwiftNames.escaped(schema.name)): SchemaRuntime.VersionedSchema") { writer in
            writer.line(
                "\(access)static var versionIdentifier: SchemaModel.SchemaVersion { schemaDescription.version }")
            writer.line()
            writer.block("\(access)static var models: [any SchemaRuntime.PersistentModel.Type]") { writer in
                writer.line("[")
                for model in schema.models {
                    writer.line("    \(SwiftNames.escaped(model.name)).self,")
                }
                writer.line("]")
            }
            renderReused(&writer)
            if !definedEnums.isEmpty {
                writer.separator()
                writer.line("// MARK: - Enums")
                for renderer in definedEnums {
                    writer.separator()
                    renderer.render(into: &writer)
                }
            }
            if !definedModels.isEmpty {
                writer.separator()
                writer.line("// MARK: - Models")
                for renderer in definedModels {
                    writer.separator()
                    renderer.render(into: &writer)
                }
            }
        }
        writer.line()
        writer.line("// MARK: - For SchemaRuntime: the version as data, row encoding and relationship access")
        writer.line()
        writer.block("extension \(SwiftNames.escaped(schema.name))") { writer in
            DescriptionRenderer.renderSchemaDescription(schema, access: access, into: &writer)
        }
        for renderer in definedEnums {
            writer.line()
            renderer.renderRuntimeExtension(into: &writer)
        }
        for renderer in definedModels {
            writer.line()
            renderer.renderRuntimeExtension(into: &writer)
        }
        return writer.text
    }

    private var definedEnums: [EnumRenderer] {
        schema.enums.filter { step.redefinition.defines($0.name) }.map {
            EnumRenderer(declaration: $0, schema: schema, reason: explanation($0.name), access: access)
        }
    }

    private var definedModels: [ModelRenderer] {
        schema.models.filter { step.redefinition.defines($0.name) }.map {
            ModelRenderer(model: $0, schema: schema, reason: explanation($0.name), access: access)
        }
    }

    private func namespaceDocumentation() -> [String] {
        var lines = ["Version \(schema.version) of the schema, from \(PortableRenderer.fileName(file.file))."]
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

import SchemaKit
import SchemaModel

/// One version's file, written to be read top-down in a review: the namespace with its version, its models
/// list, typealiases for reused types, and the enums and model classes it defines. In the portable flavor,
/// what only the runtime reads follows under a mark that says so (the version, enums and models as data, row
/// encoding and relationship access); in the SwiftData flavor the namespace is a `VersionedSchema` of
/// `@Model` classes and nothing follows.
struct VersionFileRenderer {
    let step: VersionStep
    let options: GenerationOptions

    private var isSwiftData: Bool { options.flavor == .swiftdata }

    var file: VersionFile { step.schema }
    var schema: Schema { step.schema.schema }
    var access: String { options.modifier }

    func render() -> String {
        var writer = SwiftWriter()
        writer.line(PortableRenderer.header(source: file.fileName))
        writer.line()
        writer.line("import Foundation")
        if isSwiftData {
            writer.line("import SwiftData")
        } else {
            writer.line("import SchemaModel")
            writer.line("import SchemaRuntime")
            writer.line()
            writer.line(
                "/// Fails to compile against a runtime with a different API; regenerate with a matching schemagen.")
            writer.line("private typealias RequiredRuntimeAPI = SchemaRuntime.SchemaRuntimeAPIVersion2")
        }
        writer.line()
        writer.documentation(namespaceDocumentation())
        let conformance = isSwiftData ? "VersionedSchema" : "SchemaRuntime.VersionedSchema"
        let isolation = isSwiftData ? SwiftDataRules.isolation : ""
        writer.block("\(access)\(isolation)enum \(SwiftNames.escaped(schema.name)): \(conformance)") { writer in
            if isSwiftData {
                // Computed: a stored `static var` is global mutable state, which Swift 6 rejects.
                let version = schema.version
                writer.line(
                    "\(access)static var versionIdentifier: Schema.Version { Schema.Version(\(version.major), \(version.minor), \(version.patch)) }"
                )
            } else {
                writer.line(
                    "\(access)static var versionIdentifier: SchemaModel.SchemaVersion { schemaDescription.version }")
            }
            writer.line()
            let persistentModel = isSwiftData ? "PersistentModel" : "SchemaRuntime.PersistentModel"
            writer.block("\(access)static var models: [any \(persistentModel).Type]") { writer in
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
                for model in definedModels {
                    writer.separator()
                    let reason = explanation(model.name)
                    if isSwiftData {
                        SwiftDataModelRenderer(model: model, schema: schema, reason: reason, access: access)
                            .render(into: &writer)
                    } else {
                        ModelRenderer(model: model, schema: schema, reason: reason, access: access)
                            .render(into: &writer)
                    }
                }
            }
        }
        guard !isSwiftData else { return writer.text }
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
        for model in definedModels {
            writer.line()
            ModelRenderer(model: model, schema: schema, reason: explanation(model.name), access: access)
                .renderRuntimeExtension(into: &writer)
        }
        return writer.text
    }

    private var definedEnums: [EnumRenderer] {
        schema.enums.filter { step.redefinition.defines($0.name) }.map {
            EnumRenderer(
                declaration: $0, schema: schema, reason: explanation($0.name), access: access,
                conformsToSchemaEnum: !isSwiftData)
        }
    }

    private var definedModels: [Model] {
        schema.models.filter { step.redefinition.defines($0.name) }
    }

    private func namespaceDocumentation() -> [String] {
        var lines = ["Version \(schema.version) of the schema, from \(file.fileName)."]
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

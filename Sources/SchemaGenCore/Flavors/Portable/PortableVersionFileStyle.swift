import SchemaModel

/// The portable version file: the namespace over `SchemaRuntime`, then, under a mark that says so, what
/// only the runtime reads (the version, its enums and structs as data, how a struct is stored, and each
/// model's table). A class decodes a stored row itself, under a mark of its own, since its designated
/// initialiser can't be elsewhere.
struct PortableVersionFileStyle: VersionFileStyle {
    var preamble: [String] {
        [
            "import Foundation",
            "import SchemaModel",
            "import SchemaRuntime",
            "",
            "/// Fails to compile against a runtime with a different API; regenerate with a matching schemagen.",
            "private typealias RequiredRuntimeAPI = SchemaRuntime.SchemaRuntimeAPIVersion4",
        ]
    }

    var namespaceConformance: String { "SchemaRuntime.VersionedSchema" }
    var namespaceModifier: String { "" }

    func versionIdentifier(_ version: SchemaVersion, access: String) -> String {
        "\(access)static var versionIdentifier: SchemaModel.SchemaVersion { schemaDescription.version }"
    }

    var modelProtocol: String { "SchemaRuntime.PersistentModel" }
    var enumsConformToSchemaEnum: Bool { true }

    func modelClass(_ model: Model, schema: Schema, access: String) -> any ModelClassRenderer {
        ModelRenderer(model: model, schema: schema, access: access)
    }

    func renderAfterNamespace(of file: VersionFileRenderer, into writer: inout SwiftWriter) {
        writer.line()
        writer.line("// MARK: - For SchemaRuntime: the version, its value types and its models' tables as data")
        writer.line()
        writer.block("extension \(SwiftNames.escaped(file.schema.name))") { writer in
            RuntimeDescriptionRenderer.renderSchemaDescription(file.schema, access: file.access, into: &writer)
        }
        for renderer in file.definedEnums {
            writer.line()
            renderer.renderRuntimeExtension(into: &writer)
        }
        for renderer in file.definedStructs {
            writer.line()
            renderer.renderRuntimeExtension(into: &writer)
        }
        for model in file.definedModels {
            writer.line()
            writer.block("extension \(SwiftNames.escaped(file.schema.name)).\(SwiftNames.escaped(model.name))") {
                writer in
                StoredPropertiesRenderer.renderHead(
                    ofTableOf: model, in: file.schema, access: file.access, into: &writer)
                // A key no model name can be: the table is kept beside the class, not in its place.
                writer.append(
                    file.classes.rendered(
                        StoredPropertiesRenderer(model: model, access: file.access), named: "table of " + model.name,
                        at: writer))
            }
        }
    }
}

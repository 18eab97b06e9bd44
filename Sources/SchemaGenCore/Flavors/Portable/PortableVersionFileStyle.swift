import SchemaModel

/// The portable version file: the namespace over `SchemaRuntime`, then, under a mark that says so, what
/// only the runtime reads (the version, its enums and its structs as data, and how a struct is stored; each
/// model's table is in its class).
struct PortableVersionFileStyle: VersionFileStyle {
    var preamble: [String] {
        [
            "import Foundation",
            "import SchemaModel",
            "import SchemaRuntime",
            "",
            "/// Fails to compile against a runtime with a different API; regenerate with a matching schemagen.",
            "private typealias RequiredRuntimeAPI = SchemaRuntime.SchemaRuntimeAPIVersion3",
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
        writer.line(
            file.definedStructs.isEmpty
                ? "// MARK: - For SchemaRuntime: the version and its enums as data"
                : "// MARK: - For SchemaRuntime: the version, its enums and its structs as data")
        writer.line()
        writer.block("extension \(SwiftNames.escaped(file.schema.name))") { writer in
            DescriptionRenderer.renderSchemaDescription(file.schema, access: file.access, into: &writer)
        }
        for renderer in file.definedEnums {
            writer.line()
            renderer.renderRuntimeExtension(into: &writer)
        }
        for renderer in file.definedStructs {
            writer.line()
            renderer.renderRuntimeExtension(into: &writer)
        }
    }
}

import SchemaModel

/// What one flavor's version file says that the other's does not: the imports, the namespace's conformance
/// and identifier, the models list's protocol, each model's declaration, and what follows the namespace.
/// ``VersionFileRenderer`` writes the rest, the same for both; each ``OutputFlavor`` gives its style.
protocol VersionFileStyle: Sendable {
    /// The lines between the header and the namespace: imports, and what else the file requires.
    var preamble: [String] { get }
    /// The protocol the namespace conforms to.
    var namespaceConformance: String { get }
    /// Written between the access level and `enum` (with a trailing space), or nothing.
    var namespaceModifier: String { get }
    /// The namespace's `versionIdentifier` declaration.
    func versionIdentifier(_ version: SchemaVersion, access: String) -> String
    /// The protocol of the models list's elements.
    var modelProtocol: String { get }
    /// Whether a defined enum also conforms to the runtime's `SchemaEnum`.
    var enumsConformToSchemaEnum: Bool { get }
    /// The renderer of the class of a model the version defines (its doc comment is the file's).
    func modelClass(_ model: Model, schema: Schema, access: String) -> any ModelClassRenderer
    /// What follows the namespace in the file.
    func renderAfterNamespace(of file: VersionFileRenderer, into writer: inout SwiftWriter)
}

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

/// The SwiftData version file: a `nonisolated` `VersionedSchema` of `@Model` classes, and nothing after it.
struct SwiftDataVersionFileStyle: VersionFileStyle {
    var preamble: [String] { ["import Foundation", "import SwiftData"] }
    var namespaceConformance: String { "VersionedSchema" }
    var namespaceModifier: String { SwiftDataRules.isolation }

    /// Computed: a stored `static var` is global mutable state, which Swift 6 rejects.
    func versionIdentifier(_ version: SchemaVersion, access: String) -> String {
        "\(access)static var versionIdentifier: Schema.Version { Schema.Version(\(version.major), \(version.minor), \(version.patch)) }"
    }

    var modelProtocol: String { "PersistentModel" }
    var enumsConformToSchemaEnum: Bool { false }

    func modelClass(_ model: Model, schema: Schema, access: String) -> any ModelClassRenderer {
        SwiftDataModelRenderer(model: model, schema: schema, access: access)
    }

    func renderAfterNamespace(of file: VersionFileRenderer, into writer: inout SwiftWriter) {}
}

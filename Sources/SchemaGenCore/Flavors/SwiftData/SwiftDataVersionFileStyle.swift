import SchemaModel

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

import SchemaModel

/// What one flavor's version file says that the other's does not: the imports, the namespace's conformance
/// and identifier, the models list's protocol, each model's declaration, and what follows the namespace.
/// ``VersionFileRenderer`` writes the rest, the same for both; each ``Flavor`` gives its style.
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

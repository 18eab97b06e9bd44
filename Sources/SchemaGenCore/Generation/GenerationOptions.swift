import SchemaKit
import SchemaModel

/// The choices a user makes about generated code.
public struct GenerationOptions: Hashable, Sendable {
    /// The kinds of generated code, by the names the configuration and the CLI give them; a
    /// ``GenerationContext`` turns one into the type that owns it.
    public enum FlavorName: String, Hashable, Sendable, CaseIterable {
        /// Plain Swift classes over SchemaRuntime (Linux and Apple platforms).
        case portable
        /// `@Model` classes, `VersionedSchema`s and a `SchemaMigrationPlan` for SwiftData (Apple platforms).
        case swiftdata
    }

    /// The access level of generated declarations.
    public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
        /// Visible to importers of the module holding the generated code.
        case `public`
        /// Visible within that module only.
        case `internal`
    }

    /// The kind of generated code.
    public var flavor: FlavorName
    /// What the SwiftData flavor must respect: the oldest SwiftData the app runs on, and CloudKit sync.
    public var swiftData: SwiftDataOptions
    /// The access level of generated declarations.
    public var accessLevel: AccessLevel
    /// The name of the generated migration plan type, from which ``GeneratedNames`` makes the names of its
    /// custom-stage protocol and the types a scaffold declares.
    public var planName: String

    /// Creates options; the defaults are those of a `schemagen.yaml` without the keys (``ConfigurationKey``).
    public init(
        flavor: FlavorName = .configuredDefault, swiftData: SwiftDataOptions = SwiftDataOptions(),
        accessLevel: AccessLevel = .configuredDefault, planName: String = ConfigurationKey.planName.defaultValue
    ) {
        self.flavor = flavor
        self.swiftData = swiftData
        self.accessLevel = accessLevel
        self.planName = planName
    }
}

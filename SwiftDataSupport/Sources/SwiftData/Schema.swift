/// A stand-in for SwiftData's `Schema`, for platforms without the framework: only the nested types that
/// schemagen's generated code names.
public final class Schema: Sendable {
    /// The models of the schema.
    public let entities: [String]

    /// A schema of the given models.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.entities = types.map { String(describing: $0) }
    }

    /// A schema of a versioned schema's models.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// A schema version, `major.minor.patch`.
    public struct Version: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The major number.
        public let major: Int
        /// The minor number.
        public let minor: Int
        /// The patch number.
        public let patch: Int

        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public var description: String { "\(major).\(minor).\(patch)" }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }

    /// One persisted property of a model, as `@Model` lists it in `schemaMetadata`.
    public struct PropertyMetadata: @unchecked Sendable {
        /// The property's name.
        public let name: String
        /// The key path to the property.
        public let keypath: AnyKeyPath

        /// Metadata for the property `name` at `keypath`.
        public init(name: String, keypath: AnyKeyPath) {
            self.name = name
            self.keypath = keypath
        }
    }

    /// Namespace of an attribute's configuration.
    public enum Attribute {
        /// How SwiftData treats an attribute (`@Attribute(.unique)`).
        public struct Option: Hashable, Sendable {
            let name: String

            /// The value is unique across all instances of the model.
            public static let unique = Option(name: "unique")
            /// Large values are stored beside the store rather than in it.
            public static let externalStorage = Option(name: "externalStorage")
            /// The value is encrypted when synced through CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// The value is kept in the store's history after the instance is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Changes to the value are tracked but not persisted.
            public static let ephemeral = Option(name: "ephemeral")
            /// The value is indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// Namespace of a relationship's configuration.
    public enum Relationship {
        /// How SwiftData treats a relationship (`@Relationship(.unique)`).
        public struct Option: Hashable, Sendable {
            let name: String

            /// The related model is unique.
            public static let unique = Option(name: "unique")
        }

        /// What happens to related models when the owner is deleted.
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            /// Delete the related models too.
            case cascade
            /// Refuse to delete the owner while it has related models.
            case deny
            /// Leave the related models as they are.
            case noAction
            /// Clear the related models' reference to the owner.
            case nullify
        }
    }
}

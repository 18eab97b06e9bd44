/// A stand-in for SwiftData's `Schema`, for platforms without the framework: the models of one version, and the
/// nested types schemagen's generated code names.
public final class Schema: @unchecked Sendable {
    /// The models of the schema, one entity each.
    public let entities: [Entity]
    /// The version, when the schema was made from a versioned schema.
    public let version: Version

    /// A schema of the given models. A subclass's superclass is one of them even when `types` leaves it out
    /// (placed just before the subclass), since a subentity can't exist without its superentity.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        var entities: [Entity] = []
        var byType: [ObjectIdentifier: Entity] = [:]
        func add(_ type: any PersistentModel.Type) -> Entity {
            if let entity = byType[ObjectIdentifier(type)] { return entity }
            let superentity = ModelMetadata.superclass(of: type).map(add)
            let entity = Entity(type, superentity: superentity)
            byType[ObjectIdentifier(type)] = entity
            entities.append(entity)
            return entity
        }
        for type in types { _ = add(type) }
        self.entities = entities
        self.version = version
    }

    /// A schema of a versioned schema's models.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// One model as the store knows it: its name is the class's name, whatever namespace declares it.
    public final class Entity: @unchecked Sendable {
        /// The entity's name.
        public let name: String
        /// The entity of the class the model inherits from, when it is a subclass (iOS 26): Core Data's
        /// superentity, whose properties the entity holds too.
        public let superentity: Entity?
        /// The model type.
        let type: any PersistentModel.Type

        /// The superentity's name, if the entity has one.
        public var superentityName: String? { superentity?.name }

        init(_ type: any PersistentModel.Type, superentity: Entity? = nil) {
            self.name = Entity.name(of: type)
            self.superentity = superentity
            self.type = type
        }

        /// The entity name of a model type: the class's own name, without its namespace.
        static func name(of type: Any.Type) -> String { String(describing: type) }
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

    /// How an attribute is configured (`@Attribute(...)`): what `@Model` puts in its property's metadata.
    public final class Attribute: @unchecked Sendable {
        /// The options.
        public let options: [Option]
        /// The attribute's name in the previous version, when renamed.
        public let originalName: String?
        /// The attribute's version-hash modifier.
        public let hashModifier: String?

        /// The configuration `@Attribute(options..., originalName:, hashModifier:)` declares.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }

        /// How SwiftData treats an attribute (`@Attribute(.unique)`).
        public struct Option: Hashable, Sendable {
            /// How `.transformable(by:)` names its transformer.
            enum TransformerKind: Hashable, Sendable {
                case type(String)
                case name(String)
            }

            let name: String
            /// The transformer of `.transformable(by:)`.
            var transformerKind: TransformerKind? = nil

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

            /// The value is stored through a `ValueTransformer` subclass.
            public static func transformable(by transformerType: ValueTransformer.Type) -> Option {
                Option(name: "transformable", transformerKind: .type(String(describing: transformerType)))
            }

            /// The value is stored through the transformer registered under `transformerName`.
            public static func transformable(by transformerName: String) -> Option {
                Option(name: "transformable", transformerKind: .name(transformerName))
            }
        }
    }

    /// How a relationship is configured (`@Relationship(...)`): what `@Model` puts in its property's metadata.
    public final class Relationship: @unchecked Sendable {
        /// The options.
        public let options: [Option]
        /// What deleting the owner does to the related models.
        public let deleteRule: DeleteRule
        /// The fewest related models, 0 for no minimum.
        public let minimumModelCount: Int
        /// The most related models, 0 for no maximum.
        public let maximumModelCount: Int
        /// The relationship's name in the previous version, when renamed.
        public let originalName: String?
        /// The property of the related model that points back.
        public let inverseKeyPath: AnyKeyPath?
        /// The relationship's version-hash modifier.
        public let hashModifier: String?

        /// The configuration `@Relationship(...)` declares, with the macro's arguments.
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount ?? 0
            self.maximumModelCount = maximumModelCount ?? 0
            self.originalName = originalName
            self.inverseKeyPath = inverse
            self.hashModifier = hashModifier
        }

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

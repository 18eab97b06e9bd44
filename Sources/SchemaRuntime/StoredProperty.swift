import SchemaModel

#if compiler(>=6.2)
    /// What the types in a ``StoredProperty`` must be: the table's closures capture an attribute's value
    /// type and a relationship's target type, and a table is shared across isolation domains.
    public typealias StoredPropertyType = SendableMetatype
#else
    /// What the types in a ``StoredProperty`` must be; before Swift 6.2 every metatype is sendable.
    public typealias StoredPropertyType = Any
#endif

/// One row of a model's ``StoredProperties``: an attribute or a relationship, with its key path, its stored
/// name and its schema description. Generated code writes them with the static functions below.
public struct StoredProperty<Root: AnyObject>: Sendable {
    /// Reads and replaces what one relationship of an instance holds.
    @usableFromInline
    struct RelationshipAccess: Sendable {
        let read: @Sendable (Root) -> [any PersistentModel]
        let write: @Sendable (Root, [any PersistentModel]) -> Void

        @usableFromInline
        init(
            read: @escaping @Sendable (Root) -> [any PersistentModel],
            write: @escaping @Sendable (Root, [any PersistentModel]) -> Void
        ) {
            self.read = read
            self.write = write
        }
    }

    @usableFromInline
    enum Kind: Sendable {
        /// A transient attribute has no reader and no key path a query can name: it is described, never
        /// stored.
        case attribute(Attribute, read: (@Sendable (Root) -> StoredValue)?, keyPath: StoredKeyPath?)
        case relationship(Relationship, RelationshipAccess)
    }

    let kind: Kind

    // The factories are inlinable so that an optimized build specializes their closures for the model and
    // the property's type: a key path projected through unspecialized generic code instantiates type
    // metadata on every read, which was most of the cost of encoding a row.
    @usableFromInline
    init(kind: Kind) {
        self.kind = kind
    }

    /// A stored attribute: the property at `keyPath`, stored as `name`, of schema type `type`; `deprecated`
    /// when a later version drops its column and this version serves on without it
    /// (``SchemaModel/Attribute/isDeprecated``).
    @inlinable
    public static func attribute<Value: StorableValue & StoredPropertyType>(
        _ keyPath: any ReferenceWritableKeyPath<Root, Value> & Sendable, _ name: String, _ type: AttributeType,
        default defaultValue: DefaultValue? = nil, unique: Bool = false, originalName: String? = nil,
        externalStorage: Bool = false, hashModifier: String? = nil, deprecated: Bool = false
    ) -> StoredProperty {
        let attribute = Attribute(
            name: name, type: type, defaultValue: defaultValue, isUnique: unique, originalName: originalName,
            usesExternalStorage: externalStorage, hashModifier: hashModifier, isDeprecated: deprecated)
        return StoredProperty(
            kind: .attribute(
                attribute, read: { $0[keyPath: keyPath].storedValue }, keyPath: StoredKeyPath(keyPath)))
    }

    /// A transient attribute: part of the model's description, kept in memory only, never stored.
    @inlinable
    public static func transient(
        _ name: String, _ type: AttributeType, default defaultValue: DefaultValue? = nil,
        originalName: String? = nil, externalStorage: Bool = false, hashModifier: String? = nil
    ) -> StoredProperty {
        let attribute = Attribute(
            name: name, type: type, defaultValue: defaultValue, originalName: originalName, isTransient: true,
            usesExternalStorage: externalStorage, hashModifier: hashModifier)
        return StoredProperty(kind: .attribute(attribute, read: nil, keyPath: nil))
    }

    /// A to-one relationship to entity `target`, held at `keyPath` (always optional in the class, because
    /// the store connects relationships after it decodes a row); `required` when the schema requires one.
    @inlinable
    public static func toOne<Target: PersistentModel & StoredPropertyType>(
        _ keyPath: any ReferenceWritableKeyPath<Root, Target?> & Sendable, _ name: String, _ target: String,
        required: Bool = false, inverse: String? = nil, deleteRule: Relationship.DeleteRule = .nullify,
        originalName: String? = nil, hashModifier: String? = nil
    ) -> StoredProperty {
        let relationship = Relationship(
            name: name, target: target, cardinality: .toOne(isOptional: !required), inverse: inverse,
            deleteRule: deleteRule, originalName: originalName, hashModifier: hashModifier)
        let access = RelationshipAccess(
            read: { root in root[keyPath: keyPath].map { [$0] } ?? [] },
            write: { root, models in root[keyPath: keyPath] = models.first as? Target })
        return StoredProperty(kind: .relationship(relationship, access))
    }

    /// A to-many relationship to entity `target`, held at `keyPath` as an array.
    @inlinable
    public static func toMany<Target: PersistentModel & StoredPropertyType>(
        _ keyPath: any ReferenceWritableKeyPath<Root, [Target]> & Sendable, _ name: String, _ target: String,
        inverse: String? = nil, deleteRule: Relationship.DeleteRule = .nullify, minCount: Int? = nil,
        maxCount: Int? = nil, originalName: String? = nil, hashModifier: String? = nil
    ) -> StoredProperty {
        let options = ToManyOptions(inverse, deleteRule, minCount, maxCount, originalName, hashModifier)
        return options.property(
            name, target, isOptional: false,
            RelationshipAccess(
                read: { root in root[keyPath: keyPath] },
                write: { root, models in root[keyPath: keyPath] = models.compactMap { $0 as? Target } }))
    }

    /// A to-many relationship to entity `target`, held at `keyPath` as an optional array (`nil` reads as
    /// empty).
    @inlinable
    public static func toMany<Target: PersistentModel & StoredPropertyType>(
        _ keyPath: any ReferenceWritableKeyPath<Root, [Target]?> & Sendable, _ name: String, _ target: String,
        inverse: String? = nil, deleteRule: Relationship.DeleteRule = .nullify, minCount: Int? = nil,
        maxCount: Int? = nil, originalName: String? = nil, hashModifier: String? = nil
    ) -> StoredProperty {
        let options = ToManyOptions(inverse, deleteRule, minCount, maxCount, originalName, hashModifier)
        return options.property(
            name, target, isOptional: true,
            RelationshipAccess(
                read: { root in root[keyPath: keyPath] ?? [] },
                write: { root, models in root[keyPath: keyPath] = models.compactMap { $0 as? Target } }))
    }

    /// What both `toMany` overloads describe alike: the relationship's options.
    @usableFromInline
    struct ToManyOptions {
        let inverse: String?
        let deleteRule: Relationship.DeleteRule
        let minCount: Int?
        let maxCount: Int?
        let originalName: String?
        let hashModifier: String?

        @usableFromInline
        init(
            _ inverse: String?, _ deleteRule: Relationship.DeleteRule, _ minCount: Int?, _ maxCount: Int?,
            _ originalName: String?, _ hashModifier: String?
        ) {
            (self.inverse, self.deleteRule, self.minCount) = (inverse, deleteRule, minCount)
            (self.maxCount, self.originalName, self.hashModifier) = (maxCount, originalName, hashModifier)
        }

        @usableFromInline
        func property(_ name: String, _ target: String, isOptional: Bool, _ access: RelationshipAccess)
            -> StoredProperty
        {
            let relationship = Relationship(
                name: name, target: target, cardinality: .toMany(isOptional: isOptional), inverse: inverse,
                deleteRule: deleteRule, minCount: minCount, maxCount: maxCount, originalName: originalName,
                hashModifier: hashModifier)
            return StoredProperty(kind: .relationship(relationship, access))
        }
    }
}

/// A stored attribute's key path, as a query names it (`\Note.title`), kept to find the attribute's stored
/// name.
@usableFromInline
struct StoredKeyPath: Hashable, @unchecked Sendable {
    // Unchecked: built only from key paths that are `Sendable` (no captured subscript arguments), and a key
    // path is immutable.
    let keyPath: AnyKeyPath

    @usableFromInline
    init(_ keyPath: AnyKeyPath) {
        self.keyPath = keyPath
    }
}

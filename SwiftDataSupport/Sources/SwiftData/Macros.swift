/// Makes a class a persistent model: adds the `PersistentModel` conformance and the members Apple's `@Model`
/// declares (so a property of the same name fails to compile, as it does in Xcode), and diagnoses what
/// SwiftData's own macro rejects that a single class shows. On a subclass of another `@Model` class (iOS 26)
/// it adds only what the subclass needs besides what it inherits: its own properties' metadata, its
/// `init(backingData:)` and a restated `Sendable`.
@attached(
    member,
    names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init), named(access),
    named(withMutation)
)
@attached(extension, conformances: PersistentModel, Sendable)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "ModelMacro")

/// Configures how an attribute is stored.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "AttributeMacro")

/// Configures a relationship to another model. Its type must be a model, an optional model, or an array of
/// models.
@attached(peer, names: prefixed(_relationshipTypeCheck_))
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "RelationshipMacro")

/// Keeps a property in memory only.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "TransientMacro")

/// Compound uniqueness constraints of the enclosing model (iOS 18, macOS 15).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "ConstraintMacro")

/// Indexes of the enclosing model (iOS 18, macOS 15).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "ConstraintMacro")

/// Fails to type-check unless `T` is what a relationship may hold: `@Relationship` calls it on the property's
/// type, so `@Relationship var name: String` is an error here as it is in SwiftData.
public func _requireRelationshipType<T: PersistentModel>(_: T.Type) {}
/// A to-one relationship.
public func _requireRelationshipType<T: PersistentModel>(_: T?.Type) {}
/// A to-many relationship.
public func _requireRelationshipType<T: PersistentModel>(_: [T].Type) {}
/// An optional to-many relationship.
public func _requireRelationshipType<T: PersistentModel>(_: [T]?.Type) {}

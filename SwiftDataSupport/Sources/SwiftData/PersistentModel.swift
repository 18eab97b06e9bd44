#if compiler(>=6.2)
    /// What `PersistentModel` refines besides the standard protocols: `SendableMetatype` (Swift 6.2), which
    /// lets a model of a main-actor target conform without isolation, so migration handlers can use it off
    /// the main actor. Before Swift 6.2 there is no default isolation, and nothing to refine.
    public typealias PersistentModelIsolation = SendableMetatype
#else
    /// Nothing before Swift 6.2, which has no default isolation.
    public protocol PersistentModelIsolation {}
#endif

/// A stand-in for SwiftData's `PersistentModel`, with the requirements Apple's page lists: `@Model` adds the
/// conformance and the members that satisfy them.
///
/// `Root` is what iOS 26 added for model inheritance: the class at the top of a model's class hierarchy. A
/// subclass inherits its base's conformance, so its backing data and `init(backingData:)` are the root's, and
/// its own properties are read from the root's backing data by their key paths.
public protocol PersistentModel: AnyObject, Hashable, Identifiable, PersistentModelIsolation {
    /// The class at the top of the model's class hierarchy: the model itself unless it is a subclass.
    associatedtype Root: PersistentModel = Self

    /// Creates a model around stored data (SwiftData calls it when fetching).
    init(backingData: any BackingData<Root>)
    /// The data behind the model's persisted properties.
    var persistentBackingData: any BackingData<Root> { get set }
    /// What the model's properties are, for SwiftData's schema: a subclass lists only those it declares itself
    /// (the schema reads the inherited ones from its superclass, as Core Data reads a superentity's).
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

/// A stand-in for SwiftData's `BackingData`: where a model's persisted values come from. `@Model`'s
/// `init(backingData:)` reads every persisted property from it, with Apple's `getValue(forKey:)` overloads.
/// Each is generic over the key path's root, because a subclass's `init(backingData:)` reads its own
/// properties, rooted at the subclass, from the backing data of its hierarchy's root.
public protocol BackingData<Model>: AnyObject {
    /// The model the data belongs to: the root of its class hierarchy.
    associatedtype Model: PersistentModel

    /// An attribute's value.
    func getValue<M, Value: Decodable>(forKey key: KeyPath<M, Value>) -> Value
    /// A required to-one relationship's model.
    func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, Value>) -> Value
    /// An optional to-one relationship's model.
    func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, Value?>) -> Value?
    /// A to-many relationship's models.
    func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, [Value]>) -> [Value]
    /// An optional to-many relationship's models.
    func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, [Value]?>) -> [Value]?
}

/// The backing data of a model created in code: its values live in its own stored properties, so there is
/// nothing to read.
public final class InMemoryBackingData<Model: PersistentModel>: BackingData, @unchecked Sendable {
    /// Empty data.
    public init() {}

    public func getValue<M, Value: Decodable>(forKey key: KeyPath<M, Value>) -> Value { Self.unstored() }
    public func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, Value>) -> Value { Self.unstored() }
    public func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, Value?>) -> Value? { nil }
    public func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, [Value]>) -> [Value] { [] }
    public func getValue<M, Value: PersistentModel>(forKey key: KeyPath<M, [Value]?>) -> [Value]? { nil }

    private static func unstored() -> Never {
        fatalError("a \(Model.self) created in code has no stored values to make another model from")
    }
}

extension PersistentModel {
    /// Instances are equal when they are the same object, as SwiftData's models are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// New backing data for a model created in code (what `@Model`'s stored `_$backingData` starts as).
    public static func createBackingData<P: PersistentModel>() -> any BackingData<P> { InMemoryBackingData<P>() }
}

extension PersistentModel {
    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }

    /// The context the model is registered in; the stand-in registers none.
    public var modelContext: ModelContext? { nil }

    /// Whether the model has unsaved changes.
    public var hasChanges: Bool { false }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { false }
}

/// A stand-in for SwiftData's `PersistentIdentifier`: a model's identity, stable across a lightweight step.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
}

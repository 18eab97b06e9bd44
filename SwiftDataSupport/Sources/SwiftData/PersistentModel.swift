/// A stand-in for SwiftData's `PersistentModel`: `@Model` adds the conformance.
public protocol PersistentModel: AnyObject, Hashable, Identifiable {}

extension PersistentModel {
    /// Instances are equal when they are the same object, as SwiftData's models are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel {
    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
}

/// A stand-in for SwiftData's `PersistentIdentifier`: a model's identity, stable across a lightweight step.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
}

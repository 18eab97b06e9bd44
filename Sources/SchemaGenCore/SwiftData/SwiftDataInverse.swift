import SchemaModel

/// Which side of a relationship pair declares `inverse:` in SwiftData code. SwiftData rejects the key path on
/// both sides ("Circular reference resolving attached macro 'Relationship'"), and the contract lets a team
/// write it on either or both, so the generator picks one side by a fixed rule:
///
/// 1. where one side is to-many and the other to-one, the to-many side (the parent's
///    `@Relationship(inverse: \Child.parent) var children`, as Apple's own examples write it);
/// 2. otherwise the side whose `Model.property` sorts first.
///
/// A reused model keeps what its defining version declared; both sides of a pair are always defined in the
/// same version, because redefining one redefines every model pointing at it.
enum SwiftDataInverse {
    /// The property of `relationship.target` to name in `inverse:` on `relationship`, or `nil` when the
    /// relationship has no pair, the other side declares it, or it is its own inverse (which SwiftData can't
    /// express, and the SwiftData checks report).
    static func declared(on relationship: Relationship, of model: Model, in schema: Schema) -> String? {
        guard let other = schema.inverse(of: relationship, in: model),
            !isOwnInverse(relationship, of: model, other: other)
        else { return nil }
        let here = relationship.cardinality.isToMany
        let there = other.cardinality.isToMany
        if here != there { return here ? other.name : nil }
        return (model.name, relationship.name) < (relationship.target, other.name) ? other.name : nil
    }

    /// Whether `other`, the pair of `relationship`, is `relationship` itself.
    static func isOwnInverse(_ relationship: Relationship, of model: Model, other: Relationship) -> Bool {
        relationship.target == model.name && other.name == relationship.name
    }
}

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
    /// relationship has no pair or the other side declares it. (A relationship can't be its own inverse:
    /// validation rejects it.)
    static func declared(on relationship: Relationship, of model: Model, in schema: Schema) -> String? {
        guard let other = schema.inverse(of: relationship, in: model) else { return nil }
        let here = relationship.cardinality.isToMany
        let there = other.cardinality.isToMany
        if here != there { return here ? other.name : nil }
        return (model.name, relationship.name) < (relationship.target, other.name) ? other.name : nil
    }

}

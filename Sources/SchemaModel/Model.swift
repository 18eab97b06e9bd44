/// A persisted entity: a class in Swift, a table in the store.
public struct Model: Hashable, Sendable {
    /// The entity name, which is also the Swift class name in every version.
    public var name: String
    /// The entity's name in the previous version, when it was renamed (`renamedFrom`).
    public var renamedFrom: String?
    /// Value properties, in the order written.
    public var attributes: [Attribute]
    /// References to models, in the order written.
    public var relationships: [Relationship]
    /// Compound uniqueness constraints (`unique:`), each a list of property names. Attributes marked
    /// `unique: true` are not repeated here; see ``allUniquenessConstraints``.
    public var uniqueConstraints: [[String]]
    /// Indexes (`indexes:`), each a list of property names in index order.
    public var indexes: [[String]]
    /// The entity's version-hash modifier (`hashModifier:`), part of its identity in SwiftData and Core Data.
    public var hashModifier: String?
    /// Documentation for the generated class (`doc:`); never a change.
    public var documentation: String?
    /// The model of the same version this one's class inherits from (`superclass:`): SwiftData's subentity
    /// (iOS 26). A subclass holds every property of its superclass too, first and in the superclass's order,
    /// so that whatever reads a model's properties (the store's table, the diff, the cascade) reads them all;
    /// ``Schema/ownAttributes(of:)`` and ``Schema/ownRelationships(of:)`` give those it declares itself.
    public var superclass: String?

    /// Creates a model.
    public init(
        name: String,
        renamedFrom: String? = nil,
        hashModifier: String? = nil,
        attributes: [Attribute] = [],
        relationships: [Relationship] = [],
        unique: [[String]] = [],
        indexes: [[String]] = [],
        documentation: String? = nil,
        superclass: String? = nil
    ) {
        self.name = name
        self.renamedFrom = renamedFrom
        self.attributes = attributes
        self.relationships = relationships
        self.uniqueConstraints = unique
        self.indexes = indexes
        self.hashModifier = hashModifier
        self.documentation = documentation
        self.superclass = superclass
    }

    /// The attribute with the given name.
    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// The relationship with the given name.
    public func relationship(named name: String) -> Relationship? {
        relationships.first { $0.name == name }
    }

    /// Whether the model has an attribute or relationship with the given name.
    public func hasProperty(named name: String) -> Bool {
        attributes.contains { $0.name == name } || relationships.contains { $0.name == name }
    }

    /// The names of all properties, attributes first, in the order written.
    public var propertyNames: [String] {
        attributes.map(\.name) + relationships.map(\.name)
    }

    /// Every uniqueness constraint: `unique: true` attributes as single-property constraints, then the
    /// model's compound ones, without repeats. The order of a constraint's properties does not matter, so
    /// `[a, b]` repeats `[b, a]`.
    public var allUniquenessConstraints: [[String]] {
        var result: [[String]] = []
        var seen: Set<Set<String>> = []
        for attribute in attributes where attribute.isUnique && seen.insert([attribute.name]).inserted {
            result.append([attribute.name])
        }
        for constraint in uniqueConstraints where seen.insert(Set(constraint)).inserted {
            result.append(constraint)
        }
        return result
    }
}

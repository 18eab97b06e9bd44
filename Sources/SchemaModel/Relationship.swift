/// A reference from one model to another (or to itself).
public struct Relationship: Hashable, Sendable {
    /// How many targets one source row holds.
    public enum Cardinality: Hashable, Sendable, CustomStringConvertible {
        /// At most one target; `isOptional` false means exactly one.
        case toOne(isOptional: Bool)
        /// Any number of targets; `isOptional` says whether the Swift property is an optional array.
        case toMany(isOptional: Bool)

        /// Whether this is a to-many relationship.
        public var isToMany: Bool {
            if case .toMany = self { return true }
            return false
        }

        /// Whether the Swift property is optional.
        public var isOptional: Bool {
            switch self {
            case .toOne(let isOptional), .toMany(let isOptional): isOptional
            }
        }

        /// `to-one`, `optional to-one`, `to-many`.
        public var description: String {
            switch self {
            case .toOne(let isOptional): isOptional ? "optional to-one" : "required to-one"
            case .toMany(let isOptional): isOptional ? "optional to-many" : "to-many"
            }
        }
    }

    /// What happens to the targets when the source is deleted.
    public enum DeleteRule: String, CaseIterable, Hashable, Sendable {
        /// Clear the reference on the targets (the default).
        case nullify
        /// Delete the targets too.
        case cascade
        /// Refuse to delete the source while it has targets.
        case deny
        /// Do nothing; the app keeps the graph consistent itself.
        case noAction
    }

    /// The property name.
    public var name: String
    /// The name of the target model.
    public var target: String
    /// To-one or to-many, optional or not.
    public var cardinality: Cardinality
    /// The property on the target that points back, if one is named on this side.
    public var inverse: String?
    /// The delete rule.
    public var deleteRule: DeleteRule
    /// The least number of targets, for to-many.
    public var minCount: Int?
    /// The greatest number of targets, for to-many.
    public var maxCount: Int?
    /// The relationship's name in the previous version, when it was renamed (`originalName`).
    public var originalName: String?
    /// The property's version-hash modifier (`hashModifier:`), part of its identity in SwiftData.
    public var hashModifier: String?
    /// Documentation for the generated property (`doc:`); never a change.
    public var documentation: String?

    /// Creates a relationship.
    public init(
        name: String,
        target: String,
        cardinality: Cardinality,
        inverse: String? = nil,
        deleteRule: DeleteRule = .nullify,
        minCount: Int? = nil,
        maxCount: Int? = nil,
        originalName: String? = nil,
        hashModifier: String? = nil,
        documentation: String? = nil
    ) {
        self.name = name
        self.target = target
        self.cardinality = cardinality
        self.inverse = inverse
        self.deleteRule = deleteRule
        self.minCount = minCount
        self.maxCount = maxCount
        self.originalName = originalName
        self.hashModifier = hashModifier
        self.documentation = documentation
    }

    /// The target as written in the schema: `Owner?`, `Owner`, `[Pet]`, `[Pet]?`.
    public var targetSpelling: String {
        switch cardinality {
        case .toOne(let isOptional): isOptional ? target + "?" : target
        case .toMany(let isOptional): isOptional ? "[\(target)]?" : "[\(target)]"
        }
    }
}

import SchemaKit
import SchemaModel

/// What an app's hand-written SwiftData sources say, version by version, in the contract's terms, with the
/// Swift location of everything: what ``VersionFileWriter`` writes and what ``HistoryAudit`` compares.
public struct ImportedHistory: Sendable {
    /// The versioned schemas, oldest first.
    public var versions: [ImportedVersion]
    /// The migration plan, if the sources have one.
    public var plan: ImportedPlan?
    /// The app's top-level typealiases that name a versioned schema's model (`typealias SDMeal =
    /// SchemaV9.SDMeal`): its hand-kept map.
    public var topLevelAliases: [ImportedAlias]
    /// The versioned schemas the plan neither lists nor migrates between: not history, not imported.
    public var schemasOutsidePlan: [OutsideSchema] = []
    /// The app's own code in the latest version's model classes, carried into extensions of the generated
    /// classes.
    public var latestModelCode: [ModelCode] = []
}

/// A versioned schema outside the plan's history.
public struct OutsideSchema: Sendable {
    /// The schema type's qualified name.
    public var name: String
    /// Its declaration.
    public var location: SourceLocation
    /// The other plan that lists it, if one does (a second store's history).
    public var otherPlan: String?
}

/// One `VersionedSchema`.
public struct ImportedVersion: Sendable {
    /// The schema type's qualified name (`SchemaV9`), which becomes the version's namespace.
    public var schemaName: String
    /// Its `versionIdentifier`.
    public var version: SchemaVersion
    /// The schema type's declaration.
    public var location: SourceLocation
    /// The `versionIdentifier` declaration.
    public var versionLocation: SourceLocation?
    /// Whether `versionIdentifier` is a stored `static var`.
    public var versionIsStoredVariable: Bool
    /// Why the version number was not read from `versionIdentifier`, if it was not.
    public var versionNote: String?
    /// The models, in the order of `models`, then those only a relationship reaches.
    public var models: [ImportedModel]
    /// The enums its attributes use, in the order of first use.
    public var enums: [ImportedEnum]
    /// The structs its attributes use, each after the structs its fields hold.
    public var structs: [ImportedStruct] = []
    /// The `models` declaration.
    public var modelsLocation: SourceLocation?
    /// The earlier schema whose `versionIdentifier` this one states too, when the import renumbered it.
    public var sharesIdentifierWith: String?
}

/// One model of a version: the class that `models` names, read as it is declared (possibly in another
/// version, when the schema reuses it by typealias).
public struct ImportedModel: Sendable {
    /// The entity name: the class's own name, which is how SwiftData names the entity.
    public var entityName: String
    /// The class's qualified name (`SchemaV8.SDMeal`): where the version takes it from.
    public var className: String
    /// The class declaration.
    public var location: SourceLocation
    /// The typealias through which the version reuses the class, if it does.
    public var reusedThrough: SourceLocation?
    /// Its stored properties, in declaration order, including those the contract can't express.
    public var properties: [ImportedProperty]
    /// `#Unique` constraints.
    public var unique: [[String]]
    /// `#Index` indexes.
    public var indexes: [[String]]
    /// The entity name of the `@Model` class this class inherits from (`class BusinessTrip: Trip`, iOS 26), if any.
    public var superclass: String?
    /// The relationship (`Card.dice`) through which the version reaches this model, when its `models` does
    /// not list it: SwiftData adds the models relationships reach.
    public var reachedThrough: (property: String, location: SourceLocation)?

    /// Whether the version declares the class itself (nested in its own namespace) rather than reusing one.
    func isDeclared(in version: ImportedVersion) -> Bool {
        reusedThrough == nil && className.hasPrefix(version.schemaName + ".")
    }
}

/// A stored property.
public struct ImportedProperty: Sendable {
    /// What it becomes in the version file.
    public enum Kind: Sendable {
        /// An attribute.
        case attribute(AttributeSpec)
        /// A relationship.
        case relationship(RelationshipSpec)
        /// Nothing: the contract can't express it; the reason goes into a comment.
        case omitted(reason: String)
    }

    /// The property name.
    public var name: String
    /// Its declaration.
    public var location: SourceLocation
    /// What it becomes.
    public var kind: Kind
}

/// An attribute in the contract's terms.
public struct AttributeSpec: Sendable {
    /// The contract's type, as a version file writes it (`[String]?`, `ActivityLevel`).
    public var type: String
    /// The default, if the initial value translates.
    public var defaultValue: YAMLValue?
    /// `@Attribute(.unique)`.
    public var isUnique = false
    /// `@Attribute(.externalStorage)`.
    public var externalStorage = false
    /// `@Transient`.
    public var isTransient = false
    /// `@Attribute(.spotlight)`, `(.allowsCloudEncryption)`, `(.preserveValueOnDeletion)`, `(.ephemeral)`.
    public var options: AttributeOptions = []
    /// `@Attribute(.transformable(by:))`.
    public var transformer: AttributeTransformer?
    /// `originalName:`.
    public var originalName: String?
    /// `hashModifier:`.
    public var hashModifier: String?
    /// Options the contract has no key for, and why the default is missing: comments after the attribute.
    public var notes: [String] = []
}

/// A relationship in the contract's terms.
public struct RelationshipSpec: Sendable {
    /// The target entity.
    public var target: String
    /// `[T]` rather than `T`.
    public var isToMany: Bool
    /// `T?` or `[T]?`.
    public var isOptional: Bool
    /// The inverse property on the target, from this side's `inverse:` or the other side's.
    public var inverse: String?
    /// `nullify`, `cascade`, `deny`, `noAction`; `nil` for the default (nullify).
    public var deleteRule: String?
    /// `minimumModelCount:`.
    public var minCount: Int?
    /// `maximumModelCount:`.
    public var maxCount: Int?
    /// `originalName:`.
    public var originalName: String?
    /// `hashModifier:`.
    public var hashModifier: String?
    /// Options the contract has no key for.
    public var notes: [String] = []
    /// The qualified name of the target's class, for following relationships to models `models` leaves out.
    var targetClass: String?

    /// The target as the contract writes it: `SDMeal?`, `[SDMeal]`.
    var targetText: String {
        let base = isToMany ? "[\(target)]" : target
        return isOptional ? base + "?" : base
    }
}

/// A raw-value enum an attribute uses.
public struct ImportedEnum: Sendable {
    /// The name in the version file: the Swift name (nested enums lose their enclosing type's name).
    public var name: String
    /// `String` or `Int`.
    public var rawType: String
    /// The cases and their raw values (as text), in declaration order.
    public var cases: [(name: String, rawValue: String)]
    /// The declaration.
    public var location: SourceLocation
}

/// A `Codable` struct an attribute uses, with its stored properties as fields.
public struct ImportedStruct: Sendable {
    /// The name in the version file: the Swift name (a nested struct loses its enclosing type's name).
    public var name: String
    /// Each stored property's name and type as the contract writes it, in declaration order.
    public var fields: [(name: String, type: String)]
    /// The declaration.
    public var location: SourceLocation
}

/// A value a version file writes: a scalar (quoted where YAML would read it as something else) or a list.
public indirect enum YAMLValue: Hashable, Sendable {
    /// A scalar, as text.
    case scalar(String)
    /// A string that must stay a string (quoted when it looks like a number, a keyword or is empty).
    case string(String)
    /// A list.
    case list([YAMLValue])
    /// A Swift expression, written `{ swift: "Data()" }`: an initial value the contract has no literal for.
    case swift(String)
}

/// The app's `SchemaMigrationPlan`.
public struct ImportedPlan: Sendable {
    /// The plan type's qualified name.
    public var name: String
    /// The plan type's declaration.
    public var location: SourceLocation
    /// `schemas`, as schema type names, in the plan's order.
    public var schemas: [(name: String, location: SourceLocation)]
    /// Where `schemas` is declared.
    public var schemasLocation: SourceLocation?
    /// `stages`, in the plan's order.
    public var stages: [ImportedStage]
    /// Where `stages` is declared.
    public var stagesLocation: SourceLocation?
}

/// A stage of the plan.
public struct ImportedStage: Sendable {
    /// `lightweight` or `custom`.
    public var kind: StageKind
    /// The schema type names of `fromVersion` and `toVersion`.
    public var from: String
    /// The schema type name of `toVersion`.
    public var to: String
    /// The stage expression.
    public var location: SourceLocation
    /// The property that holds the stage (`migrateV1toV2`), if it is one.
    public var propertyName: String?
    /// The names its closures mention (and the code they call into), for telling whether a custom stage
    /// copies a model's rows.
    public var mentionedNames: Set<String>
    /// Whether a custom stage's closures do anything beyond saving the context or logging.
    public var closuresDoWork: Bool
}

/// A top-level typealias to a versioned schema's model.
public struct ImportedAlias: Sendable {
    /// The alias (`SDMeal`).
    public var name: String
    /// Its target as written (`SchemaV8.SDMeal`).
    public var target: String
    /// The class it resolves to (`SchemaV8.SDMeal`).
    public var className: String
    /// The entity of that class.
    public var entityName: String
    /// The declaration.
    public var location: SourceLocation
}

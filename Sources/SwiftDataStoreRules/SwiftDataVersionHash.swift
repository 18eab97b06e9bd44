import SchemaModel

/// SwiftData's version hash of a schema, as the text of its inputs: two versions with equal text get equal
/// hashes, and SwiftData refuses a migration plan holding both ("Duplicate version checksums across stages
/// detected").
///
/// The inputs are Core Data's, which SwiftData builds its entities on (`docs/SwiftData.md`, "Version hash",
/// names each Apple page):
/// - an entity: its name, its superentity's hash, whether it is abstract, its hash modifier and every
///   property's hash. A model with a `superclass` (iOS 26) has its superclass's entity as superentity; SwiftData
///   models are never abstract and have no entity hash modifier, so a model contributes its name, its
///   superentity's inputs and its own properties (inherited ones are in the superentity's).
/// - a property: its name, `isOptional`, `isTransient`, `isReadOnly` and hash modifier. SwiftData leaves a
///   `@Transient` property out of the entity altogether and has no read-only stored property, so neither
///   flag varies.
/// - an attribute: the property's inputs and its attribute type. An enum stored as its raw value
///   (`storage: rawValue`) is the raw-value property the class persists: `statusRawValue`, a `String` or `Int64`
///   attribute (``SwiftDataInferredMigration/storedAttribute(_:in:)``).
/// - a relationship: the property's inputs, its destination, its inverse, `minCount` and `maxCount`. Being
///   to-many is `maxCount` (1 for a to-one, 0 for an unbounded to-many); the delete rule is not an input.
///
/// Not inputs, so a step that changes only these hashes alike: defaults, `originalName`, uniqueness (Apple's
/// `uniquenessConstraints` page calls it an input, its `versionHash` page doesn't; leaving it out can only ask
/// for a needless `hashModifier`),
/// indexes, external storage, the options `spotlight`, `allowsCloudEncryption` and `preserveValueOnDeletion`
/// (no hash page lists the Core Data properties they may set), delete rules, documentation, declaration order
/// and enum cases (an enum is stored as a `Codable` value of one type). A value transformer makes the attribute
/// type `transformable`, which is an input. An `ephemeral` attribute is left out like a `@Transient` one,
/// though it may be a Core Data transient attribute, which is in the entity: leaving it out can only report
/// two versions as hashing alike (SG520) when SwiftData would tell them apart, never the reverse, and sealing
/// keeps a shipped version's ephemeral attributes as they were (`SealedShape`).
public struct SwiftDataVersionHash: Hashable, Sendable {
    /// The whole schema's hash inputs, entity by entity in name order: equal texts, equal hashes.
    public let text: String
    /// Each entity's hash inputs by entity name, as Core Data keeps a store's entity hashes in its metadata.
    public let entities: [String: String]

    /// One property's hash inputs: what identifies it (model and name) and the rest, as `key=value` fields.
    public struct PropertyInputs: Hashable, Sendable {
        /// The model the property belongs to.
        public let model: String
        /// The property's name.
        public let property: String
        /// Whether the property is a relationship.
        public let isRelationship: Bool
        /// The other inputs, `key=value`.
        public let fields: [String]
    }

    /// The hash inputs of `schema`'s models.
    public init(_ schema: Schema) {
        var byModel: [String: [PropertyInputs]] = [:]
        for inputs in Self.propertyInputs(of: schema) { byModel[inputs.model, default: []].append(inputs) }
        var entities: [String: String] = [:]
        // A subentity's hash takes its superentity's, and its own properties: an inherited property is in the
        // superentity's text already. Superentities first, so each subentity finds its superentity's text.
        for model in Self.superclassesFirst(schema) {
            let inherited = Set(model.superclass.flatMap(schema.model(named:))?.propertyNames ?? [])
            let properties = (byModel[model.name] ?? []).filter { !inherited.contains($0.property) }.map {
                "property \($0.property) " + $0.fields.joined(separator: " ")
            }
            var lines = ["entity \(model.name)"]
            if let superclass = model.superclass, let text = entities[superclass] {
                lines.append(
                    "superentity {"
                        + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "; ") + "}")
            }
            entities[model.name] = (lines + properties.sorted()).joined(separator: "\n")
        }
        self.entities = entities
        text = entities.keys.sorted().compactMap { entities[$0] }.joined(separator: "\n")
    }

    /// `schema`'s models with every superclass before its subclasses, else in declaration order.
    private static func superclassesFirst(_ schema: Schema) -> [Model] {
        var ordered: [Model] = []
        var placed: Set<String> = []
        func place(_ model: Model) {
            guard !placed.contains(model.name) else { return }
            placed.insert(model.name)
            if let superclass = model.superclass.flatMap(schema.model(named:)) { place(superclass) }
            ordered.append(model)
        }
        schema.models.forEach(place)
        return ordered
    }

    /// Every persisted property's hash inputs, model by model in declaration order.
    public static func propertyInputs(of schema: Schema) -> [PropertyInputs] {
        schema.models.flatMap { model -> [PropertyInputs] in
            let attributes = model.attributes.filter { !$0.isTransient }.map { declared in
                let attribute = SwiftDataInferredMigration.storedAttribute(declared, in: schema)
                return PropertyInputs(
                    model: model.name, property: attribute.name, isRelationship: false,
                    fields: common(optional: attribute.type.isOptional, attribute.hashModifier) + [
                        "type=\(SwiftDataInferredMigration.attributeType(of: attribute))"
                    ])
            }
            let relationships = model.relationships.map { relationship in
                let inverse = SchemaDiff.effectiveInverse(of: relationship, in: model, target: schema.model(named:))
                let counts = counts(relationship)
                return PropertyInputs(
                    model: model.name, property: relationship.name, isRelationship: true,
                    fields: common(optional: relationship.cardinality.isOptional, relationship.hashModifier) + [
                        "destination=\(relationship.target)", "inverse=\(inverse ?? "")", "min=\(counts.min)",
                        "max=\(counts.max)",
                    ])
            }
            return attributes + relationships
        }
    }

    /// `NSPropertyDescription.versionHash`'s inputs besides the name: SwiftData's stored properties are never
    /// transient or read-only, so those two flags are constant and left out.
    private static func common(optional: Bool, _ hashModifier: String?) -> [String] {
        ["optional=\(optional)", "modifier=\(hashModifier ?? "")"]
    }

    /// `minCount` and `maxCount` as Core Data holds them: a to-one relationship has a maximum of 1, and an
    /// unbounded to-many a maximum of 0.
    public static func counts(_ relationship: Relationship) -> (min: Int, max: Int) {
        relationship.cardinality.isToMany
            ? (relationship.minCount ?? 0, relationship.maxCount ?? 0) : (0, 1)
    }
}

import SchemaModel

/// What SwiftData's version hash of a schema is made of, as text: two versions with equal text get equal
/// hashes, and SwiftData refuses a migration plan holding both ("Duplicate version checksums across stages
/// detected").
///
/// From Core Data's documented entity version hash, which SwiftData builds on: each entity's name and hash
/// modifier; each property's name, optionality and hash modifier; an attribute's storage type; a
/// relationship's destination, inverse, minimum and maximum count, delete rule and whether it is to-many.
/// Defaults, `originalName`, uniqueness, indexes, documentation and declaration order are not part of it,
/// nor are transient properties (SwiftData leaves `@Transient` properties out of the schema) or enum cases
/// (an enum is stored as a `Codable` value of one type).
struct SwiftDataVersionHash: Hashable {
    let text: String

    init(_ schema: Schema) {
        var lines: [String] = []
        for model in schema.models.sorted(by: { $0.name < $1.name }) {
            lines.append("entity \(model.name) \(model.hashModifier ?? "")")
            var properties: [String] = []
            for attribute in model.attributes where !attribute.isTransient {
                properties.append(
                    "attribute \(attribute.name) \(Self.storageType(attribute.type.nonOptional)) optional=\(attribute.type.isOptional) \(attribute.hashModifier ?? "")"
                )
            }
            for relationship in model.relationships {
                let inverse = SchemaDiff.effectiveInverse(of: relationship, in: model, target: schema.model(named:))
                properties.append(
                    "relationship \(relationship.name) -> \(relationship.target) toMany=\(relationship.cardinality.isToMany) optional=\(relationship.cardinality.isOptional) inverse=\(inverse ?? "") min=\(relationship.minCount ?? 0) max=\(relationship.maxCount ?? 0) delete=\(relationship.deleteRule.rawValue) \(relationship.hashModifier ?? "")"
                )
            }
            lines += properties.sorted()
        }
        text = lines.joined(separator: "\n")
    }

    /// The type as the store sees it: `Int` is `Int64` on every platform SwiftData runs on.
    private static func storageType(_ type: AttributeType) -> String {
        let scalar: String
        switch type.scalar {
        case .primitive(.int): scalar = PrimitiveType.int64.rawValue
        case .primitive(let primitive): scalar = primitive.rawValue
        case .enumeration(let name): scalar = "enum \(name)"
        }
        return type.isArray ? "[\(scalar)]" : scalar
    }
}

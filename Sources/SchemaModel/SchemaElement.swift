/// A reference to one element of a schema version, or to one part of an element, by name.
///
/// Changes and rejected renames say which element they are about with one of these; the generator turns it
/// into a place in the version file, and anything else can show it as a path.
public enum SchemaElement: Hashable, Sendable, CustomStringConvertible {
    /// The version as a whole (its `version:`).
    case version
    /// An enum.
    case enumeration(String)
    /// A case of an enum.
    case enumCase(enum: String, name: String)
    /// A struct.
    case structure(String)
    /// A field of a struct.
    case structField(struct: String, name: String)
    /// A model.
    case model(String)
    /// The previous name a model gives (`renamedFrom`).
    case modelRenamedFrom(model: String)
    /// The model a model's class inherits from (`superclass`).
    case modelSuperclass(model: String)
    /// A compound uniqueness constraint of a model, by its properties as written.
    case uniqueConstraint(model: String, properties: [String])
    /// An index of a model, by its properties in index order.
    case index(model: String, properties: [String])
    /// An attribute or relationship of a model.
    case property(model: String, name: String)
    /// A part of an attribute or relationship.
    case propertyPart(model: String, name: String, PropertyPart)
    /// An extra name of the typealias map.
    case alias(String)

    /// A part of a property that can be pointed at on its own.
    public enum PropertyPart: Hashable, Sendable {
        /// An attribute's type.
        case type
        /// An attribute's default.
        case defaultValue
        /// The previous name a property gives (`originalName`).
        case originalName
        /// A relationship's target.
        case target
        /// A relationship's inverse.
        case inverse
    }

    /// The element that contains this one, if any: a part's property, a property's model, a case's enum.
    public var container: SchemaElement? {
        switch self {
        case .version: nil
        case .enumeration, .structure, .model, .alias: .version
        case .enumCase(let enumName, _): .enumeration(enumName)
        case .structField(let structName, _): .structure(structName)
        case .modelRenamedFrom(let model), .modelSuperclass(let model), .uniqueConstraint(let model, _),
            .index(let model, _), .property(let model, _):
            .model(model)
        case .propertyPart(let model, let name, _): .property(model: model, name: name)
        }
    }

    /// `Model`, `Model.property`, `Enum.case`, `Struct.field`, or `version`.
    public var description: String {
        switch self {
        case .version: "version"
        case .enumeration(let name), .structure(let name), .model(let name), .alias(let name): name
        case .modelRenamedFrom(let model), .modelSuperclass(let model): model
        case .enumCase(let enumName, let name): "\(enumName).\(name)"
        case .structField(let structName, let name): "\(structName).\(name)"
        case .uniqueConstraint(let model, let properties), .index(let model, let properties):
            "\(model)[\(properties.joined(separator: ", "))]"
        case .property(let model, let name), .propertyPart(let model, let name, _): "\(model).\(name)"
        }
    }
}

import SchemaModel

/// The two properties of an enum attribute stored as its raw value (`storage: rawValue`), as both flavors
/// have them: `statusRawValue`, of the enum's raw type, which `#Predicate` and SQL compare, and `status`, of
/// the enum. Each flavor stores one and computes the other (its extension of this type writes them); either
/// way code reads and writes `status` and filters on `statusRawValue`.
struct RawValueProperties: Hashable, Sendable {
    let attribute: Attribute
    /// The attribute's enum, as its version declares it.
    let enumeration: EnumDeclaration

    /// The properties of each of `model`'s attributes stored as their raw value, in order: all a class renderer
    /// keeps of its schema for them (renderers are compared whole, so they hold no more than they read).
    static func all(of model: Model, in schema: Schema) -> [RawValueProperties] {
        model.attributes.compactMap { RawValueProperties($0, in: schema) }
    }

    /// The properties of `attribute` when it is stored as its raw value and its enum is declared in `schema`.
    init?(_ attribute: Attribute, in schema: Schema) {
        guard attribute.storesRawValue, let name = attribute.type.enumName,
            let enumeration = schema.enumDeclaration(named: name)
        else { return nil }
        self.attribute = attribute
        self.enumeration = enumeration
    }

    /// `statusRawValue`, escaped where Swift needs it.
    var rawName: String { SwiftNames.escaped(attribute.rawValuePropertyName) }

    /// `String`, or `String?` for an optional attribute.
    var rawType: String { enumeration.rawType.rawValue + (attribute.type.isOptional ? "?" : "") }

    /// What the memberwise initialiser of a class that stores the raw value assigns: the raw value of the
    /// argument `argument`.
    func rawAssignment(from argument: String) -> String {
        "self.\(rawName) = \(argument)\(attribute.type.isOptional ? "?" : "").rawValue"
    }
}

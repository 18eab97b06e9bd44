import SchemaModel

/// What SwiftData's inferred (lightweight) migration does with a store, owned here and nowhere else: the
/// generator's checks and conversion chain read it, and so does the SwiftData stand-in that executes staged
/// migration where Apple's framework is absent (`docs/SwiftData.md` names the Apple pages).
public enum SwiftDataInferredMigration {
    /// An attribute's type as the store holds it: `Int` is `Int64` on every platform SwiftData runs on, an enum
    /// is stored under its own name, and a struct as a composite attribute of that name. Apple doesn't say
    /// whether a composite's fields enter the version hash; leaving them out is the side that can't crash:
    /// a step that changes only a struct then hashes alike here and is refused (SG520) until an attribute's
    /// `hashModifier` says its values changed form, where counting them could pass a plan SwiftData refuses
    /// at launch as holding two equal checksums.
    public static func storageType(_ type: AttributeType) -> String {
        let scalar: String
        switch type.scalar {
        case .primitive(.int): scalar = PrimitiveType.int64.rawValue
        case .primitive(let primitive): scalar = primitive.rawValue
        case .enumeration(let name): scalar = "enum \(name)"
        case .structure(let name): scalar = "struct \(name)"
        }
        return (type.isArray ? "[\(scalar)]" : scalar) + (type.isOptional ? "?" : "")
    }

    /// An attribute's type as SwiftData's entity describes it: ``storageType(_:)``, or `transformable` for a value
    /// stored through a value transformer (Core Data's transformable attribute type, whatever the value's type).
    public static func attributeType(of attribute: Attribute) -> String {
        attribute.transformer == nil ? storageType(attribute.type.nonOptional) : "transformable"
    }

    /// An attribute as SwiftData's entity holds it: one stored as its raw value (`storage: rawValue`) is its
    /// raw-value property (`statusRawValue`), of the enum's raw type and the attribute's optionality, since the
    /// generated class persists that property and computes the enum; any other attribute is itself.
    public static func storedAttribute(_ attribute: Attribute, in schema: Schema) -> Attribute {
        guard attribute.storesRawValue, let name = attribute.type.enumName,
            let rawType = schema.enumDeclaration(named: name)?.rawType
        else { return attribute }
        var stored = attribute
        stored.name = attribute.rawValuePropertyName
        stored.type = AttributeType(
            .primitive(rawType == .string ? .string : .int), isOptional: attribute.type.isOptional)
        stored.storesRawValue = false
        return stored
    }

    /// Whether inferred migration carries an attribute's values from `old` (declared in `oldSchema`) to `new`
    /// (in `newSchema`): it adds, removes and renames attributes and relaxes optionality, but never converts
    /// a stored value (Core Data's "Lightweight migration" page lists what an inferred mapping model can do).
    /// An enum is stored by its raw value, so two enums with the same raw type store alike: values carry from
    /// one to the other, and whether each raw value is a case of the new enum is the data's business.
    public static func keepsValues(
        from old: AttributeType, in oldSchema: Schema, to new: AttributeType, in newSchema: Schema
    )
        -> Bool
    {
        storedForm(old.nonOptional, in: oldSchema) == storedForm(new.nonOptional, in: newSchema)
    }

    /// What the store holds for a value of `type`: ``storageType(_:)``, with an enum as its raw type.
    private static func storedForm(_ type: AttributeType, in schema: Schema) -> String {
        guard let name = type.enumName, let rawType = schema.enumDeclaration(named: name)?.rawType else {
            return storageType(type)
        }
        let raw = AttributeType(.primitive(rawType == .string ? .string : .int64), isArray: type.isArray)
        return storageType(raw)
    }
}

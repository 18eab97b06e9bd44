import SchemaModel

/// What SwiftData's inferred (lightweight) migration does with a store, owned here and nowhere else: the
/// generator's checks and conversion chain read it, and so does the SwiftData stand-in that executes staged
/// migration where Apple's framework is absent (`docs/SwiftData.md` names the Apple pages).
public enum SwiftDataInferredMigration {
    /// An attribute's type as the store holds it: `Int` is `Int64` on every platform SwiftData runs on, and
    /// an enum is stored under its own name.
    public static func storageType(_ type: AttributeType) -> String {
        let scalar: String
        switch type.scalar {
        case .primitive(.int): scalar = PrimitiveType.int64.rawValue
        case .primitive(let primitive): scalar = primitive.rawValue
        case .enumeration(let name): scalar = "enum \(name)"
        }
        return (type.isArray ? "[\(scalar)]" : scalar) + (type.isOptional ? "?" : "")
    }

    /// Whether inferred migration carries an attribute's values from `old` to `new`: it adds, removes and
    /// renames attributes and relaxes optionality, but never converts a stored type (Core Data's "Lightweight
    /// migration" page lists what an inferred mapping model can do).
    public static func keepsValues(from old: AttributeType, to new: AttributeType) -> Bool {
        storageType(old.nonOptional) == storageType(new.nonOptional)
    }
}

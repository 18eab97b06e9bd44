/// The type of an attribute: a primitive or a declared enum, possibly an array, possibly optional.
///
/// Written in the schema the way it is written in Swift: `String`, `Int?`, `[String]`, `[ActivityLevel]?`.
public struct AttributeType: Hashable, Sendable, CustomStringConvertible {
    /// The type of a single value, or of each element of an array.
    public enum Scalar: Hashable, Sendable, CustomStringConvertible {
        /// A built-in type.
        case primitive(PrimitiveType)
        /// An enum declared under `enums:` in the same version, by name.
        case enumeration(String)

        /// The Swift spelling.
        public var description: String {
            switch self {
            case .primitive(let primitive): primitive.swiftName
            case .enumeration(let name): name
            }
        }
    }

    /// The value type, or the element type of an array.
    public var scalar: Scalar
    /// Whether the attribute holds an array of `scalar`.
    public var isArray: Bool
    /// Whether the attribute may be `nil`.
    public var isOptional: Bool

    /// Creates a type.
    public init(_ scalar: Scalar, isArray: Bool = false, isOptional: Bool = false) {
        self.scalar = scalar
        self.isArray = isArray
        self.isOptional = isOptional
    }

    /// The same type, required.
    public var nonOptional: AttributeType {
        var copy = self
        copy.isOptional = false
        return copy
    }

    /// The type of one element: the same type, not an array and not optional.
    public var elementType: AttributeType { AttributeType(scalar) }

    /// The name of the enum the type uses, if any.
    public var enumName: String? {
        if case .enumeration(let name) = scalar { return name }
        return nil
    }

    /// The Swift spelling: `String`, `[Int]?`.
    public var description: String {
        let base = isArray ? "[\(scalar)]" : scalar.description
        return isOptional ? base + "?" : base
    }
}

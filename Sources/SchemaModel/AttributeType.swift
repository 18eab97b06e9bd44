/// The type of an attribute: a primitive, a declared enum or a declared struct, possibly an array, possibly optional, possibly
/// spelled another way in code (`TimeInterval`).
///
/// Written in the schema the way it is written in Swift: `String`, `Int?`, `[String]`, `[ActivityLevel]?`.
public struct AttributeType: Hashable, Sendable, CustomStringConvertible {
    /// The type of a single value, or of each element of an array.
    public enum Scalar: Hashable, Sendable, CustomStringConvertible {
        /// A built-in type.
        case primitive(PrimitiveType)
        /// An enum declared under `enums:` in the same version, by name.
        case enumeration(String)
        /// A struct declared under `structs:` in the same version, by name.
        case structure(String)

        /// The Swift spelling.
        public var description: String {
            switch self {
            case .primitive(let primitive): primitive.swiftName
            case .enumeration(let name), .structure(let name): name
            }
        }
    }

    /// Another Swift name for a built-in type, which code is written with and the store never sees:
    /// `TimeInterval` is stored as the `Double` it is.
    public enum Spelling: String, CaseIterable, Hashable, Sendable {
        /// Foundation's `TimeInterval`, a typealias of `Double`.
        case timeInterval = "TimeInterval"
        /// `CGFloat`, a struct holding a `Double` on every 64-bit platform (Core Graphics on Apple's,
        /// Foundation elsewhere).
        case cgFloat = "CGFloat"
        /// The standard library's `Float64`, a typealias of `Double`.
        case float64 = "Float64"
        /// The standard library's `Float32`, a typealias of `Float`.
        case float32 = "Float32"

        /// The built-in type the value is stored as.
        public var primitive: PrimitiveType {
            switch self {
            case .timeInterval, .cgFloat, .float64: .double
            case .float32: .float
            }
        }
    }

    /// The value type, or the element type of an array.
    public var scalar: Scalar
    /// Whether the attribute holds an array of `scalar`.
    public var isArray: Bool
    /// Whether the attribute may be `nil`.
    public var isOptional: Bool
    /// How code spells the scalar, when not by its own name (`TimeInterval` for a `Double`); `nil` otherwise.
    /// Part of the type as code sees it, never of what is stored.
    public var spelling: Spelling?

    /// Creates a type; a `spelling` goes with its own primitive type only.
    public init(_ scalar: Scalar, isArray: Bool = false, isOptional: Bool = false, spelling: Spelling? = nil) {
        self.scalar = scalar
        self.isArray = isArray
        self.isOptional = isOptional
        self.spelling = spelling.flatMap { scalar == .primitive($0.primitive) ? $0 : nil }
    }

    /// The same type, required.
    public var nonOptional: AttributeType {
        var copy = self
        copy.isOptional = false
        return copy
    }

    /// The same type spelled by its stored type's own name: what every question about storage compares.
    public var stored: AttributeType {
        var copy = self
        copy.spelling = nil
        return copy
    }

    /// The type of one element: the same type, not an array and not optional.
    public var elementType: AttributeType { AttributeType(scalar, spelling: spelling) }

    /// The name of the enum the type uses, if any.
    public var enumName: String? {
        if case .enumeration(let name) = scalar { return name }
        return nil
    }

    /// The name of the struct the type uses, if any.
    public var structName: String? {
        if case .structure(let name) = scalar { return name }
        return nil
    }

    /// The name of the enum or struct the type uses, if it uses a declared type.
    public var declaredTypeName: String? {
        switch scalar {
        case .primitive: nil
        case .enumeration(let name), .structure(let name): name
        }
    }

    /// The Swift spelling: `String`, `[Int]?`, `TimeInterval`.
    public var description: String {
        let name = spelling?.rawValue ?? scalar.description
        let base = isArray ? "[\(name)]" : name
        return isOptional ? base + "?" : base
    }
}

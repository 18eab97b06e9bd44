/// A value type with a fixed set of cases, usable as an attribute type and stored by raw value.
public struct EnumDeclaration: Hashable, Sendable {
    /// The type of an enum's raw values.
    public enum RawType: String, CaseIterable, Hashable, Sendable {
        /// Raw values are strings (the default).
        case string = "String"
        /// Raw values are integers.
        case int = "Int"
    }

    /// A raw value.
    public enum RawValue: Hashable, Sendable, CustomStringConvertible {
        /// A string raw value.
        case string(String)
        /// An integer raw value.
        case int(Int64)

        /// The value as a Swift literal would spell it (strings quoted).
        public var description: String {
            switch self {
            case .string(let value): "\"\(value)\""
            case .int(let value): String(value)
            }
        }
    }

    /// One case.
    public struct Case: Hashable, Sendable {
        /// The case name.
        public var name: String
        /// Its raw value.
        public var rawValue: RawValue
        /// Whether the raw value was written (`cases:` as a map) rather than implied by name or position.
        public var hasExplicitRawValue: Bool

        /// Creates a case.
        public init(_ name: String, _ rawValue: RawValue, explicit hasExplicitRawValue: Bool = false) {
            self.name = name
            self.rawValue = rawValue
            self.hasExplicitRawValue = hasExplicitRawValue
        }
    }

    /// The enum's name.
    public var name: String
    /// The type of its raw values.
    public var rawType: RawType
    /// The cases, in declaration order.
    public var cases: [Case]
    /// Documentation for the generated enum (`doc:`); never a change.
    public var documentation: String?

    /// Creates an enum.
    public init(name: String, rawType: RawType, cases: [Case], documentation: String? = nil) {
        self.name = name
        self.rawType = rawType
        self.cases = cases
        self.documentation = documentation
    }

    /// The case with the given name.
    public func enumCase(named name: String) -> Case? {
        cases.first { $0.name == name }
    }
}

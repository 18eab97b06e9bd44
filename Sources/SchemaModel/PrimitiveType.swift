/// The built-in value types an attribute can have, named as in Swift.
public enum PrimitiveType: String, CaseIterable, Hashable, Sendable {
    case string = "String"
    case bool = "Bool"
    case int = "Int"
    case int8 = "Int8"
    case int16 = "Int16"
    case int32 = "Int32"
    case int64 = "Int64"
    case uint8 = "UInt8"
    case uint16 = "UInt16"
    case uint32 = "UInt32"
    case uint64 = "UInt64"
    case double = "Double"
    case float = "Float"
    case decimal = "Decimal"
    case date = "Date"
    case uuid = "UUID"
    case data = "Data"
    case url = "URL"

    /// The Swift spelling of the type.
    public var swiftName: String { rawValue }

    /// The type spelled `swiftName`, if it is one: what `init(rawValue:)` answers, by one hash lookup
    /// instead of comparing the name with each spelling in turn, since a large history asks it for every
    /// attribute it reads.
    public static func named(_ swiftName: String) -> PrimitiveType? {
        bySwiftName[swiftName]
    }

    private static let bySwiftName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The inclusive range of an integer type, as `Int64`/`UInt64` bounds; `nil` for non-integer types.
    ///
    /// `Int` is taken to be 64 bits, as on every platform SwiftData and server-side Swift run on.
    public var integerRange: (min: Int64, max: UInt64)? {
        switch self {
        case .int, .int64: (Int64.min, UInt64(Int64.max))
        case .int8: (Int64(Int8.min), UInt64(Int8.max))
        case .int16: (Int64(Int16.min), UInt64(Int16.max))
        case .int32: (Int64(Int32.min), UInt64(Int32.max))
        case .uint8: (0, UInt64(UInt8.max))
        case .uint16: (0, UInt64(UInt16.max))
        case .uint32: (0, UInt64(UInt32.max))
        case .uint64: (0, UInt64.max)
        default: nil
        }
    }

    /// Whether the type is one of the integer types.
    public var isInteger: Bool { integerRange != nil }

    /// Whether the type is a binary or decimal floating-point type.
    public var isFloatingPoint: Bool { self == .double || self == .float || self == .decimal }
}

extension PrimitiveType {
    /// The next wider type of the same kind, for hints about values out of range (`Int8` -> `Int16`).
    public var wider: PrimitiveType {
        switch self {
        case .int8: .int16
        case .int16: .int32
        case .int32: .int64
        case .uint8: .uint16
        case .uint16: .uint32
        case .uint32: .uint64
        case .float: .double
        default: self
        }
    }
}

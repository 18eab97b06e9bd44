/// An attribute's default, already checked against the attribute's type and normalised so that equal
/// values compare equal (`0` and `0.0` for a `Double`, `1970-01-01` and `1970-01-01T00:00:00Z`).
public indirect enum DefaultValue: Hashable, Sendable, CustomStringConvertible {
    /// A `String` value.
    case string(String)
    /// A `Bool` value.
    case bool(Bool)
    /// A signed integer value (for every integer type, when it fits in `Int64`).
    case integer(Int64)
    /// An unsigned integer above `Int64.max` (only `UInt64` can hold one).
    case unsignedInteger(UInt64)
    /// A `Double` or `Float` value.
    case floatingPoint(Double)
    /// A `Decimal` value in canonical form: no leading `+`, no redundant zeros (`"1.5"`, `"-0.25"`, `"10"`).
    case decimal(String)
    /// A fixed `Date`, as seconds since 1970-01-01T00:00:00Z.
    case date(secondsSince1970: Double)
    /// The time of insertion (`now`), for `Date`.
    case now
    /// A fixed `UUID`, upper-case as Foundation prints it.
    case uuid(String)
    /// A fresh UUID for each row (`uuid`), for `UUID`.
    case generatedUUID
    /// A `URL`, as written.
    case url(String)
    /// `Data`, from base64 text, kept as the canonical base64 of its bytes.
    case data(base64: String)
    /// A case of an enum, by case name.
    case enumCase(String)
    /// An array value (`[]` or a list of element values).
    case array([DefaultValue])
    /// A Swift expression (`{ swift: "Data()" }`), written verbatim into generated code and evaluated for each
    /// new instance; the store has no value for it, so rows that exist when the attribute is added need one
    /// from a stage.
    case expression(String)

    /// Whether every row gets the same value (false for `uuid`, whose value differs per row, and for `now`,
    /// which is taken at insertion time).
    public var isConstant: Bool {
        switch self {
        case .now, .generatedUUID, .expression: false
        case .array(let elements): elements.allSatisfy(\.isConstant)
        default: true
        }
    }

    /// A compact, schema-like spelling used in messages and plans.
    public var description: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .bool(let value): String(value)
        case .integer(let value): String(value)
        case .unsignedInteger(let value): String(value)
        case .floatingPoint(let value): String(value)
        case .decimal(let value): value
        case .date(let seconds): "date(\(seconds))"
        case .now: "now"
        case .uuid(let value): value
        case .generatedUUID: "uuid"
        case .url(let value): value
        case .data(let base64): "data(\(base64))"
        case .enumCase(let name): "." + name
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .expression(let code): "{ swift: \(code) }"
        }
    }
}

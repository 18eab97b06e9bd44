/// Short spellings of attribute types, as generated code writes them where it states a schema:
/// `.string.optional` for `String?`, `.enumeration("Mood").array` for `[Mood]`, `.double.spelled(.timeInterval)`
/// for `TimeInterval`. Each is the same value as the long form (`AttributeType(.primitive(.string), isOptional:
/// true)`).
extension AttributeType {
    /// `String`.
    public static var string: AttributeType { AttributeType(.primitive(.string)) }
    /// `Bool`.
    public static var bool: AttributeType { AttributeType(.primitive(.bool)) }
    /// `Int`.
    public static var int: AttributeType { AttributeType(.primitive(.int)) }
    /// `Int8`.
    public static var int8: AttributeType { AttributeType(.primitive(.int8)) }
    /// `Int16`.
    public static var int16: AttributeType { AttributeType(.primitive(.int16)) }
    /// `Int32`.
    public static var int32: AttributeType { AttributeType(.primitive(.int32)) }
    /// `Int64`.
    public static var int64: AttributeType { AttributeType(.primitive(.int64)) }
    /// `UInt8`.
    public static var uint8: AttributeType { AttributeType(.primitive(.uint8)) }
    /// `UInt16`.
    public static var uint16: AttributeType { AttributeType(.primitive(.uint16)) }
    /// `UInt32`.
    public static var uint32: AttributeType { AttributeType(.primitive(.uint32)) }
    /// `UInt64`.
    public static var uint64: AttributeType { AttributeType(.primitive(.uint64)) }
    /// `Double`.
    public static var double: AttributeType { AttributeType(.primitive(.double)) }
    /// `Float`.
    public static var float: AttributeType { AttributeType(.primitive(.float)) }
    /// `Decimal`.
    public static var decimal: AttributeType { AttributeType(.primitive(.decimal)) }
    /// `Date`.
    public static var date: AttributeType { AttributeType(.primitive(.date)) }
    /// `UUID`.
    public static var uuid: AttributeType { AttributeType(.primitive(.uuid)) }
    /// `Data`.
    public static var data: AttributeType { AttributeType(.primitive(.data)) }
    /// `URL`.
    public static var url: AttributeType { AttributeType(.primitive(.url)) }

    /// The enum named `name`.
    public static func enumeration(_ name: String) -> AttributeType { AttributeType(.enumeration(name)) }

    /// The struct named `name`.
    public static func structure(_ name: String) -> AttributeType { AttributeType(.structure(name)) }

    /// An array of this type's values: `[String]` from `String`.
    public var array: AttributeType {
        var type = self
        type.isArray = true
        return type
    }

    /// This type, optional: `String?` from `String`, `[String]?` from `[String]`.
    public var optional: AttributeType {
        var type = self
        type.isOptional = true
        return type
    }

    /// This type as Swift code spells it by an alias (`TimeInterval` for `Double`).
    public func spelled(_ spelling: Spelling) -> AttributeType {
        var type = self
        type.spelling = spelling
        return type
    }
}

import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("Defaults are checked against their type and normalised")
struct DefaultValueLoadingTests {
    /// The default of `Item.value` declared with `type` and the YAML `value`.
    func defaultValue(_ type: String, _ value: String, enums: String = "") throws -> DefaultValue? {
        let schema = try loadValidSchema(
            itemSchema(attributes: "      value: { type: \(type), default: \(value) }\n", enums: enums))
        return try schema.attribute("Item", "value").defaultValue
    }

    @Test("scalars of every kind")
    func scalars() throws {
        #expect(try defaultValue("String", "pending") == .string("pending"))
        #expect(try defaultValue("String", "\"\"") == .string(""))
        #expect(try defaultValue("String", "12") == .string("12"))
        #expect(try defaultValue("Bool", "true") == .bool(true))
        #expect(try defaultValue("Bool", "False") == .bool(false))
        #expect(try defaultValue("Int", "-42") == .integer(-42))
        #expect(try defaultValue("Int8", "-128") == .integer(-128))
        #expect(try defaultValue("UInt8", "255") == .integer(255))
        #expect(try defaultValue("Int64", "-9223372036854775808") == .integer(Int64.min))
        #expect(try defaultValue("UInt64", "18446744073709551615") == .unsignedInteger(UInt64.max))
        #expect(try defaultValue("Double", "2.5e3") == .floatingPoint(2500))
        #expect(try defaultValue("Float", "0.25") == .floatingPoint(0.25))
        #expect(try defaultValue("Decimal", "+019.990") == .decimal("19.99"))
        #expect(try defaultValue("Decimal", "-0.0") == .decimal("0"))
        #expect(try defaultValue("URL", "https://example.com/a?b=c") == .url("https://example.com/a?b=c"))
        #expect(try defaultValue("Data", "AAEC/w==") == .data(base64: "AAEC/w=="))
    }

    @Test("defaults compare by value: 0 equals 0.0 for a Double")
    func numericEquality() throws {
        #expect(try defaultValue("Double", "0") == defaultValue("Double", "0.0"))
        #expect(try defaultValue("Double", "1") == defaultValue("Double", "1.000"))
    }

    @Test("dates: a date equals midnight UTC, offsets and fractions are honoured")
    func dates() throws {
        #expect(try defaultValue("Date", "1970-01-01") == .date(secondsSince1970: 0))
        #expect(try defaultValue("Date", "1970-01-01T00:00:00Z") == defaultValue("Date", "1970-01-01"))
        #expect(try defaultValue("Date", "2024-02-29T12:30:00Z") == .date(secondsSince1970: 1_709_209_800))
        #expect(try defaultValue("Date", "1970-01-01T02:00:00+02:00") == .date(secondsSince1970: 0))
        #expect(try defaultValue("Date", "1970-01-01T00:00:00.5Z") == .date(secondsSince1970: 0.5))
        #expect(try defaultValue("Date", "1969-12-31") == .date(secondsSince1970: -86_400))
        #expect(try defaultValue("Date", "now") == .now)
    }

    @Test("UUIDs: the uuid keyword, and literals normalised to upper case")
    func uuids() throws {
        #expect(try defaultValue("UUID", "uuid") == .generatedUUID)
        #expect(
            try defaultValue("UUID", "123e4567-e89b-12d3-a456-426614174000")
                == .uuid("123E4567-E89B-12D3-A456-426614174000"))
        #expect(DefaultValue.generatedUUID.isConstant == false)
        #expect(DefaultValue.now.isConstant == false)
    }

    @Test("enum cases, with or without a leading dot")
    func enumCases() throws {
        let enums = "  Level: [low, high]\n"
        #expect(try defaultValue("Level", "high", enums: enums) == .enumCase("high"))
        #expect(try defaultValue("Level", "\".low\"", enums: enums) == .enumCase("low"))
    }

    @Test("arrays: empty, and lists checked element by element")
    func arrays() throws {
        #expect(try defaultValue("\"[String]\"", "[]") == .array([]))
        #expect(try defaultValue("\"[Int]\"", "[1, 2]") == .array([.integer(1), .integer(2)]))
    }

    @Test("null on an optional attribute means no default")
    func nullOnOptional() throws {
        #expect(try defaultValue("\"String?\"", "null") == nil)
    }

    @Test(
        "wrong defaults are refused with the reason",
        arguments: [
            ("Int8", "128", "is 128, outside the range of Int8 (-128...127)"),
            ("UInt64", "18446744073709551616", "is 18446744073709551616, outside the range of UInt64"),
            ("Double", ".nan", "must be a Double, not '.nan'"),
            ("Double", "0x10", "must be a Double, not '0x10'"),
            ("Date", "2023-02-29", "is '2023-02-29', which is not a real date (day 29 of month 2 is out of range)"),
            ("Date", "2024-01-01T25:00:00Z", "which is not a real date (hour 25 is out of range)"),
            ("Bool", "on", "must be true or false, not 'on'"),
            ("Decimal", "1e5", "must be a Decimal, not '1e5'"),
        ])
    func refusedDefaults(type: String, value: String, expected: String) {
        let messages = errorMessages(itemSchema(attributes: "      value: { type: \(type), default: \(value) }\n"))
        #expect(messages.count == 1)
        #expect(messages.first?.contains(expected) == true, "\(messages)")
    }
}

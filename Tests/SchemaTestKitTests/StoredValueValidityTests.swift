import SchemaModel
import Testing

@testable import SchemaTestKit

@Suite("A value the latest version can read passes; one it can't is named")
struct StoredValueValidityTests {
    static let schema = Schema(version: SchemaVersion(1, 0, 0), name: "V1", models: [])

    static func attribute(_ type: AttributeType) -> Attribute {
        Attribute(name: "values", type: type)
    }

    @Test("an integer array holding Int.max and Int.min is readable, as the runtime reads it")
    func extremeIntegers() {
        let value = StorageTypes.array([.integer(.max), .integer(.min), .integer(0)])
        #expect(
            StoredValueValidity.problem(
                value, of: Self.attribute(AttributeType(.primitive(.int), isArray: true)), in: Self.schema) == nil)
    }

    @Test("an array element that is no string, number or null is named")
    func nestedElement() {
        #expect(
            StoredValueValidity.problem(
                .text("[1,{\"a\":2}]"), of: Self.attribute(AttributeType(.primitive(.int), isArray: true)),
                in: Self.schema) == "an element of the array: a JSON object where one value belongs")
        #expect(
            StoredValueValidity.problem(
                .text("[1,2.5]"), of: Self.attribute(AttributeType(.primitive(.int), isArray: true)), in: Self.schema)
                == "an element of the array: 2.5 is not an integer")
    }
}

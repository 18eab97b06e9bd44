import SchemaModel
import Testing

/// The loader finds a primitive type by its Swift name through `PrimitiveType.named`, a lookup table that must
/// agree with the enum's raw values.
@Suite("Primitive types by name")
struct PrimitiveTypeTests {
    @Test("every primitive type is found by its Swift name, and only by it")
    func namedAgreesWithRawValues() {
        for type in PrimitiveType.allCases {
            #expect(PrimitiveType.named(type.swiftName) == type)
        }
        for name in ["string", "Integer", "", "Int ", "Swift.String", "[String]"] {
            #expect(PrimitiveType.named(name) == nil, "\(name)")
        }
    }
}

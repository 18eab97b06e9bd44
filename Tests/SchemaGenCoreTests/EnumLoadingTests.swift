import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("Enums load as lists, maps and shorthand")
struct EnumLoadingTests {
    func enumDeclaration(_ enums: String) throws -> EnumDeclaration {
        let schema = try loadValidSchema(itemSchema(attributes: "      value: Level\n", enums: enums))
        return try #require(schema.enumDeclaration(named: "Level"))
    }

    @Test("a plain list of a String enum: raw values are the names")
    func stringList() throws {
        let declaration = try enumDeclaration("  Level:\n    cases: [low, high]\n")
        #expect(declaration.rawType == .string)
        #expect(declaration.cases.map(\.rawValue) == [.string("low"), .string("high")])
        #expect(declaration.cases.allSatisfy { !$0.hasExplicitRawValue })
    }

    @Test("a plain list of an Int enum: raw values are 0, 1, 2 by position")
    func intList() throws {
        let declaration = try enumDeclaration("  Level:\n    rawType: Int\n    cases: [low, medium, high]\n")
        #expect(declaration.cases.map(\.rawValue) == [.int(0), .int(1), .int(2)])
    }

    @Test("a map gives explicit raw values, in the order written")
    func maps() throws {
        let strings = try enumDeclaration("  Level:\n    cases: { low: L, high: \"H\" }\n")
        #expect(strings.cases.map(\.name) == ["low", "high"])
        #expect(strings.cases.map(\.rawValue) == [.string("L"), .string("H")])
        let ints = try enumDeclaration("  Level:\n    rawType: Int\n    cases: { low: -1, high: 10 }\n")
        #expect(ints.cases.map(\.rawValue) == [.int(-1), .int(10)])
        #expect(ints.cases.allSatisfy { $0.hasExplicitRawValue })
    }

    @Test("shorthand: the enum's value is its list of cases")
    func shorthand() throws {
        let declaration = try enumDeclaration("  Level: [low, high]\n")
        #expect(declaration.rawType == .string)
        #expect(declaration.cases.map(\.name) == ["low", "high"])
    }

    @Test("a list case whose raw value repeats another's is refused")
    func repeatedImplicitAndExplicitRawValue() {
        let messages = errorMessages(
            itemSchema(attributes: "      value: Level\n", enums: "  Level:\n    cases: { low: high, high: high }\n"))
        #expect(messages == ["the raw value \"high\" of case 'high' is already the raw value of 'low'"])
    }
}

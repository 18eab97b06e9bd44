import SchemaGenCore
import SchemaKit
import Testing

/// A type change between an enum and a primitive converts through the enum's raw type, so the stub the SwiftData
/// scaffold writes compiles whatever the raw type (a String enum's raw value never goes to `init(exactly:)`).
@Suite("SwiftData conversion stubs between enums and primitives go through the raw type")
struct SwiftDataEnumConversionStubTests {
    /// The scaffold's conversion function of `Item.value` for a step from `old` to `new` (types), with the
    /// enums `Kind` (String raw values) and `Rank` (Int raw values) declared in both versions.
    func stub(from old: String, to new: String) throws -> String {
        let enums = "enums:\n  Kind: [small, large]\n  Rank: { rawType: Int, cases: { low: 1, high: 2 } }\n"
        let v1 = "version: 1.0.0\n\(enums)models:\n  Item:\n    attributes:\n      value: \(old)\n"
        let v2 = "version: 2.0.0\n\(enums)models:\n  Item:\n    attributes:\n      value: \(new)\n"
        let options = GenerationOptions(flavor: .swiftdata)
        let files = [SchemaSourceFile(name: "V1.yaml", text: v1), SchemaSourceFile(name: "V2.yaml", text: v2)]
        let analysis = try #require(SchemaPipeline(options: options).run(files: files, folder: ".").analysis)
        let stages = GenerationContext(options: options).scaffold(analysis)
        let text = stages.map(\.contents).joined()
        let start = try #require(text.range(of: "    private static func convertItemValue"))
        let end = try #require(text.range(of: "\n    }\n", range: start.upperBound..<text.endIndex))
        return String(text[start.lowerBound..<end.upperBound])
    }

    @Test("a String enum to Int parses its raw value")
    func stringEnumToInt() throws {
        #expect(
            try stub(from: "Kind", to: "Int") == """
                    private static func convertItemValue(_ old: SchemaV2Converting.Kind) throws -> Int {
                        if let value = Int(old.rawValue) { return value }
                        throw SchemaMigrationsStagesError("Item.value: convert \\(old) to Int in convertItemValue")
                    }

                """)
    }

    @Test("an Int enum to Double converts its raw value exactly")
    func intEnumToDouble() throws {
        #expect(
            try stub(from: "Rank", to: "Double").contains(
                "if let value = Double(exactly: old.rawValue) { return value }"))
    }

    @Test("text to an Int enum parses the raw value first; a number to a String enum describes it")
    func primitiveToEnum() throws {
        #expect(
            try stub(from: "String", to: "Rank").contains(
                "if let raw = Int(old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }"))
        #expect(
            try stub(from: "Int", to: "Kind").contains(
                "if let raw = Optional(String(describing: old)), let value = SchemaV2Converting.Kind(rawValue: raw) {\n"
                    + "            return value\n        }\n"))
        #expect(
            try stub(from: "Int16", to: "Rank").contains(
                "if let raw = Int(exactly: old), let value = SchemaV2Converting.Rank(rawValue: raw) { return value }"))
    }
}

import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// `TimeInterval`, `CGFloat`, `Float64` and `Float32` are kept as written in generated code and stored as the
/// type they stand for, so a model that spells its types that way comes in as it is.
@Suite("Other spellings of stored types: kept in code, stored and hashed as their type")
struct TypeSpellingTests {
    static let v1 = """
        version: 1.0.0
        models:
          Run:
            attributes:
              width: { type: CGFloat, default: 0.5 }
              duration: TimeInterval?
              splits: "[Float32]"
              pace: Float64

        """

    @Test("each spelling loads as its stored type, with the spelling kept")
    func spellingsLoad() throws {
        let schema = try loadValidSchema(Self.v1)
        #expect(
            try schema.attribute("Run", "width").type == AttributeType(.primitive(.double), spelling: .cgFloat))
        let duration = try schema.attribute("Run", "duration").type
        #expect(duration.stored == AttributeType(.primitive(.double), isOptional: true))
        #expect(duration.description == "TimeInterval?")
        #expect(try schema.attribute("Run", "splits").type.description == "[Float32]")
        #expect(try schema.attribute("Run", "splits").type.scalar == .primitive(.float))
        #expect(try schema.attribute("Run", "pace").type.stored == AttributeType(.primitive(.double)))
        // Stored as the type they stand for: the same columns as Double and Float.
        let columns = StoreLayout(schema.schema).table(forEntity: "Run")?.columns.map(\.sqlType) ?? []
        let plain = try loadValidSchema(
            Self.v1.replacingOccurrences(of: "CGFloat", with: "Double").replacingOccurrences(
                of: "TimeInterval", with: "Double"
            ).replacingOccurrences(of: "Float32", with: "Float").replacingOccurrences(of: "Float64", with: "Double"))
        #expect(columns == StoreLayout(plain.schema).table(forEntity: "Run")?.columns.map(\.sqlType))
        #expect(SchemaFingerprint.of(schema.schema) == SchemaFingerprint.of(plain.schema))
    }

    @Test("both flavors write the type as it was written")
    func rendering() throws {
        for options in [GenerationOptions(), GenerationOptions(flavor: .swiftdata)] {
            let model = try #require(generatedFiles([Self.v1], options: options)["SchemaV1.swift"])
            #expect(model.contains("public var width: CGFloat"), "\(model)")
            #expect(model.contains("public var duration: TimeInterval?"), "\(model)")
            #expect(model.contains("public var splits: [Float32]"), "\(model)")
            #expect(model.contains("public var pace: Float64"), "\(model)")
        }
    }

    @Test("a step that only respells a type is lightweight; SwiftData would hash it alike (SG520)")
    func respellingStep() {
        let v1 = "version: 1.0.0\nmodels:\n  Run:\n    attributes:\n      duration: Double\n"
        let v2 = "version: 1.1.0\nmodels:\n  Run:\n    attributes:\n      duration: TimeInterval\n"
        let files = [SchemaSourceFile(name: "V1.yaml", text: v1), SchemaSourceFile(name: "V2.yaml", text: v2)]
        let portable = SchemaPipeline().run(files: files, folder: ".")
        #expect(portable.diagnostics.filter { $0.severity == .error }.isEmpty, "\(portable.diagnostics)")
        let change = portable.analysis?.steps.last?.changes.first
        #expect(change?.kind == .attributeSpellingChanged && change?.effect == .lightweight)
        #expect(change?.detail == "Double -> TimeInterval")
        let swiftData = SchemaPipeline(options: GenerationOptions(flavor: .swiftdata)).run(files: files, folder: ".")
        #expect(swiftData.diagnostics.map(\.code) == [.duplicateVersionHash], "\(swiftData.diagnostics)")
    }

    @Test("a misspelled spelling gets a hint naming it")
    func misspelled() {
        let text = "version: 1.0.0\nmodels:\n  Run:\n    attributes:\n      width: CGFlaot\n"
        let found = SchemaPipeline().run(files: [SchemaSourceFile(name: "V1.yaml", text: text)], folder: ".")
        #expect(
            found.diagnostics.map(\.formatted) == [
                "V1.yaml:5:14: error: unknown type 'CGFlaot' for the attribute 'Run.width' [SG300]\n    hint: did you mean 'CGFloat'?"
            ])
    }
}

import SchemaGenCore
import SchemaKit
import SchemaModel
import SwiftDataStoreRules
import Testing

/// Every attribute option SwiftData offers has a key, is written into `@Attribute(...)` as declared, survives
/// the writer the import uses, and does to the version hash and the steps what docs/SwiftData.md says.
@Suite("SwiftData's attribute options: a key each, carried into @Attribute, hashed and diffed as documented")
struct SwiftDataAttributeOptionTests {
    static let withOptions = """
        version: 1.0.0
        models:
          Note:
            attributes:
              title: { type: String, spotlight: true, preserveValueOnDeletion: true }
              secret: { type: "String?", allowsCloudEncryption: true }
              scrollOffset: { type: Double, default: 0, ephemeral: true }
              colors: { type: "[String]", transformer: ColorTransformer }
              archived: { type: "Data?", transformerName: NSSecureUnarchiveFromData, externalStorage: true }
              body: { type: String, externalStorage: true }

        """

    @Test("each key loads into the attribute; ephemeral makes it transient")
    func keysLoad() throws {
        let schema = try loadValidSchema(Self.withOptions)
        #expect(try schema.attribute("Note", "title").options == [.spotlight, .preserveValueOnDeletion])
        #expect(try schema.attribute("Note", "secret").options == [.allowsCloudEncryption])
        let ephemeral = try schema.attribute("Note", "scrollOffset")
        #expect(ephemeral.options == [.ephemeral] && ephemeral.isTransient)
        #expect(try schema.attribute("Note", "colors").transformer == .type("ColorTransformer"))
        #expect(try schema.attribute("Note", "archived").transformer == .name("NSSecureUnarchiveFromData"))
        #expect(try schema.attribute("Note", "body").usesExternalStorage)
    }

    @Test("the SwiftData flavor writes each option into @Attribute, and ephemeral is not @Transient")
    func swiftDataRendering() throws {
        let files = generatedFiles([Self.withOptions], options: GenerationOptions(flavor: .swiftdata))
        let model = try #require(files["SchemaV1.swift"])
        let expected = [
            "@Attribute(.spotlight, .preserveValueOnDeletion)\n        public var title: String",
            "@Attribute(.allowsCloudEncryption)\n        public var secret: String?",
            "@Attribute(.ephemeral)\n        public var scrollOffset: Double = 0",
            "@Attribute(.transformable(by: ColorTransformer.self))\n        public var colors: [String]",
            "@Attribute(.externalStorage, .transformable(by: \"NSSecureUnarchiveFromData\"))\n        public var archived: Data?",
            "@Attribute(.externalStorage)\n        public var body: String",
        ]
        for line in expected { #expect(model.contains(line), "missing:\n\(line)\nin:\n\(model)") }
        #expect(!model.contains("@Transient"))
    }

    @Test("the portable flavor stores the values as usual and leaves the ephemeral one out of the table")
    func portableRendering() throws {
        let files = generatedFiles([Self.withOptions])
        let model = try #require(files["SchemaV1.swift"])
        #expect(!model.contains("transformable") && !model.contains("spotlight"))
        let schema = try loadValidSchema(Self.withOptions)
        let columns = StoreLayout(schema.schema).table(forEntity: "Note")?.columns.map(\.name) ?? []
        #expect(columns.sorted() == ["archived", "body", "colors", "secret", "title"])
    }

    @Test("the writer the import uses writes every option back as it was read")
    func writerRoundTrip() throws {
        let text = try rewritten(Self.withOptions)
        #expect(text.contains("scrollOffset: { type: Double, default: 0.0, ephemeral: true }"), "\(text)")
        #expect(text.contains("transformerName: NSSecureUnarchiveFromData"), "\(text)")
    }

    @Test("a value transformer makes the hashed type 'transformable'; the other options are not hash inputs")
    func hashInputs() throws {
        let schema = try loadValidSchema(Self.withOptions)
        let inputs = SwiftDataVersionHash.propertyInputs(of: schema.schema)
        func fields(_ name: String) -> [String]? { inputs.first { $0.property == name }?.fields }
        #expect(fields("colors")?.last == "type=transformable")
        #expect(fields("archived")?.last == "type=transformable")
        #expect(fields("title")?.last == "type=String")
        #expect(fields("scrollOffset") == nil, "an ephemeral attribute is counted as never persisted")
    }

    @Test("a step that only adds a hash-neutral option is a lightweight change SwiftData would hash alike")
    func optionOnlyStep() {
        let v1 = "version: 1.0.0\nmodels:\n  Note:\n    attributes:\n      title: String\n"
        let v2 = "version: 1.1.0\nmodels:\n  Note:\n    attributes:\n      title: { type: String, spotlight: true }\n"
        let portable = SchemaPipeline().run(
            files: [SchemaSourceFile(name: "V1.yaml", text: v1), SchemaSourceFile(name: "V2.yaml", text: v2)],
            folder: ".")
        #expect(portable.diagnostics.filter { $0.severity == .error }.isEmpty)
        let swiftData = SchemaPipeline(options: GenerationOptions(flavor: .swiftdata)).run(
            files: [SchemaSourceFile(name: "V1.yaml", text: v1), SchemaSourceFile(name: "V2.yaml", text: v2)],
            folder: ".")
        #expect(swiftData.diagnostics.map(\.code) == [.duplicateVersionHash], "\(swiftData.diagnostics)")
    }

    @Test("changing a value transformer is an error in the SwiftData flavor, at the attribute, with what to do")
    func transformerChange() {
        let v1 = "version: 1.0.0\nmodels:\n  Note:\n    attributes:\n      colors: \"[String]\"\n"
        let v2 =
            "version: 1.1.0\nmodels:\n  Note:\n    attributes:\n      colors: { type: \"[String]\", transformer: ColorTransformer }\n"
        let files = [SchemaSourceFile(name: "V1.yaml", text: v1), SchemaSourceFile(name: "V2.yaml", text: v2)]
        let swiftData = SchemaPipeline(options: GenerationOptions(flavor: .swiftdata)).run(files: files, folder: ".")
        #expect(
            swiftData.diagnostics.map(\.formatted) == [
                "V2.yaml:5:7: error: 'Note.colors' changes its value transformer (none -> ColorTransformer), which changes how SwiftData stores it; an inferred migration can't convert the stored values [SG410]\n    hint: keep the transformer; or add an attribute with the new one, copy the values to it in a custom stage, and remove the old attribute in a later version"
            ])
        let portable = SchemaPipeline().run(files: files, folder: ".")
        #expect(portable.diagnostics.filter { $0.severity == .error }.isEmpty, "\(portable.diagnostics)")
    }

    @Test("a sealed version's value transformer is sealed: changing it is an error at the attribute")
    func transformerSealed() throws {
        let v1 =
            "version: 1.0.0\nmodels:\n  Note:\n    attributes:\n      colors: { type: \"[String]\", transformer: ColorTransformer }\n"
        let lock = try SealingTests.lock(sealing: [v1])
        #expect(SealingTests.diagnostics([v1], lock: lock).isEmpty)
        let edited = v1.replacingOccurrences(of: "ColorTransformer", with: "PaletteTransformer")
        #expect(
            SealingTests.diagnostics([edited], lock: lock) == [
                "Schemas/V1.yaml:5:7: error: version 1.0.0 is sealed (it has shipped), but 'Note.colors' changed: it was value transformer ColorTransformer of Note.colors; it is now value transformer PaletteTransformer of Note.colors [SG800]"
                    + SealingTests.hint
            ])
        // A hash-neutral option is no stored or hashed change, so adding one to a sealed version is not refused.
        let spotlight = v1.replacingOccurrences(
            of: "transformer: ColorTransformer", with: "transformer: ColorTransformer, spotlight: true")
        #expect(SealingTests.diagnostics([spotlight], lock: lock).isEmpty)
    }

    @Test("a sealed version's ephemeral attributes are sealed, since SwiftData's entity may hold them")
    func ephemeralSealed() throws {
        let v1 =
            "version: 1.0.0\nmodels:\n  Note:\n    attributes:\n      title: String\n      offset: { type: Double, default: 0, ephemeral: true }\n"
        let lock = try SealingTests.lock(sealing: [v1])
        #expect(SealingTests.diagnostics([v1], lock: lock).isEmpty)
        let removed = v1.replacingOccurrences(
            of: "      offset: { type: Double, default: 0, ephemeral: true }\n", with: "")
        #expect(
            SealingTests.diagnostics([removed], lock: lock) == [
                "Schemas/V1.yaml:3:3: error: version 1.0.0 is sealed (it has shipped), but 'Note' changed: it no longer has ephemeral attribute Note.offset (Double) [SG800]"
                    + SealingTests.hint
            ])
    }
}

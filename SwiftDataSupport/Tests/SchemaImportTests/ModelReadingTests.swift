import SchemaImport
import SchemaKit
import Testing

/// How the import reads Swift declarations into the contract: types, defaults, options, relationships,
/// constraints, enums, and where declarations may be.
@Suite("Import: reading models")
struct ModelReadingTests {
    @Test("types: optionals, arrays, generic spellings, module qualification and inference from initial values")
    func types() {
        let files = ImportTestSupport.yaml([
            "App.swift": schemaSource(
                models: ["Item"],
                body: """
                        @Model final class Item {
                            var a: Optional<String>
                            var b: Array<Int> = []
                            var c: Swift.String = "x"
                            var d: [Foundation.Date]?
                            var e = 0
                            var f = 1.5
                            var g = true
                            var h = Date()
                            var i: Int8 = -3
                            var j: URL? = URL(string: "https://example.com/a?b=c")!
                            var k: Decimal = 12.25
                            init() {}
                        }
                    """)
        ])
        #expect(
            files["V1.yaml"]?.contains(
                """
                      a: String?
                      b: { type: "[Int]", default: [] }
                      c: { type: String, default: x }
                      d: "[Date]?"
                      e: { type: Int, default: 0 }
                      f: { type: Double, default: 1.5 }
                      g: { type: Bool, default: true }
                      h: { type: Date, default: now }
                      i: { type: Int8, default: -3 }
                      j: { type: "URL?", default: "https://example.com/a?b=c" }
                      k: { type: Decimal, default: 12.25 }
                """) == true, "\(files["V1.yaml"] ?? "")")
    }

    @Test("computed properties, static properties and methods are skipped; @Transient with a value is transient")
    func skipped() {
        let files = ImportTestSupport.yaml([
            "App.swift": schemaSource(
                models: ["Item"],
                body: """
                        @Model final class Item {
                            var name: String = ""
                            var upper: String { name.uppercased() }
                            var both: Int { get { 1 } set { } }
                            var observed: Int = 0 { didSet { } }
                            static var shared = 1
                            @Transient var cache: Int = 0
                            func touch() {}
                            init() {}
                        }
                    """)
        ])
        let text = files["V1.yaml"] ?? ""
        #expect(!text.contains("upper") && !text.contains("both") && !text.contains("shared"))
        #expect(text.contains("observed: { type: Int, default: 0 }"))
        #expect(text.contains("cache: { type: Int, default: 0, transient: true }"))
    }

    @Test(
        "@Attribute and @Relationship arguments, #Unique and #Index, and model-typed properties without @Relationship")
    func options() {
        let files = ImportTestSupport.yaml([
            "App.swift": schemaSource(
                models: ["Owner", "Pet"],
                body: """
                        @Model final class Owner {
                            #Unique<Owner>([\\.name, \\.email], [\\.email])
                            #Index<Owner>([\\.name], [\\.email, \\.name])
                            @Attribute(.unique, originalName: "full_name") var name: String = ""
                            @Attribute(.externalStorage, hashModifier: "v2") var photo: Data?
                            var email: String = ""
                            @Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 5, originalName: "animals", inverse: \\Pet.owner, hashModifier: "h")
                            var pets: [Pet] = []
                            var best: Pet?
                            init() {}
                        }
                        @Model final class Pet {
                            var owner: Owner?
                            @Relationship(deleteRule: .deny) var rival: Pet
                            init(rival: Pet) { self.rival = rival }
                        }
                    """)
        ])
        let text = files["V1.yaml"] ?? ""
        #expect(text.contains("name: { type: String, default: \"\", unique: true, originalName: full_name }"))
        #expect(text.contains("photo: { type: \"Data?\", externalStorage: true, hashModifier: v2 }"))
        #expect(
            text.contains(
                "pets: { to: \"[Pet]\", inverse: owner, deleteRule: cascade, minCount: 1, maxCount: 5, "
                    + "originalName: animals, hashModifier: h }"))
        #expect(text.contains("best: \"Pet?\""))
        #expect(text.contains("owner: { to: \"Owner?\", inverse: pets }"), "the inverse is written on both sides")
        #expect(text.contains("rival: { to: Pet, deleteRule: deny }"))
        #expect(text.contains("unique: [[name, email], [email]]"))
        #expect(text.contains("indexes: [[name], [email, name]]"))
    }

    @Test("CGFloat, TimeInterval, Float64 and Float32 come in as written, with their defaults")
    func otherSpellings() {
        let files = ImportTestSupport.yaml([
            "App.swift": schemaSource(
                models: ["Run"],
                body: """
                        @Model final class Run {
                            var width: CGFloat = 0.5
                            var duration: TimeInterval?
                            var pace: Float64 = 4.5
                            var splits: [Float32] = []
                            init() {}
                        }
                    """)
        ])
        let text = files["V1.yaml"] ?? ""
        #expect(text.contains("width: { type: CGFloat, default: 0.5 }"), "\(text)")
        #expect(text.contains("duration: TimeInterval?"), "\(text)")
        #expect(text.contains("pace: { type: Float64, default: 4.5 }"), "\(text)")
        #expect(text.contains("splits: { type: \"[Float32]\", default: [] }"), "\(text)")
    }

    @Test("every option of SwiftData's @Attribute comes in with its key, a value transformer by type or by name")
    func swiftDataOptions() {
        let files = ImportTestSupport.yaml([
            "App.swift": schemaSource(
                models: ["Sticker"],
                body: """
                        @Model final class Sticker {
                            @Attribute(.spotlight, .preserveValueOnDeletion) var label: String = ""
                            @Attribute(.allowsCloudEncryption) var secret: String?
                            @Attribute(.ephemeral) var scrollOffset: Double = 0
                            @Attribute(.transformable(by: Palettes.PaletteTransformer.self)) var palette: [String] = []
                            @Attribute(.externalStorage, .transformable(by: "NSSecureUnarchiveFromData")) var archive: Data?
                            @Attribute(.externalStorage) var caption: String = ""
                            @Attribute(.ephemeral) var draft: String
                            init(draft: String) { self.draft = draft }
                        }
                    """)
        ])
        let text = files["V1.yaml"] ?? ""
        #expect(
            text.contains("label: { type: String, default: \"\", spotlight: true, preserveValueOnDeletion: true }"),
            "\(text)")
        #expect(text.contains("secret: { type: \"String?\", allowsCloudEncryption: true }"), "\(text)")
        #expect(text.contains("scrollOffset: { type: Double, default: 0.0, ephemeral: true }"), "\(text)")
        #expect(
            text.contains("palette: { type: \"[String]\", default: [], transformer: \"Palettes.PaletteTransformer\" }"),
            "\(text)")
        #expect(
            text.contains(
                "archive: { type: \"Data?\", externalStorage: true, transformerName: NSSecureUnarchiveFromData }"),
            "\(text)")
        #expect(text.contains("caption: { type: String, default: \"\", externalStorage: true }"), "\(text)")
        // A required ephemeral value is never read back, so it needs an initial value the contract can say.
        #expect(
            text.contains(
                "# draft: not imported, it is .ephemeral and required without an initial value the contract can express"
            ), "\(text)")
    }

    @Test(
        "raw-value enums, top level or nested, with implicit and explicit raw values; names YAML would misread are quoted"
    )
    func enums() {
        let files = ImportTestSupport.yaml([
            "Enums.swift": """
            enum Level: Int, Codable { case low = 1, mid, high = 10 }
            enum Switch: String, Codable { case on, off }
            """,
            "App.swift": schemaSource(
                models: ["Item"],
                body: """
                        @Model final class Item {
                            enum Mood: String, Codable, CaseIterable { case calm, happy = "HAPPY" }
                            var level: Level = .mid
                            var toggle: Switch = Switch.off
                            var mood: Mood? = nil
                            var moods: [Mood] = [.calm, .happy]
                            var label: String = "true"
                            init() {}
                        }
                    """),
        ])
        let text = files["V1.yaml"] ?? ""
        #expect(text.contains("  Level:\n    rawType: Int\n    cases: { low: 1, mid: 2, high: 10 }"))
        #expect(text.contains("  Switch: [\"on\", \"off\"]\n"))
        #expect(text.contains("  Mood:\n    cases: { calm: calm, happy: HAPPY }"))
        #expect(text.contains("level: { type: Level, default: mid }"))
        #expect(text.contains("toggle: { type: Switch, default: \"off\" }"))
        #expect(text.contains("mood: Mood?"))
        #expect(text.contains("moods: { type: \"[Mood]\", default: [calm, happy] }"))
        #expect(text.contains("label: { type: String, default: \"true\" }"))
    }

    @Test("schemas conform in an extension, models live in extensions and #if branches, across files")
    func declarationsAnywhere() {
        let files = ImportTestSupport.yaml([
            "A.swift": """
            enum SchemaV2 {}
            extension SchemaV2: SwiftData.VersionedSchema {
                static var versionIdentifier: Schema.Version { .init(2, 0, 0) }
                static var models: [any PersistentModel.Type] { return [Item.self, Extra.self] }
            }
            """,
            "B.swift": """
            extension SchemaV2 {
                #if os(iOS)
                @Model final class Item { var name: String = "" ; init() {} }
                #else
                @Model final class Extra { var count: Int = 0 ; init() {} }
                #endif
            }
            """,
        ])
        #expect(
            files["V2.yaml"]?.contains("  Item:\n    attributes:\n      name: { type: String, default: \"\" }") == true)
        #expect(files["V2.yaml"]?.contains("  Extra:\n    attributes:\n      count: { type: Int, default: 0 }") == true)
    }

    @Test("a version reusing a model by typealias gets that class's properties, and the file says where it comes from")
    func reusedThroughTypealias() {
        let files = ImportTestSupport.yaml([
            "V1.swift": schemaSource(
                models: ["Item"], body: "@Model final class Item { var name: String = \"\" ; init() {} }"),
            "V2.swift": schemaSource(
                "SchemaV2", version: "2, 0, 0", models: ["Item"], body: "typealias Item = SchemaV1.Item"),
        ])
        #expect(
            files["V2.yaml"]?.contains("  Item:  # SchemaV1.Item, by typealias\n    attributes:\n      name:") == true)
    }

    @Test("file names follow the namespace for every version number, else the version; name: only when needed")
    func naming() {
        #expect(
            VersionFileWriter.fileStems(for: [
                (.init(0, 0, 9), "SchemaV9"), (.init(0, 1, 0), "SchemaV10"), (.init(1, 2, 0), "NotesSchemaV11"),
                (.init(1, 3, 0), "ModelsLatest"), (.init(1, 4, 0), "AppV12"), (.init(1, 5, 0), "LegacyV12"),
            ]) == ["V9", "V10", "V11", "V1_3_0", "V1_4_0", "V1_5_0"])
        let files = ImportTestSupport.yaml([
            "A.swift": schemaSource(
                "ModelsV1", models: ["Item"], body: "@Model final class Item { var n: Int = 0 ; init() {} }")
        ])
        #expect(files["V1.yaml"]?.contains("version: 1.0.0\nname: ModelsV1\n") == true)
    }
}

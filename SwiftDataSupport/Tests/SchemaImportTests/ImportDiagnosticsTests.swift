import Foundation
import SchemaImport
import SchemaKit
import Testing

/// Every error and warning of the import, with its message, location and code.
@Suite("Import: diagnostics")
struct ImportDiagnosticsTests {
    private func diagnostics(_ sources: [String: String], planType: String? = nil) -> [String] {
        ImportTestSupport.importSources(sources, planType: planType).diagnostics.map(\.formatted)
    }

    private let item = "@Model final class Item { var name: String = \"\" ; init() {} }"

    @Test("no VersionedSchema is an error naming the folder")
    func noSchemas() {
        let outcome = ImportTestSupport.importSources(["A.swift": "struct Nothing {}"])
        #expect(outcome.history == nil)
        #expect(
            outcome.diagnostics.map(\.formatted) == [
                "App: error: no type in the 1 Swift file(s) under App conforms to VersionedSchema [SG910]\n"
                    + "    hint: point --from at the folder that holds the app's versioned schemas"
            ])
    }

    @Test("a versionIdentifier an earlier version states is imported with the next patch number, and a warning")
    func duplicateVersion() throws {
        let outcome = ImportTestSupport.importSources([
            "A.swift": schemaSource(models: ["Item"], body: item),
            "B.swift": schemaSource("SchemaV1b", models: ["SchemaV1.Item"], body: ""),
        ])
        #expect(
            outcome.diagnostics.map(\.formatted) == [
                "B.swift:3:5: warning: SchemaV1b has versionIdentifier 1.0.0, as SchemaV1 does; the import numbers it "
                    + "1.0.1 [SG911]\n    hint: SwiftData tells versions apart by their version hash; the identifier is "
                    + "\"The textual description of the migration's version or purpose\" (Apple), so 1.0.1 is only "
                    + "schemagen's number for it"
            ])
        let history = try #require(outcome.history)
        #expect(history.versions.map(\.version.description) == ["1.0.0", "1.0.1"])
        #expect(history.versions.last?.sharesIdentifierWith == "SchemaV1")
        let text = VersionFileWriter().write(history).last?.text ?? ""
        #expect(text.contains("# versionIdentifier 1.0.0 is SchemaV1's too; numbered 1.0.1, the version after it\n"))
    }

    @Test("a shared versionIdentifier is an error when the next version already takes the number after it")
    func duplicateVersionWithoutRoom() {
        let found = diagnostics([
            "A.swift": schemaSource(models: ["Item"], body: item),
            "B.swift": schemaSource("SchemaV1b", models: ["SchemaV1.Item"], body: ""),
            "C.swift": schemaSource("SchemaV1c", version: "1, 0, 1", models: ["SchemaV1.Item"], body: ""),
        ])
        #expect(
            found == [
                "B.swift:3:5: error: SchemaV1b and SchemaV1 both have versionIdentifier 1.0.0, and no number is free "
                    + "between them and SchemaV1c (1.0.1) [SG911]\n"
                    + "    hint: give SchemaV1b a number of its own in the app before importing"
            ])
    }

    @Test("--plan-type naming no plan, and plans of equal weight without it, are errors that list the plans")
    func plans() {
        let plan = { (name: String) in
            "enum \(name): SchemaMigrationPlan { static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }; static var stages: [MigrationStage] { [] } }"
        }
        let sources = [
            "A.swift": schemaSource(models: ["Item"], body: item), "P.swift": plan("PlanA") + "\n" + plan("PlanB"),
        ]
        #expect(
            diagnostics(sources) == [
                "App: error: the sources declare 2 SchemaMigrationPlans, and PlanA and PlanB list as many versions: "
                    + "each is a history of its own [SG913]\n"
                    + "    hint: choose one with --plan-type, and import each plan into its own folder"
            ])
        #expect(
            diagnostics(sources, planType: "Missing") == [
                "App: error: no SchemaMigrationPlan named 'Missing' in the sources [SG912]\n    hint: the plans found: PlanA, PlanB"
            ])
        #expect(ImportTestSupport.importSources(sources, planType: "PlanB").history?.plan?.name == "PlanB")
    }

    @Test("a models entry naming no @Model class is an error at the entry")
    func unresolvedModel() {
        let found = diagnostics(["A.swift": schemaSource(models: ["Item", "Ghost"], body: item)])
        #expect(
            found == [
                "A.swift:4:65: error: SchemaV1.models lists Ghost.self, which names no @Model class in the sources read [SG914]\n"
                    + "    hint: add the file that declares it to --from"
            ])
    }

    @Test(
        "a struct holding a dictionary, a transformable of a type the contract lacks and an enum with associated values are left out with a warning and a comment"
    )
    func untranslatable() {
        let sources = [
            "A.swift": schemaSource(
                models: ["Item"],
                body: """
                        struct Point: Codable { var x: Double; var tags: [String: Int] }
                        enum Shape: Codable { case circle(Double) }
                        @Model final class Item {
                            var at: Point?
                            @Attribute(.transformable(by: ColorTransformer.self)) var tint: Color?
                            var shape: Shape?
                            var lookup: [String: Int] = [:]
                            init() {}
                        }
                    """)
        ]
        let found = diagnostics(sources)
        #expect(
            found.contains {
                $0.hasPrefix(
                    "A.swift:8:13: warning: 'at' is not imported: its struct Point has a field 'tags' the contract can't hold: its type [String: Int] is not one the contract has [SG920]"
                )
            })
        #expect(
            found.contains {
                $0.hasPrefix(
                    "A.swift:9:67: warning: 'tint' is not imported: it is stored with a value transformer (.transformable), and its type Color"
                )
            })
        #expect(
            found.contains {
                $0.hasPrefix(
                    "A.swift:10:13: warning: 'shape' is not imported: its type Shape is an enum with associated values, which no store keeps by raw value [SG920]"
                )
            })
        #expect(
            found.contains {
                $0.hasPrefix(
                    "A.swift:11:13: warning: 'lookup' is not imported: its type [String: Int] is not one the contract has [SG920]"
                )
            })
        let text = ImportTestSupport.yaml(sources)["V1.yaml"] ?? ""
        #expect(
            text.contains(
                "      # at: not imported, its struct Point has a field 'tags' the contract can't hold: its type [String: Int] is not one the contract has"
            ))
        #expect(text.contains("  Item: {}\n"), "a model left with nothing is written empty, with its comments")
    }

    @Test(
        "a Codable struct comes in as a struct: its stored properties as fields, with the structs and enums they hold")
    func structsImported() {
        let sources = [
            "A.swift": schemaSource(
                models: ["Place"],
                body: """
                        enum Kind: String, Codable { case home, work }
                        // `y` is written quoted: YAML 1.1 reads a bare y as true.
                        struct Point: Codable, Hashable { var x: Double; var y: CGFloat? }
                        struct Address: Codable {
                            static let empty = Address(street: "", at: [])
                            var street: String
                            let version = 2
                            var kind: Kind = .home
                            var at: [Point]
                            var summary: String { street }
                        }
                        @Model final class Place {
                            var address: Address?
                            var history: [Address] = []
                            init() {}
                        }
                    """)
        ]
        #expect(diagnostics(sources) == [])
        let text = ImportTestSupport.yaml(sources)["V1.yaml"] ?? ""
        #expect(
            text.contains(
                """
                enums:
                  Kind: [home, work]

                structs:
                  Point:
                    fields:
                      x: Double
                      "y": CGFloat?
                  Address:
                    fields:
                      street: String
                      kind: Kind
                      at: "[Point]"

                """), "\(text)")
        #expect(text.contains("      address: Address?\n"), "\(text)")
    }

    @Test("a versionIdentifier that is not a literal is numbered from the schema's name, with a warning and a comment")
    func unevaluatedVersion() {
        let sources = [
            "A.swift": """
            enum SchemaV3: VersionedSchema {
                static var versionIdentifier: Schema.Version { Versions.current }
                static var models: [any PersistentModel.Type] { [Item.self] }
                \(item)
            }
            """
        ]
        #expect(
            diagnostics(sources) == [
                "A.swift:2:5: warning: SchemaV3.versionIdentifier (Versions.current) can't be evaluated; the import numbers it 3.0.0 from its name [SG921]\n"
                    + "    hint: check version: in the written file"
            ])
        #expect(
            ImportTestSupport.yaml(sources)["V3.yaml"]?.contains(
                "# versionIdentifier (Versions.current) could not be evaluated; 3.0.0 is taken from the name\nversion: 3.0.0"
            ) == true)
        let unnamed = diagnostics(["A.swift": sources["A.swift"]!.replacingOccurrences(of: "SchemaV3", with: "Schema")])
        #expect(
            unnamed.first?.hasPrefix(
                "A.swift:2:5: error: Schema.versionIdentifier (Versions.current) can't be evaluated, and the name has no number to take it from [SG921]"
            ) == true)
    }

    @Test("an initial value that is not a literal comes in as a Swift default, verbatim, with no warning")
    func initialValue() {
        let sources = [
            "A.swift": schemaSource(
                models: ["Item"],
                body: """
                    @Model final class Item {
                        var at: Date = Date.distantPast
                        var blob: Data = Data()
                        var zone: String = TimeZone.current.identifier
                        var limit: Int = Int.max
                        init() {}
                    }
                    """)
        ]
        #expect(diagnostics(sources).isEmpty)
        let text = ImportTestSupport.yaml(sources)["V1.yaml"] ?? ""
        #expect(text.contains("at: { type: Date, default: { swift: \"Date.distantPast\" } }"), "\(text)")
        #expect(text.contains("blob: { type: Data, default: { swift: \"Data()\" } }"), "\(text)")
        #expect(text.contains("zone: { type: String, default: { swift: \"TimeZone.current.identifier\" } }"), "\(text)")
        #expect(text.contains("limit: { type: Int, default: { swift: \"Int.max\" } }"), "\(text)")
    }

    @Test("an initial value on several lines is imported without a default, with a warning and a comment")
    func multiLineInitialValue() {
        let sources = [
            "A.swift": schemaSource(
                models: ["Item"],
                body: "@Model final class Item { var at: Date = {\n    Date.distantPast\n}() ; init() {} }")
        ]
        #expect(
            diagnostics(sources).first?.hasPrefix(
                "A.swift:5:31: warning: the initial value of 'at' ({\n    Date.distantPast\n}()) can't be written as a default; it is imported without one [SG922]"
            ) == true, "\(diagnostics(sources))")
        #expect(ImportTestSupport.yaml(sources)["V1.yaml"]?.contains("at: Date  # initial value {") == true)
    }

    @Test("an enum's own init(from:) is dropped with a warning at it: the values it rescued would not read")
    func customDecoder() {
        let body = """
            enum Mood: String, Codable { case calm, happy
                init(from decoder: Decoder) throws {
                    self = Mood(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .calm
                }
            }
            @Model final class Item { var mood: Mood = Mood.calm ; init() {} }
            """
        #expect(
            diagnostics(["A.swift": schemaSource(models: ["Item"], body: body)]) == [
                "A.swift:6:5: warning: 'Mood.init(from:)' is not imported: the generated enum decodes and encodes by raw value only, so a value this decoder rescued will no longer read [SG925]\n"
                    + "    hint: turn the fallback into a case removal with a custom stage that rewrites the old values, or keep the enum hand-written"
            ])
    }

    @Test("an option the contract has no key for (iOS 27's .codable) is dropped with a warning")
    func unrepresentedOption() {
        let found = diagnostics([
            "A.swift": schemaSource(
                models: ["Item"],
                body: "@Model final class Item { @Attribute(.codable) var name: String = \"\" ; init() {} }")
        ])
        #expect(
            found == [
                "A.swift:5:52: warning: the option .codable has no equivalent in the schema language; it is dropped [SG923]\n"
                    + "    hint: keep it in mind when generated code replaces this class"
            ])
    }

    @Test("a models list that is not a literal falls back to the nested @Model classes, with a warning")
    func unreadableModels() {
        let sources = [
            "A.swift": """
            enum SchemaV1: VersionedSchema {
                static let versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { allModels() }
                \(item)
            }
            """
        ]
        #expect(
            diagnostics(sources).first?.hasPrefix(
                "A.swift:3:5: warning: SchemaV1.models is not a list of model types the import can read; it takes the "
                    + "@Model classes nested in SchemaV1 [SG924]"
            ) == true)
        #expect(ImportTestSupport.yaml(sources)["V1.yaml"]?.contains("  Item:\n") == true)
    }

    @Test("a value schemagen's loader refuses is an error at the Swift that holds it, and the version is not written")
    func refusedValueAtSwiftLocation() throws {
        let history = try #require(
            ImportTestSupport.importSources([
                "A.swift": schemaSource(
                    models: ["Item"],
                    body: """
                            @Model final class Item {
                                var link: URL? = URL(string: "https://example.com/a b")!
                                init() {}
                            }
                        """)
            ]).history)
        let file = try #require(VersionFileWriter().write(history).first)
        #expect(!file.loads)
        #expect(file.text.isEmpty)
        let errors = file.diagnostics.filter { $0.severity == .error }.map(\.formatted)
        #expect(errors.count == 1)
        let output = VersionFileOutput(
            directory: FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)"),
            displayPath: "Schemas", overwrite: true)
        #expect(
            output.conflicts([file]).map(\.formatted) == [
                "Schemas/V1.yaml: error: schemagen can't read Schemas/V1.yaml as imported; nothing was written [SG916]\n"
                    + "    hint: fix the Swift that the errors before this one point at, then import again"
            ])
        #expect(
            errors.first?.hasPrefix(
                "A.swift:6:13: error: the default of the attribute 'Item.link' must be an absolute URL, not 'https://example.com/a b'"
            ) == true, "\(errors)")
    }

    @Test("existing files stop the write before anything is written; --overwrite replaces them all")
    func noPartialOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: directory.appendingPathComponent("V2.yaml"))
        let files = [
            WrittenVersionFile(fileName: "V1.yaml", version: .init(1, 0, 0), text: "one\n"),
            WrittenVersionFile(fileName: "V2.yaml", version: .init(2, 0, 0), text: "two\n"),
        ]
        let output = VersionFileOutput(directory: directory, displayPath: "Schemas", overwrite: false)
        #expect(
            output.conflicts(files).map(\.formatted) == [
                "Schemas/V2.yaml: error: Schemas/V2.yaml exists already; nothing was written [SG915]\n"
                    + "    hint: import into an empty folder, or pass --overwrite to replace it"
            ])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("V1.yaml").path))
        let overwriting = VersionFileOutput(directory: directory, displayPath: "Schemas", overwrite: true)
        #expect(overwriting.conflicts(files).isEmpty)
        try overwriting.write(files)
        #expect(try String(contentsOf: directory.appendingPathComponent("V2.yaml"), encoding: .utf8) == "two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["V1.yaml", "V2.yaml"])
    }

    @Test("a Swift file that is not UTF-8 is an error naming it; the folder's other files are still read")
    func unreadableFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00]).write(to: directory.appendingPathComponent("Bad.swift"))
        try Data("enum Fine {}\n".utf8).write(to: directory.appendingPathComponent("Good.swift"))
        let (files, problems) = SwiftSourceFolder.read(directory, displayPath: "App")
        #expect(files.map(\.path) == ["App/Good.swift"])
        #expect(
            problems.map(\.formatted) == [
                "App/Bad.swift: error: can't read App/Bad.swift as UTF-8 text [SG103]\n"
                    + "    hint: check the file's permissions and encoding"
            ])
    }

    @Test("a --from folder that does not exist is an error")
    func missingFolder() {
        let (files, problems) = SwiftSourceFolder.read(URL(fileURLWithPath: "/nonexistent/app"), displayPath: "app")
        #expect(files.isEmpty)
        #expect(
            problems.map(\.formatted) == [
                "app: error: no folder at app [SG101]\n    hint: --from takes the folder that holds the app's Swift sources"
            ])
    }
}

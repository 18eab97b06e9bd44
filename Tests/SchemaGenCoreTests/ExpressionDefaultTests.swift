import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// `default: { swift: "Data()" }`: a default only Swift can say, carried verbatim into both flavors'
/// initialisers; rows that exist when such an attribute is added need a value from a stage.
@Suite("Swift expression defaults: carried verbatim, and never taken for a value the store has")
struct ExpressionDefaultTests {
    static let v1 = """
        version: 1.0.0
        models:
          Event:
            attributes:
              payload: { type: Data, default: { swift: "Data()" } }
              timeZone: { type: String, default: { swift: TimeZone.current.identifier } }
              limit: { type: "Int?", default: { swift: Int.max } }

        """

    @Test("the expression loads as written, and stores nothing as a column default")
    func loads() throws {
        let schema = try loadValidSchema(Self.v1)
        #expect(try schema.attribute("Event", "payload").defaultValue == .expression("Data()"))
        #expect(try schema.attribute("Event", "timeZone").defaultValue == .expression("TimeZone.current.identifier"))
        let columns = StoreLayout(schema.schema).table(forEntity: "Event")?.columns ?? []
        #expect(columns.allSatisfy { $0.defaultValue == nil })
    }

    @Test("both flavors write the expression as the initialiser's default; SwiftData also as the initial value")
    func rendering() throws {
        let portable = try #require(generatedFiles([Self.v1])["SchemaV1.swift"])
        #expect(portable.contains("payload: Data = Data(),"), "\(portable)")
        #expect(portable.contains("timeZone: String = TimeZone.current.identifier,"), "\(portable)")
        #expect(portable.contains("default: .expression(\"Data()\")"), "\(portable)")
        let swiftData = try #require(
            generatedFiles([Self.v1], options: GenerationOptions(flavor: .swiftdata))["SchemaV1.swift"])
        #expect(swiftData.contains("public var payload: Data = Data()"), "\(swiftData)")
        #expect(swiftData.contains("public var limit: Int? = Int.max"), "\(swiftData)")
    }

    @Test("the writer writes it back as it was read")
    func roundTrip() throws {
        let text = try rewritten(Self.v1)
        #expect(text.contains("payload: { type: Data, default: { swift: \"Data()\" } }"), "\(text)")
    }

    @Test("adding a required attribute with one makes the step custom, saying why; an optional one stays lightweight")
    func addedAttribute() {
        let v1 = "version: 1.0.0\nmodels:\n  Event:\n    attributes:\n      name: String\n"
        let v2 = """
            version: 1.1.0
            models:
              Event:
                attributes:
                  name: String
                  payload: { type: Data, default: { swift: "Data()" } }
                  note: { type: "String?", default: { swift: "String(42)" } }

            """
        let files = [SchemaSourceFile(name: "V1.yaml", text: v1), SchemaSourceFile(name: "V2.yaml", text: v2)]
        let analysis = SchemaPipeline().run(files: files, folder: ".").analysis
        let changes = analysis?.steps.last?.changes ?? []
        #expect(changes.map(\.path) == ["Event.payload", "Event.note"])
        #expect(
            changes.map(\.effect) == [
                .custom(
                    "required attribute 'Event.payload' added with a Swift expression default: each existing row needs a value"
                ), .lightweight,
            ])
    }

    @Test("a default mapping with another key, an empty expression or one on several lines is a located error")
    func errors() {
        func messages(_ value: String) -> [String] {
            let text =
                "version: 1.0.0\nmodels:\n  Event:\n    attributes:\n      payload: { type: Data, default: \(value) }\n"
            return SchemaPipeline().run(files: [SchemaSourceFile(name: "V1.yaml", text: text)], folder: ".")
                .diagnostics.map(\.formatted)
        }
        #expect(
            messages("{ code: \"Data()\" }") == [
                "V1.yaml:5:41: error: the default of the attribute 'Event.payload' is a mapping, which takes only 'swift' (a Swift expression), not 'code' [SG304]\n    hint: write 'default: { swift: \"Data()\" }'"
            ])
        #expect(
            messages("{ swift: \"\" }") == [
                "V1.yaml:5:48: error: the Swift default of the attribute 'Event.payload' is empty [SG304]\n    hint: write the expression, such as 'default: { swift: \"Data()\" }'"
            ])
        #expect(
            messages("{ swift: \"Data(\\n)\" }") == [
                "V1.yaml:5:48: error: the Swift default of the attribute 'Event.payload' spans more than one line [SG304]\n    hint: write it on one line, or move it into a static function and call that"
            ])
    }
}

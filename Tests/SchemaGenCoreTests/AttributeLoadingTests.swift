import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("Attributes load in every form the contract allows")
struct AttributeLoadingTests {
    @Test("shorthand types: plain, optional, quoted array, optional array, unquoted block-style array")
    func shorthandTypes() throws {
        let schema = try loadValidSchema(
            itemSchema(
                attributes: """
                          name: String
                          nickname: String?
                          allergies: "[String]?"
                          scores: "[Int]"
                          tags: [String]
                          level: "Level?"
                    """, enums: "  Level: [low, high]\n"))
        #expect(try schema.attribute("Item", "name").type == AttributeType(.primitive(.string)))
        #expect(try schema.attribute("Item", "nickname").type == AttributeType(.primitive(.string), isOptional: true))
        #expect(
            try schema.attribute("Item", "allergies").type
                == AttributeType(.primitive(.string), isArray: true, isOptional: true))
        #expect(try schema.attribute("Item", "scores").type == AttributeType(.primitive(.int), isArray: true))
        #expect(try schema.attribute("Item", "tags").type == AttributeType(.primitive(.string), isArray: true))
        #expect(try schema.attribute("Item", "level").type == AttributeType(.enumeration("Level"), isOptional: true))
    }

    @Test("every primitive type of the contract is accepted")
    func everyPrimitiveType() throws {
        let lines = PrimitiveType.allCases.map { "      v\($0.rawValue): \($0.rawValue)\n" }.joined()
        let schema = try loadValidSchema(itemSchema(attributes: lines))
        for primitive in PrimitiveType.allCases {
            #expect(try schema.attribute("Item", "v\(primitive.rawValue)").type.scalar == .primitive(primitive))
        }
    }

    @Test("long form: optional: true, unique, originalName, transient, externalStorage")
    func longForm() throws {
        let schema = try loadValidSchema(
            itemSchema(
                attributes: """
                          fullName: { type: String, optional: true, originalName: name_full }
                          email: { type: String, unique: true }
                          photo: { type: "Data?", externalStorage: true }
                          cached: { type: Int, default: 0, transient: true }
                    """))
        let fullName = try schema.attribute("Item", "fullName")
        #expect(fullName.type.isOptional)
        #expect(fullName.originalName == "name_full")
        #expect(try schema.attribute("Item", "email").isUnique)
        #expect(try schema.attribute("Item", "photo").usesExternalStorage)
        #expect(try schema.attribute("Item", "cached").isTransient)
        #expect(schema.model(named: "Item")?.allUniquenessConstraints == [["email"]])
    }

    @Test("attributes keep the order they were written in and their locations")
    func orderAndLocations() throws {
        let schema = try loadValidSchema(itemSchema(attributes: "      b: Int\n      a: { type: String }\n"))
        let model = try #require(schema.model(named: "Item"))
        #expect(model.attributes.map(\.name) == ["b", "a"])
        #expect(
            schema.location(of: .property(model: "Item", name: "b"))
                == SourceLocation(file: "V1.yaml", line: 5, column: 7))
        #expect(
            schema.location(of: .propertyPart(model: "Item", name: "a", .type))
                == SourceLocation(file: "V1.yaml", line: 6, column: 18))
    }

    @Test("Swift keywords are accepted as names (the renderer escapes them)")
    func keywordsAsNames() throws {
        let schema = try loadValidSchema(
            "version: 1\nmodels:\n  protocol:\n    attributes:\n      default: String\n      class: Int\n      self: Bool\n"
        )
        #expect(schema.model(named: "protocol")?.attributes.map(\.name) == ["default", "class", "self"])
    }

    @Test("a model without a body is an empty model")
    func emptyModel() throws {
        let schema = try loadValidSchema("version: 1\nmodels:\n  Marker:\n")
        #expect(schema.model(named: "Marker")?.attributes.isEmpty == true)
    }

    @Test("a type name of 50,000 characters is quoted shortened in its error, and no suggestion is searched for")
    func hugeTypeName() {
        let name = "Q" + String(repeating: "w", count: 49_999)
        let messages = loadSchema(itemSchema(attributes: "      name: \(name)\n")).diagnostics.map(\.formatted)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                "V1.yaml:5:13: error: unknown type 'Qwwwwwwwwwwwwwwwwwwwwwwwwwwwww…wwwwwwwwwwwwwww' (50000 characters) for the attribute 'Item.name' [SG300]\n"
            ) == true)
        #expect((messages.first?.count ?? 0) < 400, "the message echoes the name: \(messages.first?.prefix(200) ?? "")")
    }

    @Test("a model key indented under attributes: or relationships: is reported as the indentation mistake it is")
    func modelKeyIndentedTooFar() {
        let yaml = """
            version: 1.0.0
            models:
              Owner:
                attributes:
                  name: String
                relationships:
                  pets: "[Item]"
                  unique: [[pets]]
              Item:
                attributes:
                  name: String
                  relationships:
                    owner: "Owner?"
                  indexes: [[name]]
                  unique: { type: Bool, default: false }

            """
        #expect(
            loadSchema(yaml).diagnostics.map(\.formatted) == [
                "V1.yaml:8:7: error: 'unique:' is indented under 'relationships:', so it reads as one of its entries [SG205]\n    hint: move 'unique:' left, to line up with 'relationships:'; it belongs to the model",
                "V1.yaml:12:7: error: 'relationships:' is indented under 'attributes:', so it reads as one of its entries [SG205]\n    hint: move 'relationships:' left, to line up with 'attributes:'; it belongs to the model",
                "V1.yaml:14:7: error: 'indexes:' is indented under 'attributes:', so it reads as one of its entries [SG205]\n    hint: move 'indexes:' left, to line up with 'attributes:'; it belongs to the model",
            ])
    }
}

@Suite("What the loader learns once per text of a file still reports each mistake where it is written")
struct TextFactsLoadingTests {
    @Test("a type or name written many times resolves alike everywhere, and a bad one is reported at each place")
    func repeatedTextsResolveOnceAndReportEachPlace() {
        let (_, diagnostics) = loadSchema(
            """
            version: 1.0.0
            models:
              A:
                attributes:
                  title: String?
                  1st: String
                  size: Strin
              B:
                attributes:
                  title: String?
                  1st: String
                  count: { type: Strin }
            """)
        #expect(
            diagnostics.map(\.formatted).map { $0.components(separatedBy: "\n")[0] } == [
                "V1.yaml:6:7: error: the attribute name '1st' is not a valid Swift identifier [SG204]",
                "V1.yaml:7:13: error: unknown type 'Strin' for the attribute 'A.size' [SG300]",
                "V1.yaml:11:7: error: the attribute name '1st' is not a valid Swift identifier [SG204]",
                "V1.yaml:12:22: error: unknown type 'Strin' for the attribute 'B.count' [SG300]",
            ])
        let loaded = loadSchema(
            """
            version: 1.0.0
            models:
              A: { attributes: { title: String?, note: "String?" } }
              B: { attributes: { title: String? } }
            """
        ).schema
        let types = loaded?.schema.models.flatMap { $0.attributes.map(\.type) }
        #expect(types == Array(repeating: AttributeType(.primitive(.string), isOptional: true), count: 3))
    }
}

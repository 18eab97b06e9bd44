import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// The writer beside the loader: whatever the loader accepts, the writer writes back as text the loader
/// reads as the same version file, over every committed history and over random ones.
@Suite("The version-file writer round-trips through the loader")
struct SchemaFileWriterTests {
    /// Every version file the repository commits that loads: the example, and every golden history.
    static let committedFolders: [URL] = {
        let goldens = FixturePaths.packageRoot.appendingPathComponent("Tests/GoldenReferences")
        let cases = FixturePaths.caseNames(in: goldens).map {
            goldens.appendingPathComponent($0).appendingPathComponent("Schemas")
        }
        return [FixturePaths.exampleSchemas] + cases
    }()

    @Test("load(write(file)) == file for every version of the example and of every golden history")
    func committedHistoriesRoundTrip() throws {
        var checked = 0
        for folder in Self.committedFolders {
            let result = SchemaHistoryLoader().load(directory: folder)
            #expect(!result.versionFiles.isEmpty, "\(folder.path) loaded nothing")
            for file in result.versionFiles {
                try expectRoundTrip(file)
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    @Test("load(write(file)) == file for random version files", arguments: 0..<200)
    func randomFilesRoundTrip(seed: Int) throws {
        var generator = RandomVersionFile(seed: UInt64(seed))
        try expectRoundTrip(generator.make())
    }

    @Test("the writer's output is the shorthand where nothing else is said, and keys keep their table's order")
    func shorthandAndOrder() throws {
        let text = """
            version: 1.0.0
            enums:
              Level: [low, high]
            models:
              Item:
                attributes:
                  name: String?
                  tags: { type: "[String]", default: [], doc: Shown as chips. }
                  level: { default: high, type: Level }
                relationships:
                  owner: "Owner?"
              Owner: {}
            """
        let file = try #require(load(text))
        #expect(
            SchemaFileWriter().write(file) == """
                version: 1.0.0

                enums:
                  Level: [low, high]

                models:
                  Item:
                    attributes:
                      name: String?
                      tags: { type: "[String]", default: [], doc: "Shown as chips." }
                      level: { type: Level, default: high }
                    relationships:
                      owner: "Owner?"

                  Owner: {}

                """)
    }

    // MARK: Helpers

    private func load(_ text: String, stem: String = "V1") -> VersionFile? {
        let loaded = SchemaHistoryLoader().loadFile(Array(text.utf8), file: "\(stem).yaml", fileStem: stem)
        for diagnostic in loaded.diagnostics where diagnostic.severity == .error {
            Issue.record("\(diagnostic.formatted)\n--- text ---\n\(text)")
        }
        return loaded.schema
    }

    private func expectRoundTrip(_ file: VersionFile) throws {
        let text = SchemaFileWriter().write(file)
        let reloaded = try #require(load(text, stem: file.fileStem), "the written text did not load:\n\(text)")
        #expect(reloaded.schema == file.schema, "\(file.file): the schema changed through the writer:\n\(text)")
        #expect(reloaded.aliases == file.aliases, "\(file.file): the aliases changed:\n\(text)")
        #expect(Self.hints(reloaded.migration) == Self.hints(file.migration), "\(file.file): migration changed")
        #expect(SchemaFileWriter().write(reloaded) == text, "\(file.file): writing is not stable")
    }

    /// What `migration:` says, without where it was written.
    private static func hints(_ migration: MigrationHints?) -> [String]? {
        migration.map {
            ["\($0.forcesCustomStage)", $0.note ?? "-"] + $0.acceptDataLoss.map(\.value.description)
        }
    }
}

/// Random version files the loader accepts: every attribute type, optional and array forms, defaults of
/// every kind, every option, enums of both raw types with implied and written raw values, relationships of
/// every cardinality with inverses, constraints, aliases, and text that needs quoting.
private struct RandomVersionFile {
    private var state: UInt64

    init(seed: UInt64) {
        // Scrambled once, so that neighbouring seeds don't give the same stream one step apart.
        state = seed
        state = next() ^ 0x5DEE_CE66_D1CE_5EED
    }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Names that need care: keywords of YAML 1.1 and of the schema language, and Swift keywords.
    private static let awkwardNames = ["yes", "no", "null", "on", "true", "now", "uuid", "default", "self", "Type"]
    private static let texts = [
        "", "plain words", "quote \" and backslash \\", "line one\nline two", "émoji 🎉", "#not a comment", "- dash",
        "key: value",
    ]

    private mutating func name(_ prefix: String, _ index: Int) -> String {
        chance(10) ? Self.awkwardNames[below(Self.awkwardNames.count)] + "\(index)" : "\(prefix)\(index)"
    }

    mutating func make() -> VersionFile {
        let enums = (0..<below(3)).map { makeEnum($0) }
        let modelNames = (0..<(1 + below(4))).map { "Model\($0)" }
        var models = modelNames.map { makeModel($0, enums: enums) }
        addRelationships(to: &models)
        let version = SchemaVersion(below(5), below(10), below(10))
        let stem = chance(80) ? "V\(below(20))" : "V\(version.major)_\(version.minor)_\(version.patch)"
        let name = chance(20) ? "Custom\(below(9))" : GeneratedNames.namespace(forFileStem: stem)
        let schema = Schema(version: version, name: name, enums: enums, models: models)
        var aliases: [SchemaAlias] = []
        if chance(30) { aliases.append(SchemaAlias(name: "Alias\(below(9))", target: pick(modelNames))) }
        var migration: MigrationHints?
        if chance(30) {
            migration = MigrationHints(
                forcesCustomStage: chance(50),
                acceptDataLoss: chance(50)
                    ? [
                        Located(
                            MigrationHints.DataLossPath(typeName: "Gone"),
                            at: SourceLocation(file: "", line: 1, column: 1))
                    ] : [],
                note: chance(50) ? pick(Self.texts.filter { !$0.isEmpty }) : nil,
                location: SourceLocation(file: "", line: 1, column: 1))
        }
        return VersionFile(
            schema: schema, file: "\(stem).yaml", fileStem: stem, aliases: aliases, migration: migration)
    }

    private mutating func makeEnum(_ index: Int) -> EnumDeclaration {
        let rawType: EnumDeclaration.RawType = chance(50) ? .string : .int
        let explicit = chance(50)
        let cases = (0..<(1 + below(4))).map { position -> EnumDeclaration.Case in
            let caseName = name("c", position)
            guard explicit else {
                return .init(caseName, rawType == .string ? .string(caseName) : .int(Int64(position)))
            }
            return .init(
                caseName,
                rawType == .string ? .string(pick(Self.texts) + "\(position)") : .int(Int64(position * 7 - 3)),
                explicit: true)
        }
        return EnumDeclaration(
            name: "Enum\(index)", rawType: rawType, cases: cases,
            documentation: chance(30) ? pick(Self.texts.filter { !$0.isEmpty }) : nil)
    }

    private mutating func makeModel(_ modelName: String, enums: [EnumDeclaration]) -> Model {
        var attributes: [Attribute] = []
        for index in 0..<below(6) {
            let scalar: AttributeType.Scalar =
                !enums.isEmpty && chance(20) ? .enumeration(pick(enums).name) : .primitive(pick(PrimitiveType.allCases))
            var type = AttributeType(scalar, isArray: chance(15), isOptional: chance(30))
            var attribute = Attribute(name: name("a", index), type: type)
            if chance(50) { attribute.defaultValue = defaultValue(for: type, enums: enums) }
            if chance(10), !type.isArray { attribute.isUnique = true }
            if chance(10) { attribute.originalName = "old\(index)" }
            if chance(10), !attribute.isUnique, attribute.defaultValue != nil || type.isOptional {
                attribute.isTransient = true
            }
            if chance(30), type.scalar == .primitive(.data), !type.isArray { attribute.usesExternalStorage = true }
            if chance(10) { attribute.hashModifier = "h\(index)" }
            if !attribute.isTransient {
                for (option, _) in AttributeOptions.all where chance(5) { attribute.options.insert(option) }
                if attribute.options.contains(.ephemeral) {
                    // Ephemeral is transient, which needs a default when required; uniqueness would not apply.
                    attribute.isTransient = true
                    attribute.isUnique = false
                    if !type.isOptional && attribute.defaultValue == nil { attribute.options.remove(.ephemeral) }
                    attribute.isTransient = attribute.options.contains(.ephemeral)
                }
                if chance(5) { attribute.transformer = chance(50) ? .type("T\(index)") : .name("NS name \(index)") }
            }
            if chance(10) { attribute.documentation = pick(Self.texts.filter { !$0.isEmpty }) }
            type = attribute.type
            attributes.append(attribute)
        }
        var model = Model(name: modelName, attributes: attributes)
        if chance(10) { model.renamedFrom = "Old\(modelName)" }
        if chance(10) { model.hashModifier = "m" }
        if chance(10) { model.documentation = pick(Self.texts.filter { !$0.isEmpty }) }
        let plain = attributes.filter { !$0.isTransient && !$0.type.isArray }.map(\.name)
        if plain.count >= 2, chance(20) { model.uniqueConstraints = [Array(plain.prefix(2))] }
        if !plain.isEmpty, chance(20) { model.indexes = [[plain[0]]] }
        return model
    }

    private mutating func addRelationships(to models: inout [Model]) {
        for source in models.indices {
            for index in 0..<below(3) {
                let target = below(models.count)
                let cardinality: Relationship.Cardinality =
                    chance(50) ? .toOne(isOptional: chance(70)) : .toMany(isOptional: chance(30))
                var relationship = Relationship(
                    name: "r\(index)", target: models[target].name, cardinality: cardinality)
                if chance(30) { relationship.deleteRule = pick(Relationship.DeleteRule.allCases) }
                if cardinality.isToMany, chance(30) { relationship.minCount = below(3) }
                if cardinality.isToMany, chance(30) { relationship.maxCount = 3 + below(5) }
                if chance(10) { relationship.originalName = "old\(index)" }
                if chance(10) { relationship.hashModifier = "h" }
                if chance(10) { relationship.documentation = pick(Self.texts.filter { !$0.isEmpty }) }
                // An inverse on the other side, when the target is another model and the pair is new.
                if target != source, chance(40) {
                    let inverseName = "back\(source)x\(index)"
                    models[target].relationships.append(
                        Relationship(
                            name: inverseName, target: models[source].name, cardinality: .toMany(isOptional: false)))
                    relationship.inverse = inverseName
                }
                models[source].relationships.append(relationship)
            }
        }
    }

    private mutating func defaultValue(for type: AttributeType, enums: [EnumDeclaration]) -> DefaultValue {
        if type.isArray {
            return .array((0..<below(3)).map { _ in scalarDefault(type.elementType, enums: enums) })
        }
        return scalarDefault(type, enums: enums)
    }

    private mutating func scalarDefault(_ type: AttributeType, enums: [EnumDeclaration]) -> DefaultValue {
        switch type.scalar {
        case .enumeration(let enumName):
            let cases = enums.first { $0.name == enumName }?.cases ?? []
            return .enumCase(cases.isEmpty ? "missing" : pick(cases).name)
        case .structure:
            // Random histories declare no structs; a struct's default is a Swift expression.
            return .expression("nil")
        case .primitive(let primitive):
            switch primitive {
            case .string: return .string(pick(Self.texts))
            case .bool: return .bool(chance(50))
            case .int, .int64: return .integer(pick([0, -1, 42, Int64.min, Int64.max]))
            case .int8: return .integer(pick([-128, 0, 127]))
            case .int16: return .integer(pick([-32768, 7, 32767]))
            case .int32: return .integer(pick([Int64(Int32.min), 7, Int64(Int32.max)]))
            case .uint8: return .integer(pick([0, 255]))
            case .uint16: return .integer(pick([0, 65535]))
            case .uint32: return .integer(pick([0, Int64(UInt32.max)]))
            case .uint64: return pick([.integer(0), .unsignedInteger(UInt64.max)])
            case .double: return .floatingPoint(pick([0, -1.5, 0.1, 1e-7, 123456.789, 2.5e20]))
            case .float: return .floatingPoint(pick([0, 1.5, -2.25]))
            case .decimal: return .decimal(pick(["0", "19.99", "-0.5", "1234567890.123456789"]))
            case .date: return pick([.now, .date(secondsSince1970: 0), .date(secondsSince1970: 1_700_000_000.25)])
            case .uuid: return pick([.generatedUUID, .uuid("123E4567-E89B-12D3-A456-426614174000")])
            case .data: return .data(base64: pick(["", "AAEC/w==", "aGVsbG8="]))
            case .url: return .url(pick(["https://example.com/a?b=c#d", "file:///tmp/x"]))
            }
        }
    }
}

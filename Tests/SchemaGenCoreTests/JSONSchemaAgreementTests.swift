import Foundation
import SchemaGenCore
import Testing

/// The JSON Schemas editors validate with (`docs/*.schema.json`) agree with what schemagen reads: the
/// configuration table's keys, kinds, defaults and documentation, and identifier patterns that accept exactly the names the one identifier check does.
@Suite("JSON Schemas agree with the reader: configuration keys and identifier patterns")
struct JSONSchemaAgreementTests {
    static func schema(_ name: String) throws -> [String: Any] {
        let url = FixturePaths.packageRoot.appendingPathComponent("docs/\(name)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try #require(object as? [String: Any])
    }

    /// Whether `pattern` (an ECMA-262 regular expression, as JSON Schema's) matches `text`.
    static func matches(_ pattern: String, _ text: String) throws -> Bool {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static let samples = ["Item", "_item", "item_2", "_", "9lives", "a-b", "café", "", "A", "__"]

    @Test("the configuration's JSON Schema has exactly the table's keys, with its defaults and documentation")
    func configurationKeys() throws {
        let properties = try #require(
            try Self.schema("schemagen-config.schema.json")["properties"] as? [String: [String: Any]])
        #expect(Set(properties.keys) == Set(ConfigurationKey.names))
        for key in ConfigurationKey.allCases {
            // A list default is written as YAML writes it: `[]`, `[A, B]`.
            let written = properties[key.rawValue]?["default"].map { value in
                (value as? [Any]).map { "[" + $0.map { "\($0)" }.joined(separator: ", ") + "]" } ?? "\(value)"
            }
            #expect(written == (key.defaultValue == "false" ? "0" : key.defaultValue), "\(key)")
            #expect(properties[key.rawValue]?["description"] as? String == key.documentation, "\(key)")
        }
    }

    @Test("each key's JSON Schema type is its kind's: paths, names, choices, releases, switches, lists")
    func configurationTypes() throws {
        let properties = try #require(
            try Self.schema("schemagen-config.schema.json")["properties"] as? [String: [String: Any]])
        let identifier = try #require(properties["planName"]?["pattern"] as? String)
        let choices: [ConfigurationKey: [String]] = [
            .flavor: GenerationOptions.FlavorName.allCases.map(\.rawValue),
            .accessLevel: GenerationOptions.AccessLevel.allCases.map(\.rawValue),
        ]
        for key in ConfigurationKey.allCases {
            let property = try #require(properties[key.rawValue], "\(key)")
            let forms = (property["anyOf"] as? [[String: Any]] ?? []).map { $0["type"] as? String }
            switch key.kind {
            case .path:
                #expect(property["type"] as? String == "string" && property["minLength"] as? Int == 1, "\(key)")
            case .name:
                #expect(property["type"] as? String == "string", "\(key)")
                #expect(property["pattern"] as? String == identifier, "\(key)")
            case .choice:
                #expect(property["enum"] as? [String] == choices[key], "\(key)")
            case .platformRelease:
                let pattern = try #require(property["pattern"] as? String)
                for platform in SwiftDataOptions.DeploymentTarget.Platform.allCases {
                    #expect(try Self.matches(pattern, "\(platform.rawValue) 18"), "\(platform)")
                }
                #expect(try Self.matches(pattern, key.defaultValue))
            case .switchOrVersion:
                #expect(forms == ["boolean", "string"], "\(key)")
            case .names:
                #expect(forms == ["array", "string"], "\(key)")
            }
        }
    }

    @Test(
        "the schema language's JSON Schema has, for each mapping, exactly the keys of the loader's table")
    func schemaLanguageKeys() throws {
        let schema = try Self.schema("schema-language.schema.json")
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        // A mapping that has a shorthand is a `oneOf` of the shorthand and the long form's object.
        func keys(_ object: [String: Any]?) -> [String]? {
            if let properties = object?["properties"] as? [String: Any] { return Array(properties.keys) }
            let forms = (object?["oneOf"] as? [[String: Any]] ?? []) + (object?["anyOf"] as? [[String: Any]] ?? [])
            return forms.lazy.compactMap { keys($0) }.first
        }
        let tables: [(String, [String]?, [String])] = [
            ("top level", keys(schema), TopLevelKey.names),
            ("enum", keys(definitions["enum"]), EnumKey.names),
            ("struct", keys(definitions["struct"]), StructKey.names),
            ("field", keys(definitions["field"]), FieldKey.names),
            ("model", keys(definitions["model"]), ModelKey.names),
            ("attribute", keys(definitions["attribute"]), AttributeKey.names),
            ("relationship", keys(definitions["relationship"]), RelationshipKey.names),
            ("migration", keys(definitions["migration"]), MigrationKey.names),
        ]
        for (name, written, table) in tables {
            #expect(written.map(Set.init) == Set(table), "\(name)")
        }
    }

    @Test("the README's schemagen.yaml is the table: every key at its default, with its documentation")
    func readmeShowsTheTable() throws {
        let readme = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("### schemagen.yaml\n\n```yaml\n" + ConfigurationKey.documentedDefaults + "```\n"))
    }

    @Test("the planName and identifier patterns accept exactly what SwiftIdentifier.isValid accepts")
    func identifierPatterns() throws {
        let configuration = try #require(
            try Self.schema("schemagen-config.schema.json")["properties"] as? [String: [String: Any]])
        let planName = try #require(configuration["planName"]?["pattern"] as? String)
        let definitions = try #require(
            try Self.schema("schema-language.schema.json")["$defs"] as? [String: [String: Any]])
        let identifier = try #require(definitions["identifier"]?["pattern"] as? String)
        for pattern in [planName, identifier] {
            for sample in Self.samples {
                #expect(
                    try Self.matches(pattern, sample) == SwiftIdentifier.isValid(sample), "\(pattern) on '\(sample)'")
            }
        }
    }
}

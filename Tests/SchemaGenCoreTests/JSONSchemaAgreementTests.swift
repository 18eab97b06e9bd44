import Foundation
import SchemaGenCore
import Testing

/// The JSON Schemas editors validate with (`docs/*.schema.json`) agree with what schemagen reads: the same
/// configuration keys, and identifier patterns that accept exactly the names the one identifier check does.
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

    @Test("the configuration's JSON Schema has exactly the keys the configuration reader knows, with its defaults")
    func configurationKeys() throws {
        let properties = try #require(
            try Self.schema("schemagen-config.schema.json")["properties"] as? [String: [String: Any]])
        #expect(Set(properties.keys) == Set(SchemaGenConfiguration.keys))
        for (key, value) in SchemaGenConfiguration.defaults {
            // A list default is written as YAML writes it: `[]`, `[A, B]`.
            let written = properties[key]?["default"].map { value in
                (value as? [Any]).map { "[" + $0.map { "\($0)" }.joined(separator: ", ") + "]" } ?? "\(value)"
            }
            #expect(written == (value == "false" ? "0" : value), "\(key)")
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

    @Test("the defaults, written out as a configuration, read back as the configuration a missing file means")
    func defaultsReadBack() throws {
        let text = SchemaGenConfiguration.defaults.map { "\($0.key): \($0.value)\n" }.joined()
        let read = SchemaGenConfiguration.load(Array(text.utf8), path: "schemagen.yaml")
        #expect(read.diagnostics.isEmpty)
        #expect(read.configuration == SchemaGenConfiguration())
    }

    @Test("the README's schemagen.yaml shows every key at its default")
    func readmeShowsDefaults() throws {
        let readme = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for (key, value) in SchemaGenConfiguration.defaults {
            #expect(readme.contains("\n\(key): \(value) "), "\(key): \(value)")
        }
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

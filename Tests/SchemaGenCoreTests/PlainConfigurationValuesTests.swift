import Foundation
import Testing

@testable import SchemaGenCore

/// The build plugins read the few values they need before schemagen is built (`PlainConfigurationValues`, linked
/// into them): what they read must be what schemagen's own reader reads, and a form they can't read must be
/// refused, never taken for the default.
@Suite("What the plugins read of schemagen.yaml is what schemagen reads, or refused")
struct PlainConfigurationValuesTests {
    /// The keys the plugins read: where the inputs and the suite are, and the plan that names the suite.
    static let pluginKeys: [ConfigurationKey] = [.schemas, .testKitFixtures, .testKitOutput, .planName, .output]

    static let readable = [
        "schemas: Versions\n", "schemas: Versions # the folder\n", "schemas: 'My Versions'\n",
        "schemas: \"Versions\"\n", "schemas: Sch#emas\n", "schemas: 'it''s'\n", "schemas:   Versions   \n",
        "# comment\r\nschemas: Versions\r\nplanName: AppPlan\r\n", "---\nschemas: Versions\n",
        "testKitOutput: Tests/Kit\nplanName: App\ntestKitFixtures: ../Fixtures\n", "planName: App\n  # a comment\n",
        "schemas:\tVersions\n", "output: Sources/Models\naccessLevel: internal\n", "", "# nothing\n",
    ]

    static let unreadable = [
        "{schemas: Versions, planName: App}\n", "schemas: >\n  Versions\n", "schemas:\n  Versions\n",
        "schemas: &folder Versions\n", "schemas: \"Ver\\u0073ions\"\n", "schemas: ~\n",
    ]

    /// What schemagen's reader makes of `key` in a valid configuration.
    static func read(_ key: ConfigurationKey, in configuration: SchemaGenConfiguration) -> String? {
        key == .planName ? configuration.options.planName : configuration.path(for: key)
    }

    /// The configurations of this repository and its examples.
    static func repositoryConfigurations() throws -> [URL] {
        let root = FixturePaths.packageRoot
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let file = files?.nextObject() as? URL {
            if file.path.contains("/.build/") { files?.skipDescendants() }
            if file.lastPathComponent == OutputFileNames.configuration { found.append(file) }
        }
        return found
    }

    @Test("one-line values, quoted or not, with comments and CRLF, read as schemagen reads them")
    func readableForms() throws {
        for text in Self.readable {
            let configuration = try #require(
                SchemaGenConfiguration.load(Array(text.utf8), path: "schemagen.yaml").configuration, "\(text)")
            let values = PlainConfigurationValues(text: text)
            for key in Self.pluginKeys {
                #expect(values.valueOrDefault(key) == Self.read(key, in: configuration), "\(key) in \(text)")
            }
        }
    }

    @Test("the configurations of this repository and its examples read the same in the plugins")
    func repositoryConfigurationsAgree() throws {
        let files = try Self.repositoryConfigurations()
        #expect(files.count >= 3, "\(files)")
        for file in files {
            let bytes = try Array(Data(contentsOf: file))
            let configuration = try #require(
                SchemaGenConfiguration.load(bytes, path: file.path).configuration, "\(file.path)")
            let values = PlainConfigurationValues(text: String(decoding: bytes, as: UTF8.self))
            for key in Self.pluginKeys {
                #expect(values.valueOrDefault(key) == Self.read(key, in: configuration), "\(key) in \(file.path)")
            }
        }
    }

    @Test("flow mappings, block scalars, values on the next line, anchors, escapes and nulls are refused")
    func unreadableForms() {
        for text in Self.unreadable {
            #expect(PlainConfigurationValues(text: text).value(of: .schemas) == .unreadable, "\(text)")
        }
        #expect(PlainConfigurationValues(text: "{planName: App}\n").value(of: .schemas) == .absent)
    }

    @Test("a key is its own line's: a longer key or an indented one is not it")
    func keyBoundaries() {
        let values = PlainConfigurationValues(text: "schemasFolder: X\nnested:\n  schemas: Y\n")
        #expect(values.value(of: .schemas) == .absent)
        #expect(values.valueOrDefault(.schemas) == ConfigurationKey.schemas.defaultValue)
    }
}

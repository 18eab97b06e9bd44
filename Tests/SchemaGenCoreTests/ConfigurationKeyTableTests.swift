import Foundation
import SchemaKit
import Testing

@testable import SchemaGenCore

/// `ConfigurationKey` is the one table of `schemagen.yaml`'s keys: the reader reads every key it lists, each as
/// its kind, and a file without a key means the table's default.
@Suite("The configuration table drives the reader: every key read as its kind, defaults from the table")
struct ConfigurationKeyTableTests {
    /// A value other than the default for each key, as it would be written.
    static let samples: [ConfigurationKey: String] = [
        .schemas: "Versions", .output: "Sources/Models", .flavor: "swiftdata", .accessLevel: "internal",
        .planName: "AppPlan", .swiftDataDeploymentTarget: "macOS 15", .cloudKit: "1.2.0",
        .testKitOutput: "Tests/Kit", .testKitImports: "[Models, App]", .testKitCustomStages: "AppStages",
        .testKitFixtures: "Samples",
    ]

    func load(_ text: String) -> (configuration: SchemaGenConfiguration?, diagnostics: [Diagnostic]) {
        SchemaGenConfiguration.load(Array(text.utf8), path: "schemagen.yaml")
    }

    @Test("every key of the table is read: its sample value changes the configuration, and nothing else")
    func everyKeyRead() throws {
        #expect(Set(Self.samples.keys) == Set(ConfigurationKey.allCases), "a sample for every key")
        for key in ConfigurationKey.allCases {
            let sample = try #require(Self.samples[key])
            let read = load("\(key.rawValue): \(sample)\n")
            #expect(read.diagnostics.isEmpty, "\(key): \(read.diagnostics.map(\.formatted))")
            let configuration = try #require(read.configuration, "\(key)")
            #expect(configuration != SchemaGenConfiguration(), "\(key) is read")
            // Written after every other key at its default, it reads the same: it changes nothing else. (The
            // custom stages' default follows the plan name, so it is not written out beside another plan.)
            let others = ConfigurationKey.allCases.filter { $0 != key && $0 != .testKitCustomStages }
                .map { "\($0.rawValue): \($0.defaultValue)\n" }
            #expect(load(others.joined() + "\(key.rawValue): \(sample)\n").configuration == configuration, "\(key)")
            if key.kind == .path { #expect(configuration.path(for: key) == sample) }
        }
    }

    @Test("each key's value is read as its kind: a single value, or a list for the list key")
    func everyKeyReadAsItsKind() {
        for key in ConfigurationKey.allCases {
            let read = load("\(key.rawValue): { a: b }\n")
            #expect(read.configuration == nil, "\(key)")
            let expected =
                key.kind == .names
                ? "'\(key.rawValue)' must be a list of module names"
                : "'\(key.rawValue)' must be a single value, not a mapping"
            #expect(read.diagnostics.map(\.message) == [expected], "\(key)")
        }
    }

    @Test("only path keys name a folder of the configuration")
    func pathKeys() {
        let configuration = SchemaGenConfiguration()
        for key in ConfigurationKey.allCases {
            #expect((configuration.path(for: key) == key.defaultValue) == (key.kind == .path), "\(key)")
        }
    }

    @Test("the code's defaults are the table's: the generation options, the suite's options, the lock and stores")
    func codeDefaultsAreTheTables() {
        let options = GenerationOptions()
        #expect(options.flavor.rawValue == ConfigurationKey.flavor.defaultValue)
        #expect(options.accessLevel.rawValue == ConfigurationKey.accessLevel.defaultValue)
        #expect(options.planName == ConfigurationKey.planName.defaultValue)
        #expect("\(options.swiftData.deploymentTarget)" == ConfigurationKey.swiftDataDeploymentTarget.defaultValue)
        #expect(options.swiftData.cloudKit == .off && ConfigurationKey.cloudKit.defaultValue == "false")
        #expect(GeneratedNames(planName: options.planName).stagesType == ConfigurationKey.testKitCustomStages.defaultValue)
        let testKit = TestKitOptions()
        #expect(testKit.imports.isEmpty && ConfigurationKey.testKitImports.defaultValue == "[]")
        #expect(testKit.fixturesName == ConfigurationKey.testKitFixtures.defaultValue)
        #expect(TestKitOptions.frozenStoresFolder == WorkspaceLayout.frozenStoresFolder)
        #expect(SchemaLock.fileName == WorkspaceLayout.lockFileName)
        let configuration = SchemaGenConfiguration()
        for key in ConfigurationKey.allCases where key.kind == .path {
            #expect(configuration.path(for: key) == key.defaultValue)
        }
    }

    @Test("the defaults, written out as a configuration, read back as the configuration a missing file means")
    func defaultsReadBack() throws {
        let text = ConfigurationKey.allCases.map { "\($0.rawValue): \($0.defaultValue)\n" }.joined()
        let read = load(text)
        #expect(read.diagnostics.isEmpty)
        #expect(read.configuration == SchemaGenConfiguration())
    }

    @Test("an unknown key's hint lists the table's keys when none is close")
    func unknownKeyListsTheTable() {
        let read = load("zzzzzz: 1\n")
        #expect(read.diagnostics.map(\.hint) == ["the keys are \(NameSuggestion.list(ConfigurationKey.names))"])
    }
}

import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("schemagen.yaml is read with the same located diagnostics as schemas")
struct ConfigurationTests {
    func load(_ text: String) -> (SchemaGenConfiguration?, [String]) {
        let result = SchemaGenConfiguration.load(Array(text.utf8), path: "schemagen.yaml")
        return (result.configuration, result.diagnostics.map(\.formatted))
    }

    @Test("every key, and an empty file meaning every default")
    func validConfigurations() throws {
        let full = try #require(
            load(
                "schemas: Versions\noutput: Sources/Models\nflavor: portable\naccessLevel: internal\nplanName: AppPlan\n"
            ).0)
        #expect(full.schemas == "Versions")
        #expect(full.output == "Sources/Models")
        #expect(full.options == GenerationOptions(accessLevel: .internal, planName: "AppPlan"))
        #expect(load("# all defaults\n").0 == SchemaGenConfiguration())
        let swiftData = try #require(
            load("flavor: swiftdata\nswiftDataDeploymentTarget: macOS 14.4\ncloudKit: 1.2\n").0)
        #expect(
            swiftData.options
                == GenerationOptions(
                    flavor: .swiftdata,
                    swiftData: SwiftDataOptions(
                        deploymentTarget: .init(platform: .macOS, major: 14), cloudKit: .from(SchemaVersion(1, 2, 0)))))
        #expect(load("cloudKit: true\n").0?.options.swiftData.cloudKit == .allVersions)
        let kit = try #require(
            load("testKitOutput: Tests/Kit\ntestKitImports: [Models, App]\ntestKitCustomStages: AppStages\n").0)
        #expect(kit.testKitOutput == "Tests/Kit")
        #expect(kit.testKit == TestKitOptions(imports: ["Models", "App"], customStagesType: "AppStages"))
        #expect(load("testKitImports: Models\n").0?.testKit.imports == ["Models"])
        // Naming the type scaffold writes is the same as leaving the default, which follows the plan name.
        #expect(load("planName: App\ntestKitCustomStages: AppStages\n").0?.testKit.customStagesType == nil)
    }

    @Test(
        "mistakes are located, with hints",
        arguments: [
            (
                "schemes: Versions\n",
                "schemagen.yaml:1:1: error: unknown key 'schemes' in the schemagen configuration [SG200]\n    hint: did you mean 'schemas'?"
            ),
            (
                "accessLevel: private\n",
                "schemagen.yaml:1:14: error: 'private' is not an access level for generated code [SG600]\n    hint: write 'public' or 'internal'"
            ),
            (
                "flavor: swiftui\n",
                "schemagen.yaml:1:9: error: 'swiftui' is not a flavor schemagen generates [SG600]\n    hint: the flavors are 'portable' or 'swiftdata'"
            ),
            (
                "swiftDataDeploymentTarget: Android 14\n",
                "schemagen.yaml:1:28: error: 'Android 14' is not a platform release [SG600]\n    hint: write a platform and its release, such as 'iOS 17' or 'macOS 14'; the platforms are 'iOS', 'iPadOS', 'macOS', 'macCatalyst', 'tvOS', 'watchOS' or 'visionOS'"
            ),
            (
                "swiftDataDeploymentTarget: iOS 16\n",
                "schemagen.yaml:1:28: error: SwiftData does not exist on iOS 16 [SG600]\n    hint: SwiftData came with iOS 17; an app that supports older releases can't use the swiftdata flavor"
            ),
            (
                "cloudKit: sometimes\n",
                "schemagen.yaml:1:11: error: 'cloudKit' must be true, false or a schema version, not 'sometimes' [SG600]\n    hint: write 'cloudKit: true' when every version syncs, or the first version that does, such as 'cloudKit: 1.4.0'"
            ),
            (
                "planName: my-plan\n",
                "schemagen.yaml:1:11: error: the plan name 'my-plan' is not a Swift identifier [SG204]\n    hint: names are letters, digits and '_', not starting with a digit; for example 'my_plan'"
            ),
            (
                "testKitImports: [Models, my-app]\n",
                "schemagen.yaml:1:26: error: the module name 'my-app' is not a Swift identifier [SG204]\n    hint: names are letters, digits and '_', not starting with a digit; for example 'my_app'"
            ),
            (
                "testKitImports: { Models: yes }\n",
                "schemagen.yaml:1:17: error: 'testKitImports' must be a list of module names [SG202]\n    hint: write the modules the suite imports, such as 'testKitImports: [MyModels, MyApp]'"
            ),
            (
                "testKitImports: [[Models]]\n",
                "schemagen.yaml:1:18: error: the module name must be a name, not a list [SG202]\n    hint: write a Swift identifier, such as 'MyModels'"
            ),
            (
                "testKitCustomStages: 9Stages\n",
                "schemagen.yaml:1:22: error: the custom stages type '9Stages' is not a Swift identifier [SG204]\n    hint: names are letters, digits and '_', not starting with a digit; for example '_9Stages'"
            ),
            (
                "output: [a, b]\n",
                "schemagen.yaml:1:9: error: 'output' must be a single value, not a list [SG202]\n    hint: write the value after the colon, such as 'output: Generated'"
            ),
        ])
    func mistakes(text: String, expected: String) {
        let (configuration, diagnostics) = load(text)
        #expect(configuration == nil)
        #expect(diagnostics == [expected])
    }

    @Test("--config points every command at a target's schemas and output; flags still win")
    func commandLineConfig() throws {
        let folder = ScratchFolder.make("schemagen-config")
        let target = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(
            at: target.appendingPathComponent("Versions"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "schemas: Versions\noutput: Models\naccessLevel: internal\n".write(
            to: target.appendingPathComponent("schemagen.yaml"), atomically: true, encoding: .utf8)
        try "version: 1\nmodels:\n  Item:\n    attributes:\n      name: String\n".write(
            to: target.appendingPathComponent("Versions/V1.yaml"), atomically: true, encoding: .utf8)
        let generate = try CommandRunner.run(["generate", "--config", "Sources/App/schemagen.yaml"], in: folder)
        #expect(generate.standardOutput == "Sources/App/Models: wrote 3, removed 0, unchanged 0\n")
        let model = try String(contentsOf: target.appendingPathComponent("Models/SchemaV1.swift"), encoding: .utf8)
        #expect(
            model.contains("\nenum SchemaV1: SchemaRuntime.VersionedSchema {"), "internal access from the configuration"
        )
        let validate = try CommandRunner.run(["validate", "--config", "Sources/App/schemagen.yaml"], in: folder)
        #expect(validate.standardOutput.hasPrefix("Sources/App/Versions: 1 version (1.0.0)"))
        let check = try CommandRunner.run(
            ["check", "--config", "Sources/App/schemagen.yaml", "--output", "Elsewhere"], in: folder)
        #expect(check.status == 1, "--output overrides the configuration, and Elsewhere is empty")
    }

    @Test("a --config that can't be read is a located error naming the path and why")
    func missingConfig() throws {
        let folder = ScratchFolder.make("schemagen-noconfig")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "--config", "App/schemagen.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "App/schemagen.yaml: error: the configuration file can't be read: it does not exist [SG103]\n    hint: check the path given to --config\n"
        )
    }
}

import Foundation
import SchemaKit
import SchemaModel

/// `schemagen.yaml`: where a target's schemas are and how to generate code for them. Paths are relative to
/// the file's folder.
///
/// ```yaml
/// schemas: Schemas            # the folder of version files (default Schemas)
/// output: Generated           # where `generate` and the command plugin write (default Generated)
/// flavor: portable            # portable (default) or swiftdata
/// accessLevel: public         # public (default) or internal
/// planName: SchemaMigrations  # the migration plan type (default SchemaMigrations)
/// swiftDataDeploymentTarget: iOS 18   # swiftdata: the oldest release the app runs on (default iOS 18)
/// cloudKit: false             # swiftdata: true, or the first version that syncs through CloudKit
/// testKitOutput: Tests/MigrationTests     # where `testkit` writes the migration test suite
/// testKitImports: []          # the modules the suite imports (the generated code's, the custom stages')
/// testKitCustomStages: SchemaMigrationsStages  # the type implementing the custom stages (default: planName + Stages)
/// testKitFixtures: Fixtures   # hand-written fixture files, one per version (1.4.0.yaml)
/// ```
public struct SchemaGenConfiguration: Hashable, Sendable {
    /// The flavors of generated code.
    public typealias Flavor = GenerationOptions.FlavorName

    /// The folder of version files, relative to the configuration file.
    public var schemas = "Schemas"
    /// The output folder, relative to the configuration file.
    public var output = "Generated"
    /// The generation options, the flavor among them.
    public var options = GenerationOptions()
    /// Where `schemagen testkit` writes the migration test suite, relative to the configuration file.
    public var testKitOutput = "Tests/MigrationTests"
    /// The folder of hand-written fixture files (`1.4.0.yaml`), relative to the configuration file.
    public var testKitFixtures = "Fixtures"
    /// What the migration test suite imports and runs.
    public var testKit = TestKitOptions()

    /// The default configuration.
    public init() {}

    /// Every key `schemagen.yaml` may hold, in the order the docs list them, with the value a file without
    /// the key means, as it would be written: the one table the reader, the README and the JSON Schema editors
    /// use agree with (`JSONSchemaAgreementTests` checks all three).
    public static let defaults: KeyValuePairs<String, String> = [
        "schemas": "Schemas", "output": "Generated", "flavor": "portable", "accessLevel": "public",
        "planName": "SchemaMigrations", "swiftDataDeploymentTarget": "iOS 18", "cloudKit": "false",
        "testKitOutput": "Tests/MigrationTests", "testKitImports": "[]",
        "testKitCustomStages": "SchemaMigrationsStages", "testKitFixtures": "Fixtures",
    ]

    /// Every key `schemagen.yaml` may hold, in the order the docs list them.
    public static var keys: [String] { defaults.map(\.key) }

    /// Loads a configuration file's bytes; `path` is how the file is named in diagnostics.
    public static func load(_ bytes: [UInt8], path: String) -> (
        configuration: SchemaGenConfiguration?, diagnostics: [Diagnostic]
    ) {
        let root: YAMLNode
        switch YAMLReader().read(bytes, path: path) {
        case .success(let node): root = node
        case .failure(let failure):
            // A configuration file with nothing in it asks for every default.
            if failure.isEmptyDocument { return (SchemaGenConfiguration(), []) }
            return (nil, [failure.diagnostic])
        }
        var configuration = SchemaGenConfiguration()
        var diagnostics: [Diagnostic] = []
        let entries = root.mappingEntries ?? []
        for entry in entries where !keys.contains(entry.key) {
            diagnostics.append(
                .error(
                    .unknownKey, "unknown key '\(entry.key)' in the schemagen configuration", at: entry.keyLocation,
                    hint: NameSuggestion.hint(
                        for: entry.key, among: keys, otherwise: "the keys are \(NameSuggestion.list(keys))")))
        }
        func text(_ entry: YAMLMappingEntry) -> String? {
            guard let scalar = entry.value.scalar, !scalar.isNull, !scalar.text.isEmpty else {
                diagnostics.append(
                    .error(
                        .unexpectedValueKind,
                        "'\(entry.key)' must be a single value, not \(entry.value.kindDescription)",
                        at: entry.value.location,
                        hint: "write the value after the colon, such as '\(entry.key): \(example(entry.key))'"))
                return nil
            }
            return scalar.text
        }
        /// A Swift identifier naming a type or module, or `nil` after reporting why not.
        func identifier(_ node: YAMLNode, _ what: String) -> String? {
            guard let scalar = node.scalar, !scalar.isNull else {
                diagnostics.append(
                    .error(
                        .unexpectedValueKind, "the \(what) must be a name, not \(node.kindDescription)",
                        at: node.location, hint: "write a Swift identifier, such as 'MyModels'"))
                return nil
            }
            guard SwiftIdentifier.isValid(scalar.text) else {
                diagnostics.append(
                    .error(
                        .invalidIdentifier, "the \(what) '\(scalar.text)' is not a Swift identifier", at: node.location,
                        hint: SwiftIdentifier.hint(for: scalar.text)))
                return nil
            }
            return scalar.text
        }
        for entry in entries {
            switch entry.key {
            case "schemas": configuration.schemas = text(entry) ?? configuration.schemas
            case "testKitOutput": configuration.testKitOutput = text(entry) ?? configuration.testKitOutput
            case "testKitFixtures": configuration.testKitFixtures = text(entry) ?? configuration.testKitFixtures
            case "testKitCustomStages":
                guard text(entry) != nil else { continue }
                configuration.testKit.customStagesType = identifier(entry.value, "custom stages type")
            case "testKitImports":
                // A list of module names, or one name on its own.
                let items = entry.value.sequenceItems ?? (entry.value.scalar?.isNull == false ? [entry.value] : nil)
                guard let items else {
                    diagnostics.append(
                        .error(
                            .unexpectedValueKind, "'testKitImports' must be a list of module names",
                            at: entry.value.location,
                            hint: "write the modules the suite imports, such as 'testKitImports: [MyModels, MyApp]'"))
                    continue
                }
                configuration.testKit.imports = items.compactMap { identifier($0, "module name") }
            case "output": configuration.output = text(entry) ?? configuration.output
            case "flavor":
                guard let value = text(entry) else { continue }
                if let flavor = Flavor(rawValue: value) {
                    configuration.options.flavor = flavor
                } else {
                    diagnostics.append(
                        .error(
                            .invalidConfigurationValue, "'\(value)' is not a flavor schemagen generates",
                            at: entry.value.location,
                            hint: NameSuggestion.hint(
                                for: value, among: Flavor.allCases.map(\.rawValue),
                                otherwise: "the flavors are \(NameSuggestion.list(Flavor.allCases.map(\.rawValue)))")))
                }
            case "accessLevel":
                guard let value = text(entry) else { continue }
                if let level = GenerationOptions.AccessLevel(rawValue: value) {
                    configuration.options.accessLevel = level
                } else {
                    diagnostics.append(
                        .error(
                            .invalidConfigurationValue, "'\(value)' is not an access level for generated code",
                            at: entry.value.location,
                            hint: "write 'public' or 'internal'"))
                }
            case "planName":
                guard let value = text(entry) else { continue }
                if SwiftIdentifier.isValid(value) {
                    configuration.options.planName = value
                } else {
                    diagnostics.append(
                        .error(
                            .invalidIdentifier, "the plan name '\(value)' is not a Swift identifier",
                            at: entry.value.location,
                            hint: SwiftIdentifier.hint(for: value)))
                }
            case "swiftDataDeploymentTarget":
                guard let value = text(entry) else { continue }
                guard let target = SwiftDataOptions.DeploymentTarget(parsing: value) else {
                    diagnostics.append(
                        .error(
                            .invalidConfigurationValue, "'\(value)' is not a platform release",
                            at: entry.value.location,
                            hint:
                                "write a platform and its release, such as 'iOS 17' or 'macOS 14'; the platforms are \(NameSuggestion.list(SwiftDataOptions.DeploymentTarget.Platform.allCases.map(\.rawValue)))"
                        ))
                    continue
                }
                guard target.hasSwiftData else {
                    diagnostics.append(
                        .error(
                            .invalidConfigurationValue, "SwiftData does not exist on \(target)",
                            at: entry.value.location,
                            hint:
                                "SwiftData came with \(SwiftDataOptions.DeploymentTarget(platform: target.platform, major: target.platform.releases.first)); an app that supports older releases can't use the swiftdata flavor"
                        ))
                    continue
                }
                configuration.options.swiftData.deploymentTarget = target
            case "cloudKit":
                guard let value = text(entry) else { continue }
                if value == "true" {
                    configuration.options.swiftData.cloudKit = .allVersions
                } else if value == "false" {
                    configuration.options.swiftData.cloudKit = .off
                } else if let version = SchemaVersion(parsing: value) {
                    configuration.options.swiftData.cloudKit = .from(version)
                } else {
                    diagnostics.append(
                        .error(
                            .invalidConfigurationValue,
                            "'cloudKit' must be true, false or a schema version, not '\(value)'",
                            at: entry.value.location,
                            hint:
                                "write 'cloudKit: true' when every version syncs, or the first version that does, such as 'cloudKit: 1.4.0'"
                        ))
                }
            default:
                continue
            }
        }
        // Naming the type scaffold writes is the same as not naming one: it follows the plan name.
        if configuration.testKit.customStagesType == GeneratedNames(planName: configuration.options.planName).stagesType
        {
            configuration.testKit.customStagesType = nil
        }
        return (diagnostics.containsErrors ? nil : configuration, diagnostics)
    }

    /// A value to show in a hint: the default, or for `cloudKit` (whose default is off) the value that
    /// turns it on.
    private static func example(_ key: String) -> String {
        key == "cloudKit"
            ? "true" : key == "testKitImports" ? "[MyModels]" : defaults.first { $0.key == key }?.value ?? ""
    }
}

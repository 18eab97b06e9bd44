import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen.yaml`: where a target's schemas are and how to generate code for them. Paths are relative to
/// the file's folder. Its keys, their defaults and their documentation are ``ConfigurationKey``'s.
public struct SchemaGenConfiguration: Hashable, Sendable {
    /// The folder of version files, relative to the configuration file.
    public var schemas = ConfigurationKey.schemas.defaultValue
    /// The output folder, relative to the configuration file.
    public var output = ConfigurationKey.output.defaultValue
    /// The generation options, the flavor among them.
    public var options = GenerationOptions()
    /// Where `schemagen testkit` writes the migration test suite, relative to the configuration file.
    public var testKitOutput = ConfigurationKey.testKitOutput.defaultValue
    /// The folder of hand-written fixture files (`1.4.0.yaml`), relative to the configuration file.
    public var testKitFixtures = ConfigurationKey.testKitFixtures.defaultValue
    /// What the migration test suite imports and runs.
    public var testKit = TestKitOptions()

    /// The default configuration.
    public init() {}

    /// The folder a ``ConfigurationKey/ValueKind/path`` key names, relative to the configuration file; `nil`
    /// for a key that names no folder.
    public func path(for key: ConfigurationKey) -> String? {
        switch key {
        case .schemas: schemas
        case .output: output
        case .testKitOutput: testKitOutput
        case .testKitFixtures: testKitFixtures
        case .flavor, .accessLevel, .planName, .swiftDataDeploymentTarget, .cloudKit, .testKitImports,
            .testKitCustomStages:
            nil
        }
    }

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
        var reader = ConfigurationValueReader()
        let entries = root.mappingEntries ?? []
        let keys = ConfigurationKey.names
        for entry in entries where ConfigurationKey(rawValue: entry.key) == nil {
            reader.diagnostics.append(
                .error(
                    .unknownKey, "unknown key '\(entry.key)' in the schemagen configuration", at: entry.keyLocation,
                    hint: NameSuggestion.hint(
                        for: entry.key, among: keys, otherwise: "the keys are \(NameSuggestion.list(keys))")))
        }
        for entry in entries {
            guard let key = ConfigurationKey(rawValue: entry.key) else { continue }
            configuration.read(key, from: entry, with: &reader)
        }
        // Naming the type scaffold writes is the same as not naming one: it follows the plan name.
        if configuration.testKit.customStagesType == GeneratedNames(planName: configuration.options.planName).stagesType
        {
            configuration.testKit.customStagesType = nil
        }
        return (reader.diagnostics.containsErrors ? nil : configuration, reader.diagnostics)
    }

    /// Sets what `key` says from `entry`, its value read as the key's kind; a value that can't be used leaves the
    /// default, and `reader` says why. The switch names every key, so a key added to the table is read.
    private mutating func read(
        _ key: ConfigurationKey, from entry: YAMLMappingEntry, with reader: inout ConfigurationValueReader
    ) {
        switch key {
        case .schemas: schemas = reader.text(entry) ?? schemas
        case .output: output = reader.text(entry) ?? output
        case .testKitOutput: testKitOutput = reader.text(entry) ?? testKitOutput
        case .testKitFixtures: testKitFixtures = reader.text(entry) ?? testKitFixtures
        case .flavor:
            let flavors = GenerationOptions.FlavorName.allCases.map(\.rawValue)
            options.flavor =
                reader.choice(entry, as: GenerationOptions.FlavorName.self, notA: "a flavor schemagen generates") {
                    NameSuggestion.hint(
                        for: $0, among: flavors, otherwise: "the flavors are \(NameSuggestion.list(flavors))")
                } ?? options.flavor
        case .accessLevel:
            options.accessLevel =
                reader.choice(
                    entry, as: GenerationOptions.AccessLevel.self, notA: "an access level for generated code",
                    hint: { _ in "write 'public' or 'internal'" }) ?? options.accessLevel
        case .planName: options.planName = reader.name(entry, what: "plan name") ?? options.planName
        case .swiftDataDeploymentTarget:
            options.swiftData.deploymentTarget = reader.platformRelease(entry) ?? options.swiftData.deploymentTarget
        case .cloudKit: options.swiftData.cloudKit = reader.cloudKitSync(entry) ?? options.swiftData.cloudKit
        case .testKitImports: testKit.imports = reader.names(entry) ?? testKit.imports
        case .testKitCustomStages:
            testKit.customStagesType = reader.name(entry, what: "custom stages type") ?? testKit.customStagesType
        }
    }
}

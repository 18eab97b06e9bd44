import Foundation
import SchemaKit
import SchemaModel

/// `schemagen.yaml`: where a target's schemas are and how to generate code for them. Paths are relative to
/// the file's folder.
///
/// ```yaml
/// schemas: Schemas            # the folder of version files (default Schemas)
/// output: Generated           # where `generate` and the command plugin write (default Generated)
/// flavor: portable            # the generated code's flavor (default portable)
/// accessLevel: public         # public (default) or internal
/// planName: SchemaMigrations  # the migration plan type (default SchemaMigrations)
/// ```
public struct SchemaGenConfiguration: Hashable, Sendable {
    /// The flavors of generated code.
    public enum Flavor: String, Hashable, Sendable, CaseIterable {
        /// Plain Swift classes over SchemaRuntime (Linux and Apple platforms).
        case portable
    }

    /// The folder of version files, relative to the configuration file.
    public var schemas = "Schemas"
    /// The output folder, relative to the configuration file.
    public var output = "Generated"
    /// The flavor.
    public var flavor = Flavor.portable
    /// The generation options.
    public var options = GenerationOptions()

    /// The default configuration.
    public init() {}

    static let keys = ["schemas", "output", "flavor", "accessLevel", "planName"]

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
                        hint: "write the value after the colon, such as '\(entry.key): \(defaultText(entry.key))'"))
                return nil
            }
            return scalar.text
        }
        for entry in entries {
            switch entry.key {
            case "schemas": configuration.schemas = text(entry) ?? configuration.schemas
            case "output": configuration.output = text(entry) ?? configuration.output
            case "flavor":
                guard let value = text(entry) else { continue }
                if let flavor = Flavor(rawValue: value) {
                    configuration.flavor = flavor
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
            default:
                continue
            }
        }
        return (diagnostics.containsErrors ? nil : configuration, diagnostics)
    }

    private static func defaultText(_ key: String) -> String {
        switch key {
        case "output": "Generated"
        case "flavor": "portable"
        case "accessLevel": "public"
        case "planName": "SchemaMigrations"
        default: "Schemas"
        }
    }
}

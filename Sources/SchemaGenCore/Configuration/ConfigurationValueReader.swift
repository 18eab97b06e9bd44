import SchemaKit
import SchemaModel

/// Reads the values of `schemagen.yaml`, one function per ``ConfigurationKey/ValueKind``, keeping what is wrong
/// as located diagnostics; each returns `nil` after reporting a value it can't use.
struct ConfigurationValueReader {
    /// What was wrong, in the order it was found.
    var diagnostics: [Diagnostic] = []

    /// A single value's text: a ``ConfigurationKey/ValueKind/path``, and what every other single value is read
    /// from.
    mutating func text(_ entry: YAMLMappingEntry) -> String? {
        guard let scalar = entry.value.scalar, !scalar.isNull, !scalar.text.isEmpty else {
            diagnostics.append(
                .error(
                    .unexpectedValueKind,
                    "'\(entry.key)' must be a single value, not \(entry.value.kindDescription)",
                    at: entry.value.location,
                    hint: "write the value after the colon, such as '\(entry.key): \(Self.example(entry.key))'"))
            return nil
        }
        return scalar.text
    }

    /// A ``ConfigurationKey/ValueKind/name``: a Swift identifier naming a type, called `what` in messages.
    mutating func name(_ entry: YAMLMappingEntry, what: String) -> String? {
        guard let value = text(entry) else { return nil }
        return identifier(value, at: entry.value.location, what: what)
    }

    /// A ``ConfigurationKey/ValueKind/choice``: one of `Value`'s cases; `what` completes "'x' is not ...".
    mutating func choice<Value: RawRepresentable<String>>(
        _ entry: YAMLMappingEntry, as _: Value.Type, notA what: String, hint: (String) -> String?
    ) -> Value? {
        guard let value = text(entry) else { return nil }
        if let chosen = Value(rawValue: value) { return chosen }
        diagnostics.append(
            .error(.invalidConfigurationValue, "'\(value)' is not \(what)", at: entry.value.location, hint: hint(value))
        )
        return nil
    }

    /// A ``ConfigurationKey/ValueKind/platformRelease`` that has SwiftData.
    mutating func platformRelease(_ entry: YAMLMappingEntry) -> SwiftDataOptions.DeploymentTarget? {
        guard let value = text(entry) else { return nil }
        typealias Target = SwiftDataOptions.DeploymentTarget
        guard let target = Target(parsing: value) else {
            let platforms = NameSuggestion.list(Target.Platform.allCases.map(\.rawValue))
            diagnostics.append(
                .error(
                    .invalidConfigurationValue, "'\(value)' is not a platform release", at: entry.value.location,
                    hint:
                        "write a platform and its release, such as 'iOS 17' or 'macOS 14'; the platforms are \(platforms)"
                ))
            return nil
        }
        guard target.hasSwiftData else {
            let first = Target(platform: target.platform, major: target.platform.releases.first)
            diagnostics.append(
                .error(
                    .invalidConfigurationValue, "SwiftData does not exist on \(target)", at: entry.value.location,
                    hint:
                        "SwiftData came with \(first); an app that supports older releases can't use the swiftdata flavor"
                ))
            return nil
        }
        return target
    }

    /// A ``ConfigurationKey/ValueKind/switchOrVersion``, as CloudKit sync.
    mutating func cloudKitSync(_ entry: YAMLMappingEntry) -> SwiftDataOptions.CloudKitSync? {
        guard let value = text(entry) else { return nil }
        if value == "true" { return .allVersions }
        if value == "false" { return .off }
        if let version = SchemaVersion(parsing: value) { return .from(version) }
        diagnostics.append(
            .error(
                .invalidConfigurationValue, "'\(entry.key)' must be true, false or a schema version, not '\(value)'",
                at: entry.value.location,
                hint:
                    "write '\(entry.key): true' when every version syncs, or the first version that does, such as '\(entry.key): 1.4.0'"
            ))
        return nil
    }

    /// A ``ConfigurationKey/ValueKind/names``: a list of module names, or one name on its own.
    mutating func names(_ entry: YAMLMappingEntry) -> [String]? {
        guard let items = entry.value.sequenceItems ?? (entry.value.scalar?.isNull == false ? [entry.value] : nil)
        else {
            diagnostics.append(
                .error(
                    .unexpectedValueKind, "'\(entry.key)' must be a list of module names", at: entry.value.location,
                    hint: "write the modules the suite imports, such as '\(entry.key): [MyModels, MyApp]'"))
            return nil
        }
        return items.compactMap { item in
            guard let scalar = item.scalar, !scalar.isNull else {
                diagnostics.append(
                    .error(
                        .unexpectedValueKind, "the module name must be a name, not \(item.kindDescription)",
                        at: item.location, hint: "write a Swift identifier, such as 'MyModels'"))
                return nil
            }
            return identifier(scalar.text, at: item.location, what: "module name")
        }
    }

    private mutating func identifier(_ value: String, at location: SourceLocation, what: String) -> String? {
        guard SwiftIdentifier.isValid(value) else {
            diagnostics.append(
                .error(
                    .invalidIdentifier, "the \(what) '\(value)' is not a Swift identifier", at: location,
                    hint: SwiftIdentifier.hint(for: value)))
            return nil
        }
        return value
    }

    /// A value to show in a hint: the default, or for the kinds whose default shows nothing useful (`false`,
    /// `[]`) one that does.
    private static func example(_ key: String) -> String {
        guard let key = ConfigurationKey(rawValue: key) else { return "" }
        switch key.kind {
        case .switchOrVersion: return "true"
        case .names: return "[MyModels]"
        case .path, .name, .choice, .platformRelease: return key.defaultValue
        }
    }
}

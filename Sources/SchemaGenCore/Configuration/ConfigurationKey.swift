// Compiled into SchemaGenCore and, through symbolic links, into both plugins: every key of `schemagen.yaml` is
// declared here once, with what its value is, its default and its documentation. The reader, the command line's
// defaults, the README's table and the JSON Schema come from this table or are tested against it. It must stay
// free of imports beyond the standard library.

/// A key of `schemagen.yaml`, in the order the docs list them.
public enum ConfigurationKey: String, CaseIterable, Sendable {
    /// The folder of version files.
    case schemas
    /// Where `generate` writes.
    case output
    /// The kind of generated code.
    case flavor
    /// The access level of generated declarations.
    case accessLevel
    /// The migration plan's type name.
    case planName
    /// The oldest platform release a SwiftData app runs on.
    case swiftDataDeploymentTarget
    /// Whether, and from which version, a SwiftData store syncs through CloudKit.
    case cloudKit
    /// Where `testkit` writes the migration test suite.
    case testKitOutput
    /// The modules the suite imports.
    case testKitImports
    /// The type implementing the custom stages, for the suite.
    case testKitCustomStages
    /// The folder of hand-written fixture files.
    case testKitFixtures

    /// What a key's value is.
    public enum ValueKind: Sendable {
        /// A folder, relative to the configuration file.
        case path
        /// A Swift identifier naming a type.
        case name
        /// One of a fixed set of words.
        case choice
        /// A platform and its release, such as `iOS 17`.
        case platformRelease
        /// `true`, `false`, or the first schema version it applies to.
        case switchOrVersion
        /// A list of Swift identifiers naming modules, or one on its own.
        case names
    }

    /// What the key's value is.
    public var kind: ValueKind {
        switch self {
        case .schemas, .output, .testKitOutput, .testKitFixtures: .path
        case .planName, .testKitCustomStages: .name
        case .flavor, .accessLevel: .choice
        case .swiftDataDeploymentTarget: .platformRelease
        case .cloudKit: .switchOrVersion
        case .testKitImports: .names
        }
    }

    /// The value a file without the key means, as it would be written.
    public var defaultValue: String {
        switch self {
        case .schemas: "Schemas"
        case .output: "Generated"
        case .flavor: "portable"
        case .accessLevel: "public"
        case .planName: "SchemaMigrations"
        case .swiftDataDeploymentTarget: "iOS 18"
        case .cloudKit: "false"
        case .testKitOutput: "Tests/MigrationTests"
        case .testKitImports: "[]"
        // Follows `planName`; this is the default plan's.
        case .testKitCustomStages: "SchemaMigrationsStages"
        case .testKitFixtures: "Fixtures"
        }
    }

    /// What the key says: the README's comment beside it and the JSON Schema's description.
    public var documentation: String {
        switch self {
        case .schemas: "the folder of version files, relative to this file"
        case .output: "where generate and the command plugin write"
        case .flavor: "portable (over SchemaRuntime) or swiftdata (docs/SwiftData.md)"
        case .accessLevel: "the access level of generated declarations: public or internal"
        case .planName: "the migration plan type"
        case .swiftDataDeploymentTarget: "swiftdata: the oldest platform release the app runs on"
        case .cloudKit: "swiftdata: true, or the first version that syncs through CloudKit"
        case .testKitOutput: "where testkit writes the migration test suite"
        case .testKitImports: "modules the suite imports: the generated code's and the custom stages'"
        case .testKitCustomStages: "the type implementing the custom stages (default: planName + Stages)"
        case .testKitFixtures: "hand-written fixture files for the suite, one per version (1.4.0.yaml)"
        }
    }

    /// The keys' names, in order.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// Every key at its default with its documentation, as the README shows `schemagen.yaml`: one line each,
    /// the comments aligned.
    public static var documentedDefaults: String {
        let settings = allCases.map { "\($0.rawValue): \($0.defaultValue)" }
        let column = (settings.map(\.count).max() ?? 0) + 2
        return zip(settings, allCases).map { setting, key in
            setting + String(repeating: " ", count: column - setting.count) + "# \(key.documentation)\n"
        }.joined()
    }
}

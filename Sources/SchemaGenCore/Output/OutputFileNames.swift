// Compiled into SchemaGenCore and, through symbolic links, into both plugins: the names of the files
// `generate` reads and writes have this one source, so a build plugin declares exactly the inputs and outputs
// the generator has. It must stay free of imports beyond the standard library.

/// The names of the files `schemagen generate` writes, in either flavor.
enum OutputFileNames {
    /// The typealias map.
    static let typealiasMap = "SchemaTypealiases.swift"
    /// The migration plan.
    static let migrationPlan = "SchemaMigrationPlan.swift"

    /// The file of the version read from a file whose name without extension is `stem` (`V9` ->
    /// `SchemaV9.swift`). A SwiftData converting version is declared in its target's file, so it adds none.
    static func versionFile(forStem stem: String) -> String { "Schema\(stem).swift" }

    /// The configuration file's name; never a version file, even in the schemas folder (`schemas: .`).
    static let configuration = "schemagen.yaml"

    /// Whether a file of the schemas folder named `name` is a version file: `*.yaml` or `*.yml`, not hidden,
    /// and not the configuration.
    static func isVersionFile(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && name != configuration
    }

    /// The migration test suite `schemagen testkit` writes for the plan named `planName`.
    static func migrationTests(planName: String) -> String { "\(planName)MigrationTests.swift" }
}

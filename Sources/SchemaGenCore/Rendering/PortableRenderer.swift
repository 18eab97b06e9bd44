import SchemaKit
import SchemaModel

/// The default flavor: plain Swift classes over `SchemaRuntime`, with no Apple-only frameworks, so the
/// generated code builds on Linux servers and Apple platforms alike.
///
/// Files: one per version named from its input (`V9.yaml` -> `SchemaV9.swift`), plus the fixed-name
/// `SchemaTypealiases.swift` (every name pointed at its latest definition) and `SchemaMigrationPlan.swift`.
public struct PortableRenderer: SchemaRenderer {
    /// The fixed name of the typealias-map file.
    public static let typealiasFileName = OutputFileNames.typealiasMap
    /// The fixed name of the migration-plan file.
    public static let migrationPlanFileName = OutputFileNames.migrationPlan

    /// The output file name for a version file's stem (`V9` -> `SchemaV9.swift`).
    public static func versionFileName(forStem stem: String) -> String { OutputFileNames.versionFile(forStem: stem) }

    /// Creates a renderer.
    public init() {}

    public func render(
        _ analysis: HistoryAnalysis, options: GenerationOptions, emit: ([GeneratedFile]) throws -> Void
    ) rethrows {
        var options = options
        options.flavor = .portable
        let classes = ModelClassCache()
        try HistoryFiles(
            analysis: analysis, options: options,
            versionFile: { [options] step in
                VersionFileRenderer(step: step, options: options, classes: classes).render()
            },
            migrationPlan: { MigrationPlanRenderer(analysis: analysis, options: options).render() }
        ).render(emit: emit)
    }

    /// The header of a generated file: where it came from, and that formatters should leave it alone (its
    /// layout is the generator's, and reformatting would make `schemagen check` fail).
    static func header(source: String) -> String {
        GeneratedFile.headerPrefix + "\(source); do not edit.\n// swift-format-ignore-file"
    }

    /// `V1.yaml to V7.yaml`, naming a whole history.
    static func historySource(_ analysis: HistoryAnalysis) -> String {
        let files = analysis.history.versions.map(\.fileName)
        guard let first = files.first, let last = files.last else { return "no schemas" }
        return files.count == 1 ? first : "\(first) to \(last)"
    }
}

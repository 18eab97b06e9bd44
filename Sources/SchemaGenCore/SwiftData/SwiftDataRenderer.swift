import SchemaKit
import SchemaModel

/// The SwiftData flavor: for apps on Apple platforms that persist with SwiftData. The same files as the
/// portable flavor, by the same names (so the build plugin declares its outputs alike): each version a
/// `VersionedSchema` of `@Model` classes, the typealias map, and a `SchemaMigrationPlan`.
///
/// It renders only histories that passed ``SwiftDataChecks``, which report what SwiftData can't express.
public struct SwiftDataRenderer: SchemaRenderer {
    /// Creates a renderer.
    public init() {}

    public func render(
        _ analysis: HistoryAnalysis, options: GenerationOptions, emit: ([GeneratedFile]) throws -> Void
    ) rethrows {
        var options = options
        options.flavor = .swiftdata
        let chains = SwiftDataConversionChain.chains(in: analysis)
        let classes = ModelClassCache()
        try HistoryFiles(
            analysis: analysis, options: options,
            versionFile: { [options] step in
                VersionFileRenderer(step: step, options: options, chain: chains[step.schema.name], classes: classes)
                    .render()
            },
            migrationPlan: { SwiftDataPlanRenderer(analysis: analysis, options: options, chains: chains).render() }
        ).render(emit: emit)
    }
}

import SchemaKit
import SchemaModel

/// The default flavor's files: plain Swift classes over `SchemaRuntime`, with no Apple-only frameworks, so
/// the generated code builds on Linux servers and Apple platforms alike. One file per version named from its
/// input (`V9.yaml` -> `SchemaV9.swift`), then the typealias map and the migration plan (``HistoryFiles``).
struct PortableRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext

    func render<Staged: Sendable>(
        stage: @Sendable (GeneratedFile) -> Staged, emit: ([Staged]) throws -> Void
    ) rethrows {
        let classes = ModelClassCache()
        try HistoryFiles(
            analysis: analysis, context: context,
            versionFile: { [context] step in
                VersionFileRenderer(step: step, context: context, classes: classes).render()
            },
            migrationPlan: { PortablePlanRenderer(analysis: analysis, context: context).render() }
        ).render(stage: stage, emit: emit)
    }
}

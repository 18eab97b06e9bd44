import SchemaKit
import SchemaModel

/// The portable flavor: plain Swift over `SchemaRuntime` (``PortableRenderer``), its stages scaffolded by
/// ``PortableScaffoldRenderer`` and tested by ``PortableTestKitRenderer``. Its plans say how a rolling deploy
/// goes; its seals already speak of its store.
struct PortableFlavor: Flavor {
    func render<Staged: Sendable>(
        _ analysis: HistoryAnalysis, in context: GenerationContext, stage: @Sendable (GeneratedFile) -> Staged,
        emit: ([Staged]) throws -> Void
    ) rethrows {
        try PortableRenderer(analysis: analysis, context: context).render(stage: stage, emit: emit)
    }

    /// The analysis' own diagnostics, the store's limits on inheritance, and SG509 naming the plan's
    /// requirement.
    func diagnostics(for analysis: HistoryAnalysis, in context: GenerationContext) -> [Diagnostic] {
        analysis.diagnostics + PortableInheritance.diagnostics(for: analysis)
            + analysis.steps.flatMap { step in
                GeneratedNames.stageRequirement(for: step).map { step.customStageAdvice(naming: $0) } ?? []
            }
    }

    func scaffold(_ analysis: HistoryAnalysis, in context: GenerationContext, imports: [String]) -> [GeneratedFile] {
        PortableScaffoldRenderer(analysis: analysis, context: context, imports: imports).render()
    }

    func testKit(
        _ analysis: HistoryAnalysis, in context: GenerationContext, testKit: TestKitOptions, fixtures: [FixtureFile],
        sealedVersions: [SchemaVersion]
    ) -> GeneratedFile {
        PortableTestKitRenderer(
            analysis: analysis, context: context, testKit: testKit, fixtures: fixtures, sealedVersions: sealedVersions
        ).render()
    }

    /// Each step whose stage is custom.
    func customStageVersions(in analysis: HistoryAnalysis) -> Set<SchemaVersion> {
        Set(analysis.steps.filter { $0.stage == .custom }.map(\.schema.version))
    }

    func route(for step: VersionStep) -> StepRoute? { StepRoute.RollingDeploy(step).map(StepRoute.rollingDeploy) }

    func wording(of record: SealedRecord) -> String? { nil }

    var versionFileStyle: any VersionFileStyle { PortableVersionFileStyle() }
}

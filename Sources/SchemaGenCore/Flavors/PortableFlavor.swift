import SchemaKit
import SchemaModel

/// The portable flavor: plain Swift over `SchemaRuntime` (``PortableRenderer``), its stages scaffolded by
/// ``ScaffoldRenderer``. It adds nothing to plans or seals: they already speak of its store.
struct PortableFlavor: OutputFlavor {
    func render(
        _ analysis: HistoryAnalysis, options: GenerationOptions, emit: ([GeneratedFile]) throws -> Void
    ) rethrows {
        try PortableRenderer().render(analysis, options: options, emit: emit)
    }

    func diagnostics(for analysis: HistoryAnalysis, options: GenerationOptions) -> [Diagnostic] {
        analysis.diagnostics + PortableInheritance.diagnostics(for: analysis)
    }

    func scaffold(_ analysis: HistoryAnalysis, options: GenerationOptions, imports: [String]) -> [GeneratedFile] {
        ScaffoldRenderer(imports: imports).render(analysis, options: options)
    }

    func testKit(
        _ analysis: HistoryAnalysis, options: GenerationOptions, testKit: TestKitOptions, fixtures: [FixtureFile],
        sealedVersions: [SchemaVersion]
    ) -> GeneratedFile {
        TestKitRenderer(
            analysis: analysis, options: options, testKit: testKit, fixtures: fixtures, sealedVersions: sealedVersions
        ).render()
    }

    /// Each step whose stage is custom.
    func customStageVersions(in analysis: HistoryAnalysis) -> Set<SchemaVersion> {
        Set(analysis.steps.filter { $0.stage == .custom }.map(\.schema.version))
    }

    func planLines(for step: VersionStep) -> [String] { RollingDeployPlan.lines(for: step) }

    func planJSON(for step: VersionStep) -> (key: String, value: JSONValue)? { RollingDeployPlan.json(for: step) }

    func reviewLine(for step: VersionStep) -> String? { nil }

    func describeSealedRecord(_ record: SealedRecord) -> String? { nil }

    var versionFileStyle: any VersionFileStyle { PortableVersionFileStyle() }
}

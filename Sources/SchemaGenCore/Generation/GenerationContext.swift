import SchemaKit
import SchemaModel

/// What one run generates with, resolved once from the user's ``GenerationOptions``: the flavor as the type
/// that owns it, the options, and the names (``GeneratedNames``). Everything that renders, checks or words
/// something per flavor takes the context; the flavor's name is turned into its type here and nowhere else.
public struct GenerationContext: Sendable {
    /// The choices the context was made from.
    public let options: GenerationOptions
    /// Every name generated code uses that the schema does not give.
    public let names: GeneratedNames
    /// The flavor, as the type that owns everything it does differently.
    let flavor: any Flavor

    /// The context for `options`.
    public init(options: GenerationOptions = GenerationOptions()) {
        self.options = options
        names = GeneratedNames(planName: options.planName)
        flavor =
            switch options.flavor {
            case .portable: PortableFlavor()
            case .swiftdata: SwiftDataFlavor()
            }
    }

    /// The access modifier of generated declarations with a trailing space, or nothing for `internal` (Swift's
    /// default).
    var access: String { options.accessLevel == .public ? "public " : "" }

    /// Renders the files for `analysis` concurrently, handing each to `stage` on the thread that rendered it as
    /// soon as it is rendered, and what `stage` returns to `emit` on the calling thread, in the files' order, a
    /// few at a time. A file is not kept once `stage` returns, so a caller that writes each one there never
    /// holds a long history's output.
    public func render<Staged: Sendable>(
        _ analysis: HistoryAnalysis, stage: @Sendable (GeneratedFile) -> Staged, emit: ([Staged]) throws -> Void
    ) rethrows {
        try flavor.render(analysis, in: self, stage: stage, emit: emit)
    }

    /// The files for `analysis`, all in memory.
    public func render(_ analysis: HistoryAnalysis) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        render(analysis, stage: { $0 }, emit: { files += $0 })
        return files
    }

    /// The scaffold of `analysis`'s custom stages: a compiling stub per custom stage, and the type holding
    /// them; `imports` are modules the stubs import besides the flavor's own.
    public func scaffold(_ analysis: HistoryAnalysis, imports: [String] = []) -> [GeneratedFile] {
        flavor.scaffold(analysis, in: self, imports: imports)
    }

    /// The migration test suite of `analysis`, with the team's checked `fixtures` and a frozen store for each
    /// of `sealedVersions` where the flavor keeps them.
    public func testKit(
        _ analysis: HistoryAnalysis, testKit: TestKitOptions, fixtures: [FixtureFile] = [],
        sealedVersions: [SchemaVersion] = []
    ) -> GeneratedFile {
        flavor.testKit(analysis, in: self, testKit: testKit, fixtures: fixtures, sealedVersions: sealedVersions)
    }

    /// The values the custom stages of `analysis`'s plan set, which the test kit asks a team to state.
    public func conversionStatements(_ analysis: HistoryAnalysis) -> ConversionStatements {
        ConversionStatements(
            versions: analysis.history.versions.map(\.schema),
            customStageVersions: flavor.customStageVersions(in: analysis))
    }

    /// What the pipeline reports for `analysis` in this flavor (see ``Flavor/diagnostics(for:in:)``).
    func diagnostics(for analysis: HistoryAnalysis) -> [Diagnostic] { flavor.diagnostics(for: analysis, in: self) }

    /// `record` as a reader would say it in this flavor.
    func describe(_ record: SealedRecord) -> String { flavor.wording(of: record) ?? record.sharedWording }

    /// How this flavor carries out `step` beyond its stage kind; `nil` when it adds nothing.
    func route(for step: VersionStep) -> StepRoute? { flavor.route(for: step) }
}

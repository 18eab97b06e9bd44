import SchemaKit
import SchemaModel

/// Everything that differs between the kinds of generated code, owned by one type per flavor
/// (``PortableFlavor``, ``SwiftDataFlavor``), each in a folder of its own under `Flavors/` with its renderers.
/// A ``GenerationContext`` resolves the configured flavor to one of these once; the pipeline, the commands,
/// plans, reviews and seals hold the context and never ask which flavor it is.
///
/// A flavor answers with values (a step's route, a record's wording, files), not lines for a shared
/// renderer to splice in.
protocol Flavor: Sendable {
    /// The version files, the typealias map and the migration plan of `analysis`: each handed to `stage` on
    /// the thread that rendered it, and what `stage` made of them to `emit` in order, a few at a time
    /// (``HistoryFiles``).
    func render<Staged: Sendable>(
        _ analysis: HistoryAnalysis, in context: GenerationContext, stage: @Sendable (GeneratedFile) -> Staged,
        emit: ([Staged]) throws -> Void
    ) rethrows
    /// What the pipeline reports for `analysis`: the analysis' own step diagnostics this flavor keeps, its
    /// own checks, and the advice that names the code a custom stage needs in this flavor's names.
    func diagnostics(for analysis: HistoryAnalysis, in context: GenerationContext) -> [Diagnostic]
    /// Whether the pipeline keeps a diagnostic of the files' own checks, given the flavor's: a flavor whose
    /// error says what a contract warning says at the same place keeps one report.
    func keeps(_ diagnostic: Diagnostic, among flavorDiagnostics: [Diagnostic]) -> Bool
    /// A compiling starting point for each custom stage; `imports` are modules the stubs import besides the
    /// flavor's own.
    func scaffold(_ analysis: HistoryAnalysis, in context: GenerationContext, imports: [String]) -> [GeneratedFile]
    /// The migration test suite of `analysis` (`schemagen testkit`).
    func testKit(
        _ analysis: HistoryAnalysis, in context: GenerationContext, testKit: TestKitOptions, fixtures: [FixtureFile],
        sealedVersions: [SchemaVersion]
    ) -> GeneratedFile
    /// The versions a custom stage of this flavor's plan migrates to.
    func customStageVersions(in analysis: HistoryAnalysis) -> Set<SchemaVersion>
    /// How this flavor carries out `step` beyond its stage kind, for `plan`, `diff` and reviews; `nil` when it
    /// adds nothing.
    func route(for step: VersionStep) -> StepRoute?
    /// A sealed record in this flavor's words; `nil` to use the shared wording.
    func wording(of record: SealedRecord) -> String?
    /// What this flavor's version files say that the other's do not.
    var versionFileStyle: any VersionFileStyle { get }
}

extension Flavor {
    /// Every diagnostic is kept, unless a flavor says otherwise.
    func keeps(_ diagnostic: Diagnostic, among flavorDiagnostics: [Diagnostic]) -> Bool { true }
}

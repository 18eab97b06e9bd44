import SchemaKit
import SchemaModel

/// Everything that differs between the kinds of generated code, owned by one type per flavor
/// (``PortableFlavor``, ``SwiftDataFlavor``): the pipeline, the commands, plans, reviews and seals hold one and
/// never ask which it is. ``GenerationOptions/Flavor/implementation`` is the one place that maps a flavor's
/// name to its type.
protocol OutputFlavor: SchemaRenderer {
    /// What the pipeline reports for `analysis`: the analysis' own step diagnostics this flavor keeps (it may
    /// word some itself) and its own checks.
    func diagnostics(for analysis: HistoryAnalysis, options: GenerationOptions) -> [Diagnostic]
    /// Whether the pipeline keeps a diagnostic of the files' own checks, given the flavor's: a flavor whose
    /// error says what a contract warning says at the same place keeps one report.
    func keeps(_ diagnostic: Diagnostic, among flavorDiagnostics: [Diagnostic]) -> Bool
    /// A compiling starting point for each custom stage.
    func scaffold(_ analysis: HistoryAnalysis, options: GenerationOptions, imports: [String]) -> [GeneratedFile]
    /// The migration test suite of `analysis` (`schemagen testkit`).
    func testKit(
        _ analysis: HistoryAnalysis, options: GenerationOptions, testKit: TestKitOptions, fixtures: [FixtureFile],
        sealedVersions: [SchemaVersion]
    ) -> GeneratedFile
    /// The versions a custom stage of this flavor's plan migrates to.
    func customStageVersions(in analysis: HistoryAnalysis) -> Set<SchemaVersion>
    /// What a step's section of `schemagen plan` (and `diff`) adds in this flavor, before its changes.
    func planLines(for step: VersionStep) -> [String]
    /// What a step of `plan --format json` (and `diff --format json`) adds in this flavor, as a key and value.
    func planJSON(for step: VersionStep) -> (key: String, value: JSONValue)?
    /// What a step of `diff --format text` adds in this flavor, one line.
    func reviewLine(for step: VersionStep) -> String?
    /// A sealed record in this flavor's words; `nil` to use the shared wording.
    func describeSealedRecord(_ record: SealedRecord) -> String?
    /// What this flavor's version files say that the other's do not.
    var versionFileStyle: any VersionFileStyle { get }
}

extension GenerationOptions.Flavor {
    /// The type that owns this flavor.
    var implementation: any OutputFlavor {
        switch self {
        case .portable: PortableFlavor()
        case .swiftdata: SwiftDataFlavor()
        }
    }

    /// The renderer of this flavor.
    public var renderer: any SchemaRenderer { implementation }

    /// The scaffold of `analysis`'s custom stages in this flavor: a compiling stub per custom stage, and
    /// the type holding them; `imports` are modules the stubs import besides the flavor's own.
    public func scaffold(_ analysis: HistoryAnalysis, options: GenerationOptions, imports: [String] = [])
        -> [GeneratedFile]
    {
        implementation.scaffold(analysis, options: options, imports: imports)
    }

    /// The migration test suite of `analysis` in this flavor, with the team's checked `fixtures` and a frozen
    /// store for each of `sealedVersions` where the flavor keeps them.
    public func testKit(
        _ analysis: HistoryAnalysis, options: GenerationOptions, testKit: TestKitOptions, fixtures: [FixtureFile] = [],
        sealedVersions: [SchemaVersion] = []
    ) -> GeneratedFile {
        implementation.testKit(
            analysis, options: options, testKit: testKit, fixtures: fixtures, sealedVersions: sealedVersions)
    }
}

extension GenerationOptions.Flavor {
    /// The values the custom stages of `analysis`'s plan in this flavor set, which the test kit asks a team to
    /// state.
    public func conversionStatements(_ analysis: HistoryAnalysis) -> ConversionStatements {
        ConversionStatements(
            versions: analysis.history.versions.map(\.schema),
            customStageVersions: implementation.customStageVersions(in: analysis))
    }
}

extension OutputFlavor {
    /// Every diagnostic is kept, unless a flavor says otherwise.
    func keeps(_ diagnostic: Diagnostic, among flavorDiagnostics: [Diagnostic]) -> Bool { true }
}

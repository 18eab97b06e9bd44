import SchemaKit
import SchemaModel

/// The SwiftData flavor: `VersionedSchema`s of `@Model` classes and a `SchemaMigrationPlan`
/// (``SwiftDataRenderer``), checked against Apple's rules (``SwiftDataChecks``), its stages scaffolded by
/// ``SwiftDataScaffoldRenderer``. Plans and reviews show the converting versions it writes
/// (``SwiftDataConversionChain``), and seals are said in SwiftData's words.
struct SwiftDataFlavor: Flavor {
    func render<Staged: Sendable>(
        _ analysis: HistoryAnalysis, in context: GenerationContext, stage: @Sendable (GeneratedFile) -> Staged,
        emit: ([Staged]) throws -> Void
    ) rethrows {
        try SwiftDataRenderer(analysis: analysis, context: context).render(stage: stage, emit: emit)
    }

    var versionFileStyle: any VersionFileStyle { SwiftDataVersionFileStyle() }

    /// The analysis' own diagnostics and SwiftData's checks, which give SG509 in SwiftData's handler names.
    func diagnostics(for analysis: HistoryAnalysis, in context: GenerationContext) -> [Diagnostic] {
        analysis.diagnostics + SwiftDataChecks(options: context.options.swiftData).diagnostics(for: analysis)
    }

    /// A to-many pair without an inverse is SwiftData's error (SG414) where the contract warns (SG404): one
    /// report, the error.
    func keeps(_ diagnostic: Diagnostic, among flavorDiagnostics: [Diagnostic]) -> Bool {
        diagnostic.code != .probableMissingInverse
            || !flavorDiagnostics.contains { $0.code == .manyToManyWithoutInverse && $0.origin == diagnostic.origin }
    }

    func scaffold(_ analysis: HistoryAnalysis, in context: GenerationContext, imports: [String]) -> [GeneratedFile] {
        SwiftDataScaffoldRenderer(analysis: analysis, context: context, imports: imports).render()
    }

    /// The SwiftData suite (``SwiftDataTestKitRenderer``). It has no frozen stores: a SwiftData store file is
    /// Core Data's, which only Apple's framework writes.
    func testKit(
        _ analysis: HistoryAnalysis, in context: GenerationContext, testKit: TestKitOptions, fixtures: [FixtureFile],
        sealedVersions: [SchemaVersion]
    ) -> GeneratedFile {
        SwiftDataTestKitRenderer(analysis: analysis, context: context, testKit: testKit, fixtures: fixtures).render()
    }

    /// Each step that goes through a converting version, and each whose own stage is custom.
    func customStageVersions(in analysis: HistoryAnalysis) -> Set<SchemaVersion> {
        let chains = SwiftDataConversionChain.chains(in: analysis)
        return Set(
            analysis.steps.filter { chains[$0.schema.name] != nil || $0.stage == .custom }.map(\.schema.version))
    }

    /// The two stages of a step that goes through a converting version.
    func route(for step: VersionStep) -> StepRoute? {
        SwiftDataConversionChain.chain(for: step).map { .throughConvertingVersion($0.route) }
    }

    /// Entities, attributes and relationships instead of tables, columns and join tables; `nil` for the
    /// records that read the same in both flavors.
    func wording(of record: SealedRecord) -> String? {
        switch record {
        case .table(let name, let isJoin):
            guard isJoin else { return "entity \(name)" }
            // `_join_<Model>_<relationship>`: model names rarely hold an underscore, relationship names may.
            let pair = name.hasPrefix("_join_") ? String(name.dropFirst("_join_".count)) : name
            guard let separator = pair.firstIndex(of: "_") else { return "many-to-many relationship \(pair)" }
            return "many-to-many relationship \(pair[..<separator]).\(pair[pair.index(after: separator)...])"
        case .column(let table, let name, _, let isNotNull, let defaultSQL, let references, let declared):
            let required = isNotNull ? "required" : "optional"
            let path = "\(table).\(name)"
            if let references { return "\(required) to-one relationship \(path) to \(references)" }
            var words = ["attribute \(path)" + (declared.map { ": \($0)" } ?? ""), required]
            if let defaultSQL { words.append("default \(defaultSQL)") }
            return words.joined(separator: ", ")
        case .index(let table, let isUnique, let columns):
            let list = columns.joined(separator: ",")
            return isUnique ? "uniqueness of \(table)(\(list))" : "index on \(table)(\(list))"
        default:
            return nil
        }
    }
}

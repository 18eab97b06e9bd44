import SchemaKit
import SchemaModel

/// The SwiftData flavor: `VersionedSchema`s of `@Model` classes and a `SchemaMigrationPlan`
/// (``SwiftDataRenderer``), checked against Apple's rules (``SwiftDataChecks``), its stages scaffolded by
/// ``SwiftDataScaffoldRenderer``. Plans and reviews show the converting versions it writes
/// (``SwiftDataConversionChain``), and seals are said in SwiftData's words.
struct SwiftDataFlavor: OutputFlavor {
    func render(
        _ analysis: HistoryAnalysis, options: GenerationOptions, emit: ([GeneratedFile]) throws -> Void
    ) rethrows {
        try SwiftDataRenderer().render(analysis, options: options, emit: emit)
    }

    var versionFileStyle: any VersionFileStyle { SwiftDataVersionFileStyle() }

    /// SwiftData's checks, and SG509 said with SwiftData's handler names (so the analysis' own, which names
    /// the portable stage, is left out).
    func diagnostics(for analysis: HistoryAnalysis, options: GenerationOptions) -> [Diagnostic] {
        analysis.diagnostics.filter { $0.code != .customStageRequired }
            + SwiftDataChecks(options: options.swiftData).diagnostics(for: analysis)
    }

    /// A to-many pair without an inverse is SwiftData's error (SG414) where the contract warns (SG404): one
    /// report, the error.
    func keeps(_ diagnostic: Diagnostic, among flavorDiagnostics: [Diagnostic]) -> Bool {
        diagnostic.code != .probableMissingInverse
            || !flavorDiagnostics.contains { $0.code == .manyToManyWithoutInverse && $0.origin == diagnostic.origin }
    }

    func scaffold(_ analysis: HistoryAnalysis, options: GenerationOptions, imports: [String]) -> [GeneratedFile] {
        SwiftDataScaffoldRenderer(imports: imports).render(analysis, options: options)
    }

    /// The SwiftData suite (``SwiftDataTestKitRenderer``). It has no frozen stores: a SwiftData store file is
    /// Core Data's, which only Apple's framework writes.
    func testKit(
        _ analysis: HistoryAnalysis, options: GenerationOptions, testKit: TestKitOptions, fixtures: [FixtureFile],
        sealedVersions: [SchemaVersion]
    ) -> GeneratedFile {
        SwiftDataTestKitRenderer(analysis: analysis, options: options, testKit: testKit, fixtures: fixtures).render()
    }

    /// Each step that goes through a converting version, and each whose own stage is custom.
    func customStageVersions(in analysis: HistoryAnalysis) -> Set<SchemaVersion> {
        let chains = SwiftDataConversionChain.chains(in: analysis)
        return Set(
            analysis.steps.filter { chains[$0.schema.name] != nil || $0.stage == .custom }.map(\.schema.version))
    }

    /// The two stages of a step that goes through a converting version.
    func planLines(for step: VersionStep) -> [String] {
        guard let chain = SwiftDataConversionChain.chain(for: step) else { return [] }
        let converting = chain.converting
        let conversions = chain.conversions.map { "\($0.path) (\($0.change), into `\($0.temporaryName)`)" }
        let reasons = chain.remainingCustomReasons
        return [
            "In SwiftData, through \(converting.name) \(converting.version) (inferred migration can't change a stored type):",
            "- \(chain.previous.name) -> \(converting.name): custom, its didMigrate converts \(conversions.joined(separator: ", "))",
            "- \(converting.name) -> \(step.schema.name): \(chain.targetStage.rawValue)"
                + (reasons.isEmpty ? "" : ", because \(reasons.joined(separator: "; "))"),
            "",
        ]
    }

    /// `"swiftData": {"through": {"name", "version"}, "conversions": [...], "stage"}` for a step that goes
    /// through a converting version.
    func planJSON(for step: VersionStep) -> (key: String, value: JSONValue)? {
        guard let chain = SwiftDataConversionChain.chain(for: step) else { return nil }
        let conversions = chain.conversions.map { conversion in
            JSONValue.object([
                ("path", .string(conversion.path)), ("from", .string(conversion.oldAttribute.type.description)),
                ("to", .string(conversion.attribute.type.description)),
                ("temporaryName", .string(conversion.temporaryName)),
            ])
        }
        let through = JSONValue.object([
            ("name", .string(chain.converting.name)), ("version", .string(chain.converting.version.description)),
        ])
        return (
            "swiftData",
            .object([
                ("through", through), ("conversions", .array(conversions)),
                ("stage", .string(chain.targetStage.rawValue)),
            ])
        )
    }

    func reviewLine(for step: VersionStep) -> String? {
        guard let chain = SwiftDataConversionChain.chain(for: step) else { return nil }
        return "  swiftdata through \(chain.converting.name) \(chain.converting.version): converts "
            + "\(chain.conversions.map(\.path).joined(separator: ", ")); then \(chain.targetStage.rawValue)"
    }

    /// Entities, attributes and relationships instead of tables, columns and join tables; `nil` for the
    /// records that read the same in both flavors.
    func describeSealedRecord(_ record: SealedRecord) -> String? {
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

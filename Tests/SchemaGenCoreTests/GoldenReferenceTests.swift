import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// Each folder under `Tests/GoldenReferences` is a history (`Schemas/`) with its committed output
/// (`Generated/`, compiled as a target of the package) and its plan (`plan.json`), compared byte for byte.
/// A `schemagen.yaml` beside them sets the options, and a `schemagen.lock` seals (and retires) versions, as
/// they would in an app. `SCHEMAGEN_UPDATE_GOLDENS=1 swift
/// test` rewrites them.
@Suite("Golden references: generated code and plans match the committed files byte for byte")
struct GoldenReferenceTests {
    static let root = FixturePaths.packageRoot.appendingPathComponent("Tests/GoldenReferences")
    static let histories = FixturePaths.caseNames(in: root)

    static func generation(_ name: String) throws -> SchemaPipeline.Generation {
        let folder = root.appendingPathComponent(name)
        let generation = SchemaPipeline(lock: try lock(in: folder)).generate(
            directory: folder.appendingPathComponent("Schemas"), displayPath: "Schemas",
            options: try options(in: folder))
        #expect(generation.result.diagnostics.map(\.formatted) == [])
        return generation
    }

    static func analysis(_ name: String) throws -> HistoryAnalysis {
        try #require(try generation(name).result.analysis)
    }

    /// The history's hand-written fixture files (`Fixtures/`, stating what its custom stages make of some
    /// rows), checked for `flavor`; none when it has no folder.
    static func fixtures(in folder: URL, analysis: HistoryAnalysis, context: GenerationContext) -> [FixtureFile] {
        let loaded = FixtureFolder.load(
            folder.appendingPathComponent("Fixtures"), displayPath: "Fixtures", analysis: analysis, context: context)
        #expect(loaded.diagnostics.map(\.formatted) == [])
        return loaded.files
    }

    /// The history's `schemagen.lock`, when it has one.
    static func lock(in folder: URL) throws -> SchemaSourceFile? {
        let url = folder.appendingPathComponent(SchemaLock.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return SchemaSourceFile(name: SchemaLock.fileName, bytes: Array(try Data(contentsOf: url)))
    }

    /// The options of the history's `schemagen.yaml`, or the defaults when it has none.
    static func options(in folder: URL) throws -> GenerationOptions {
        let url = folder.appendingPathComponent("schemagen.yaml")
        guard FileManager.default.fileExists(atPath: url.path) else { return GenerationOptions() }
        let loaded = SchemaGenConfiguration.load(Array(try Data(contentsOf: url)), path: "schemagen.yaml")
        #expect(loaded.diagnostics.map(\.formatted) == [])
        return try #require(loaded.configuration).options
    }

    @Test("generated code matches", arguments: histories)
    func generatedCode(history: String) throws {
        let files = try Self.generation(history).files
        let plan = OutputPlan(
            files: files, directory: Self.root.appendingPathComponent(history).appendingPathComponent("Generated"),
            displayPath: "\(history)/Generated")
        if FixturePaths.isUpdatingGoldens() { try plan.apply() }
        let isUpToDate = plan.isUpToDate
        #expect(isUpToDate, "\(plan.diff)")
    }

    @Test("no generated line is longer than 120 characters", arguments: histories)
    func lineWidth(history: String) throws {
        expectLinesFit(try Self.generation(history).files)
    }

    @Test("the latest version's diagrams (graph.mmd, graph.dot) match", arguments: histories)
    func graphs(history: String) throws {
        let step = try #require(try Self.analysis(history).steps.last)
        for format in GraphRenderer.Format.allCases {
            let rendered = GraphRenderer.render(EntityGraph(step), format: format)
            let url = Self.root.appendingPathComponent(history).appendingPathComponent(
                "graph.\(format == .mermaid ? "mmd" : "dot")")
            if FixturePaths.isUpdatingGoldens() { try rendered.write(to: url, atomically: true, encoding: .utf8) }
            let expected = try String(contentsOf: url, encoding: .utf8)
            #expect(rendered == expected, "\(UnifiedDiff.diff(old: expected, new: rendered))")
        }
    }

    @Test(
        "the latest version's tables in each SQL dialect (layout.sqlite.sql, layout.postgresql.sql) match",
        arguments: histories)
    func storeLayouts(history: String) throws {
        let step = try #require(try Self.analysis(history).steps.last)
        let layout = StoreLayout(step.schema.schema)
        let dialects: [(name: String, dialect: any SQLDialect)] = [
            ("sqlite", SQLiteDialect()), ("postgresql", PostgreSQLDialect()),
        ]
        for (name, dialect) in dialects {
            let rendered = dialect.createStatements(for: layout.tables).map { $0 + ";\n" }.joined()
            let url = Self.root.appendingPathComponent(history).appendingPathComponent("layout.\(name).sql")
            if FixturePaths.isUpdatingGoldens() { try rendered.write(to: url, atomically: true, encoding: .utf8) }
            let expected = try String(contentsOf: url, encoding: .utf8)
            #expect(rendered == expected, "\(UnifiedDiff.diff(old: expected, new: rendered))")
        }
    }

    @Test("diff.md (the review of adding the latest version, with diagrams) matches", arguments: histories)
    func review(history: String) throws {
        let folder = Self.root.appendingPathComponent(history)
        let schemas = folder.appendingPathComponent("Schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: schemas.path).filter { $0.hasSuffix(".yaml") }
        let files = try names.map {
            SchemaSourceFile(name: $0, bytes: Array(try Data(contentsOf: schemas.appendingPathComponent($0))))
        }
        let head = SchemaPipeline().run(files: files, folder: "Schemas")
        let latest = try #require(head.analysis?.steps.last?.schema.file.split(separator: "/").last)
        let base = SchemaPipeline().run(files: files.filter { $0.name != latest }, folder: "Schemas")
        let review = HistoryReview(
            base: base, baseName: "main", head: head, context: GenerationContext(options: try Self.options(in: folder)))
        #expect(!review.isRisky)
        let rendered = ReviewRenderer.render(review, format: .markdown, graphs: true)
        let url = folder.appendingPathComponent("diff.md")
        if FixturePaths.isUpdatingGoldens() { try rendered.write(to: url, atomically: true, encoding: .utf8) }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == expected, "\(UnifiedDiff.diff(old: expected, new: rendered))")
    }

    @Test("plan.json matches", arguments: histories)
    func planJSON(history: String) throws {
        let json = PlanJSONRenderer.render(try Self.analysis(history))
        let url = Self.root.appendingPathComponent(history).appendingPathComponent("plan.json")
        if FixturePaths.isUpdatingGoldens() { try json.write(to: url, atomically: true, encoding: .utf8) }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(json == expected, "\(UnifiedDiff.diff(old: expected, new: json))")
    }

    @Test("the seed V8 -> V9 cascade defines and reuses exactly what the seed document should have")
    func seedCascadeSets() throws {
        let step = try #require(try Self.analysis("Cascade").steps.last)
        #expect(
            step.redefinition.definedNames == [
                "SDActivitySnapshot", "SDMeal", "SDMealLogItem", "SDMoodEntry", "SDPhotoRecognition",
                "SDPhysicalAttribute", "SDProgressEntry", "SDRecognizedFoodItem", "SDSleepSession", "SDSleepStage",
                "SDUserProfile",
            ])
        #expect(
            step.redefinition.reused == [
                "SDDietaryAndActivityPreferences": "SchemaV8", "SDOutboxEvent": "SchemaV8",
            ])
        #expect(step.stage == .lightweight)
        #expect(
            step.redefinition.explanation(for: "SDSleepStage")
                == "SDSleepStage.session -> SDSleepSession.userProfile -> SDUserProfile (changed)")
        #expect(
            step.redefinition.explanation(for: "SDMealLogItem")
                == "SDMealLogItem.mealLog -> SDMeal.userProfile -> SDUserProfile (changed)")
    }

    @Test("an enum change cascades to its users and their children only")
    func enumCascadeSets() throws {
        let step = try #require(try Self.analysis("EnumCascade").steps.last)
        #expect(step.redefinition.definedNames == ["Comment", "Status", "Task"])
        #expect(step.redefinition.reused == ["Priority": "SchemaV1", "Tag": "SchemaV1"])
        #expect(step.redefinition.explanation(for: "Task") == "Task.status uses Status (changed)")
    }

    @Test("renames: a custom stage for the model rename, then stale hints change nothing")
    func renameSteps() throws {
        let steps = try Self.analysis("Renames").steps
        #expect(steps.map(\.stage) == [nil, .custom, .lightweight])
        #expect(
            Set(steps[1].changes.map(\.kind)) == [
                .modelRenamed, .attributeRenamed, .relationshipRenamed, .enumCaseRenamed, .attributeDefaultChanged,
            ])
        #expect(steps[2].changes.map(\.kind) == [.attributeAdded])
        #expect(steps[2].redefinition.definedNames == ["Device", "SDUserAccount"])
        #expect(steps[2].redefinition.reused == ["Provider": "SchemaV2"])
    }
}

/// Expects every line of `files` to fit in 120 characters, so generated code reads in a review without
/// scrolling; a failure names the file and its long lines.
func expectLinesFit(_ files: [GeneratedFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for file in files {
        let lines: [Substring] = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        let long = lines.indices.filter { lines[$0].count > 120 }.map { $0 + 1 }
        #expect(long.isEmpty, "\(file.path): lines \(long) are over 120 characters", sourceLocation: sourceLocation)
    }
}

import Foundation
import SchemaGenCore
import SchemaImport
import SchemaKit
import Testing

/// The fixture apps under `Tests/Fixtures/`: hand-written SwiftData histories imported and audited, compared
/// byte for byte with `Expected/` (`SCHEMAGEN_UPDATE_GOLDENS=1 swift test` rewrites them). FitnessApp also
/// goes round: its imported files generate the SwiftData flavor committed under `Goldens/ImportedFitnessApp`,
/// which this package compiles.
@Suite("Fixture apps: import, audit and round trip match the expected files")
struct FixtureAppTests {
    static let apps = ["FitnessApp", "NotesApp", "PlansApp", "LiveClassesApp", "ShippedApp", "RenamesApp"]
    /// The apps whose audit must find something harmful (the others' findings are benign or hygiene).
    static let harmfulApps: Set = ["FitnessApp", "NotesApp", "LiveClassesApp", "ShippedApp", "RenamesApp"]
    /// Apps whose history is correct: the audit must find nothing harmful.
    static let correctApps = ["LiveModelsApp"]

    /// The app's sources, shown as `Sources/...` as a team would run the import from the app's folder.
    static func importApp(_ app: String) -> (outcome: HistoryImporter.Outcome, files: [WrittenVersionFile]) {
        let folder = ImportTestSupport.fixtures.appendingPathComponent("\(app)/Sources")
        let (files, problems) = SwiftSourceFolder.read(folder, displayPath: "Sources")
        #expect(problems.isEmpty)
        let outcome = HistoryImporter().importHistory(from: files, folder: "Sources")
        return (outcome, outcome.history.map { VersionFileWriter().write($0) } ?? [])
    }

    /// The audit of the app's sources against their import, as `schemagen-import --audit` reports it.
    static func auditReport(_ app: String) throws -> AuditReport {
        let (outcome, files) = importApp(app)
        let history = try #require(outcome.history)
        let audit = HistoryAudit(
            imported: history, schemaFiles: files.map { SchemaSourceFile(name: $0.fileName, text: $0.text) },
            folder: "Schemas", writtenFiles: files)
        return AuditReport(findings: audit.findings())
    }

    static func expected(_ app: String) -> URL {
        ImportTestSupport.fixtures.appendingPathComponent("\(app)/Expected")
    }

    @Test("the imported version files and the import's warnings match", arguments: apps)
    func importedFiles(app: String) throws {
        let (outcome, files) = Self.importApp(app)
        #expect(outcome.history != nil)
        let schemas = Self.expected(app).appendingPathComponent("Schemas")
        if ImportTestSupport.isUpdating() { try? FileManager.default.removeItem(at: schemas) }
        for file in files {
            try ImportTestSupport.expectFile(file.text, at: schemas.appendingPathComponent(file.fileName))
        }
        let committed = (try? FileManager.default.contentsOfDirectory(atPath: schemas.path)) ?? []
        #expect(committed.sorted() == files.map(\.fileName).sorted())
        try ImportTestSupport.expectFile(
            (outcome.diagnostics + files.flatMap(\.importWarnings)).map { $0.formatted + "\n" }.joined(),
            at: Self.expected(app).appendingPathComponent("import-warnings.txt"))
    }

    @Test("the audit's text and JSON match", arguments: apps)
    func audit(app: String) throws {
        let report = try Self.auditReport(app)
        #expect(report.hasHarmfulFindings == Self.harmfulApps.contains(app))
        try ImportTestSupport.expectFile(report.text, at: Self.expected(app).appendingPathComponent("audit.txt"))
        try ImportTestSupport.expectFile(report.json, at: Self.expected(app).appendingPathComponent("audit.json"))
    }

    @Test(
        "a correct history whose shipped versions nest frozen copies and whose latest lists live top-level classes has no harmful finding",
        arguments: correctApps)
    func correctHistoryIsNotHarmful(app: String) throws {
        let report = try Self.auditReport(app)
        #expect(!report.hasHarmfulFindings, "\(report.text)")
        try ImportTestSupport.expectFile(report.text, at: Self.expected(app).appendingPathComponent("audit.txt"))
    }

    @Test("auditing the sources against the committed imported history finds the same disagreements")
    func auditAgainstImportedHistory() throws {
        for app in Self.apps {
            let (outcome, files) = Self.importApp(app)
            let history = try #require(outcome.history)
            let inMemory = HistoryAudit(
                imported: history, schemaFiles: files.map { SchemaSourceFile(name: $0.fileName, text: $0.text) },
                folder: "Schemas", writtenFiles: files
            ).findings()
            let schemas = Self.expected(app).appendingPathComponent("Schemas")
            let committed = try FileManager.default.contentsOfDirectory(atPath: schemas.path).sorted().map {
                SchemaSourceFile(name: $0, bytes: Array(try Data(contentsOf: schemas.appendingPathComponent($0))))
            }
            let fromFiles = HistoryAudit(
                imported: history, schemaFiles: committed, folder: "Schemas", writtenFiles: files
            ).findings()
            #expect(fromFiles == inMemory, "\(app)")
            // An edited version file is audited as it is, and its findings cite it rather than the Swift.
            var edited = committed
            edited[edited.count - 1].bytes += Array("# reviewed\n".utf8)
            let afterEdit = HistoryAudit(
                imported: history, schemaFiles: edited, folder: "Schemas", writtenFiles: files
            ).findings()
            #expect(afterEdit.map(\.message).sorted() == inMemory.map(\.message).sorted(), "\(app)")
        }
    }

    @Test(
        "FitnessApp's imported history validates, and its SwiftData output, scaffold and own model code match the compiled golden"
    )
    func roundTrip() throws {
        let (_, files) = Self.importApp("FitnessApp")
        var options = GenerationOptions()
        options.flavor = .swiftdata
        let generation = SchemaPipeline(options: options).generate(
            files: files.map { SchemaSourceFile(name: $0.fileName, text: $0.text) }, folder: "Schemas",
            options: options)
        #expect(!generation.result.diagnostics.containsErrors, "\(generation.result.diagnostics.map(\.formatted))")
        let analysis = try #require(generation.result.analysis)
        let golden = ImportTestSupport.packageRoot.appendingPathComponent("Goldens/ImportedFitnessApp")
        let scaffold = GenerationContext(options: options).scaffold(analysis)
        #expect(!scaffold.isEmpty, "the history has custom stages")
        let history = try #require(Self.importApp("FitnessApp").outcome.history)
        let latest = try #require(analysis.steps.last).schema.schema
        // The app's own code of the latest models, as extensions of the generated classes: compiled with them.
        let modelCode = ModelCodeWriter().write(history.latestModelCode, latest: latest)
        #expect(modelCode.diagnostics.map(\.formatted) == [])
        let code = modelCode.files.map { GeneratedFile(path: $0.fileName, contents: $0.text) }
        for (folder, rendered) in [("Generated", generation.files), ("Stages", scaffold), ("ModelCode", code)] {
            let directory = golden.appendingPathComponent(folder)
            if ImportTestSupport.isUpdating() { try? FileManager.default.removeItem(at: directory) }
            for file in rendered {
                try ImportTestSupport.expectFile(file.contents, at: directory.appendingPathComponent(file.path))
            }
            let committed = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            #expect(committed.sorted() == rendered.map(\.path).sorted())
        }
    }

    @Test(
        "NotesApp's imported history is refused by validate for exactly its hand-written mistake, its shipped removal accepted"
    )
    func notesAppValidation() throws {
        let (_, files) = Self.importApp("NotesApp")
        let errors = ImportTestSupport.validationErrors(files)
        // The removed Note is covered by the custom stage schemagen computes for the step (its relationship
        // target changes); the colour the app's plan removed in a lightweight step shipped, so the import
        // accepts its loss; the version SwiftData can't tell from the previous one is an error.
        #expect(errors.map(\.code) == [.duplicateVersionHash])
        #expect(
            errors.first?.message.contains("NotesSchemaV4 (4.0.0) would have the same SwiftData version hash") == true)
        let v3 = try #require(files.first { $0.fileName == "V3.yaml" })
        #expect(v3.acceptedRemovals == ["Folder.colorHex"])
    }

    @Test(
        "LiveClassesApp's duplicate version is a validate error, and the plan's other store and versions are left out")
    func liveClassesAndPlans() throws {
        let (live, liveFiles) = Self.importApp("LiveClassesApp")
        #expect(ImportTestSupport.validationErrors(liveFiles).map(\.code) == [.duplicateVersionHash])
        #expect(live.history?.versions.last?.models.map(\.entityName) == ["Workout", "Goal", "ExerciseSet"])
        let (plans, _) = Self.importApp("PlansApp")
        #expect(plans.history?.versions.map(\.schemaName) == ["NotesSchemaV1", "NotesSchemaV2", "NotesSchemaV3"])
        #expect(
            plans.history?.schemasOutsidePlan.map(\.name) == ["CacheSchemaV1", "CacheSchemaV2", "NotesSchemaDraft"])
    }
}

import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("Generated output: committed files are current, output is deterministic and written carefully")
struct GeneratedOutputTests {
    static func exampleFiles(options: GenerationOptions = GenerationOptions()) throws -> [GeneratedFile] {
        let generation = SchemaPipeline().generate(
            directory: FixturePaths.exampleSchemas, displayPath: "Schemas", options: options)
        #expect(generation.result.diagnostics.isEmpty)
        return generation.files
    }

    @Test("Generated/ is exactly what 'schemagen generate' writes for Schemas/")
    func committedOutputIsCurrent() throws {
        let plan = OutputPlan(
            files: try Self.exampleFiles(), directory: FixturePaths.packageRoot.appendingPathComponent("Generated"),
            displayPath: "Generated")
        #expect(plan.diagnostics.isEmpty)
        let isUpToDate = plan.isUpToDate
        #expect(isUpToDate, "Generated/ is stale; run 'swift run schemagen generate'.\n\(plan.diff)")
    }

    @Test("the same input gives the same bytes, and file names derive from input names")
    func deterministic() throws {
        let first = try Self.exampleFiles()
        let second = try Self.exampleFiles()
        #expect(first == second)
        #expect(
            first.map(\.path) == [
                "SchemaV1.swift", "SchemaV2.swift", "SchemaV3.swift", "SchemaV4.swift", "SchemaV5.swift",
                "SchemaV6.swift",
                "SchemaV7.swift", "SchemaTypealiases.swift", "SchemaMigrationPlan.swift",
            ])
        for file in first {
            #expect(file.contents.hasPrefix(GeneratedFile.headerPrefix))
            #expect(!file.contents.contains("/work/"), "machine-specific path in \(file.path)")
            #expect(file.contents.hasSuffix("}\n") || file.contents.hasSuffix("\n"))
        }
    }

    @Test("internal access level drops every public modifier")
    func internalAccess() throws {
        let files = try Self.exampleFiles(options: GenerationOptions(accessLevel: .internal, planName: "AppPlan"))
        #expect(files.allSatisfy { !$0.contents.contains("public ") })
        let plan = try #require(files.first { $0.path == GeneratedNames.migrationPlanFile })
        #expect(plan.contents.contains("enum AppPlan: SchemaRuntime.SchemaMigrationPlan"))
        #expect(plan.contents.contains("protocol AppPlanCustomStages"))
    }
}

@Suite("Writing output: only changed bytes, stale files removed, hand-written files untouched")
struct OutputPlanTests {
    func temporaryFolder() throws -> URL {
        let folder = ScratchFolder.make("schemagen-output")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func file(_ name: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: name, contents: GeneratedFile.headerPrefix + "V1.yaml; do not edit.\n" + body)
    }

    @Test("a second run writes nothing; a changed file is the only one rewritten")
    func writesOnlyChanges() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [file("A.swift", "a\n"), file("B.swift", "b\n")]
        try OutputPlan(files: files, directory: folder, displayPath: "Out").apply()
        let again = OutputPlan(files: files, directory: folder, displayPath: "Out")
        #expect(again.isUpToDate)
        #expect(again.unchanged == ["A.swift", "B.swift"])
        let changed = OutputPlan(files: [files[0], file("B.swift", "b2\n")], directory: folder, displayPath: "Out")
        #expect(changed.writes.map(\.file.path) == ["B.swift"])
        #expect(changed.diff.contains("-b\n+b2\n"))
        #expect(changed.diff.contains("--- a/Out/B.swift\n+++ b/Out/B.swift\n"))
    }

    @Test("files generated earlier with no source left are removed; hand-written files are kept")
    func removesStaleGeneratedFilesOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try OutputPlan(files: [file("Old.swift", "old\n")], directory: folder, displayPath: "Out").apply()
        try "// my own code\n".write(to: folder.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        let plan = OutputPlan(files: [file("New.swift", "new\n")], directory: folder, displayPath: "Out")
        #expect(plan.removals.map(\.path) == ["Old.swift"])
        try plan.apply()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Mine.swift", "New.swift"])
    }

    @Test("a hand-written file where a generated one goes is an error, and nothing is written")
    func refusesToReplaceHandWrittenFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// mine\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let plan = OutputPlan(
            files: [file("A.swift", "a\n"), file("B.swift", "b\n")], directory: folder, displayPath: "Out")
        #expect(
            plan.diagnostics.map(\.formatted) == [
                "Out/A.swift: error: this file was not generated by schemagen, so it is not replaced [SG700]\n    hint: move or rename it; schemagen writes A.swift here"
            ])
        try plan.apply()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
    }
}

@Suite("Scaffolding custom stages")
struct ScaffoldTests {
    static func exampleScaffold() throws -> [GeneratedFile] {
        let result = SchemaPipeline().run(directory: FixturePaths.exampleSchemas, displayPath: "Schemas")
        let analysis = try #require(result.analysis)
        return GenerationContext().scaffold(analysis, imports: ["GeneratedSchemas"])
    }

    @Test("the committed scaffold for the example (compiled as a target) is what scaffold writes")
    func committedScaffoldMatches() throws {
        let folder = FixturePaths.packageRoot.appendingPathComponent("Tests/ScaffoldedStages")
        for file in try Self.exampleScaffold() {
            let committed = try String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(committed == file.contents, "\(UnifiedDiff.diff(old: committed, new: file.contents))")
        }
    }

    @Test("one file per custom stage, listing the changes that need code")
    func stubsPerCustomStage() throws {
        let files = try Self.exampleScaffold()
        #expect(
            files.map(\.path) == [
                "SchemaMigrationsStages.swift", "SchemaMigrationsStages+MigrateSchemaV2ToSchemaV3.swift",
                "SchemaMigrationsStages+MigrateSchemaV3ToSchemaV4.swift",
            ])
        let stub = try #require(files.last)
        #expect(
            stub.contents.contains(
                "func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {"))
        #expect(
            stub.contents.contains("// - attributeTypeChanged SDMealLogItem.quantity: String -> Double (narrowing)"))
        #expect(
            !stub.contents.hasPrefix(GeneratedFile.headerPrefix),
            "scaffolds belong to the user, so generate must not claim them")
    }
}

import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// The SwiftData flavor of every golden history and of the example: the generated files and the scaffolded
/// custom stages, committed under `SwiftDataSupport/Goldens/<history>/` (`Generated/`, `Stages/`) where that
/// package compiles them against its SwiftData stand-in, compared byte for byte. A history SwiftData can't
/// take has `expected-diagnostics.txt` instead. `SCHEMAGEN_UPDATE_GOLDENS=1 swift test` rewrites them.
///
/// Two histories are SwiftData's alone, their schemas in their folders there: the type-change matrix (written
/// by `scripts/write-type-change-matrix.py`), every stored type change the flavor converts, whose generated
/// code and scaffold must compile against the stand-in and whose conversions its tests run; and a
/// uniqueness-only step, which the stand-in migrates through the hash modifiers schemagen gives it.
@Suite("SwiftData goldens: generated code, scaffolded stages and refusals match the committed files")
struct SwiftDataGoldenTests {
    static let root = FixturePaths.packageRoot.appendingPathComponent("SwiftDataSupport/Goldens")
    static let histories = ["Example"] + GoldenReferenceTests.histories + swiftDataOnly
    /// The histories kept under `SwiftDataSupport/Goldens` with their schemas, not among the portable goldens.
    static let swiftDataOnly = ["TypeChangeMatrix", "UniquenessOnly"]

    /// The history's schemas folder and its options, in the SwiftData flavor.
    static func inputs(_ history: String) throws -> (
        schemas: URL, options: GenerationOptions, lock: SchemaSourceFile?
    ) {
        let folder =
            history == "Example"
            ? FixturePaths.packageRoot
            : (swiftDataOnly.contains(history) ? root : GoldenReferenceTests.root).appendingPathComponent(history)
        var options = try GoldenReferenceTests.options(in: folder)
        options.flavor = .swiftdata
        return (folder.appendingPathComponent("Schemas"), options, try GoldenReferenceTests.lock(in: folder))
    }

    @Test("the SwiftData output and scaffold match, or the refusal does", arguments: histories)
    func swiftDataOutput(history: String) throws {
        let (schemas, options, lock) = try Self.inputs(history)
        let generation = SchemaPipeline(lock: lock, options: options).generate(
            directory: schemas, displayPath: "Schemas", options: options)
        let folder = Self.root.appendingPathComponent(history)
        let refusal = folder.appendingPathComponent("expected-diagnostics.txt")
        guard let analysis = generation.result.analysis else {
            let text = generation.result.diagnostics.map { $0.formatted + "\n" }.joined()
            if FixturePaths.isUpdatingGoldens() {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: refusal)
            }
            #expect(text == (try? String(contentsOf: refusal, encoding: .utf8)))
            return
        }
        #expect(!FileManager.default.fileExists(atPath: refusal.path), "\(history) is accepted now")
        let plan = OutputPlan(
            files: generation.files, directory: folder.appendingPathComponent("Generated"),
            displayPath: "\(history)/Generated")
        if FixturePaths.isUpdatingGoldens() { try plan.apply() }
        let isUpToDate = plan.isUpToDate
        #expect(isUpToDate, "\(plan.diff)")

        let stages = folder.appendingPathComponent("Stages")
        let scaffold = GenerationContext(options: options).scaffold(analysis)
        // The team owns the scaffold from now on: its lines fit like generated code's.
        expectLinesFit(scaffold)
        if FixturePaths.isUpdatingGoldens() {
            try? FileManager.default.removeItem(at: stages)
            if !scaffold.isEmpty {
                try FileManager.default.createDirectory(at: stages, withIntermediateDirectories: true)
            }
            for file in scaffold { try Data(file.contents.utf8).write(to: stages.appendingPathComponent(file.path)) }
        }
        #expect(FixturePaths.caseNames(in: stages) == scaffold.map(\.path).sorted())
        for file in scaffold {
            let committed = try? String(contentsOf: stages.appendingPathComponent(file.path), encoding: .utf8)
            #expect(committed == file.contents, "\(history)/Stages/\(file.path) differs")
        }
    }

    /// Where each accepted history's SwiftData migration test suite is committed, beside its implemented stages.
    static let kits = FixturePaths.packageRoot.appendingPathComponent("SwiftDataSupport/MigrationKits")

    @Test("the SwiftData migration test suite matches, for every history SwiftData takes", arguments: histories)
    func swiftDataSuite(history: String) throws {
        let (schemas, options, lock) = try Self.inputs(history)
        // A refused history (its expected-diagnostics.txt) has no suite, nor has the matrix, which has no data
        // to keep.
        guard !Self.swiftDataOnly.contains(history),
            let analysis = SchemaPipeline(lock: lock, options: options).run(directory: schemas, displayPath: "Schemas")
                .analysis
        else { return }
        // The hand-written fixture files go into the suite, as in the portable one.
        let fixtures = GoldenReferenceTests.fixtures(
            in: schemas.deletingLastPathComponent(), analysis: analysis, context: GenerationContext(options: options))
        let file = GenerationContext(options: options).testKit(analysis, testKit: TestKitOptions(), fixtures: fixtures)
        let url = Self.kits.appendingPathComponent(history).appendingPathComponent(file.path)
        if FixturePaths.isUpdatingGoldens() {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(file.contents == expected, "\(UnifiedDiff.diff(old: expected, new: file.contents))")
        expectLinesFit([file])
    }

    @Test("no SwiftData line is longer than 120 characters", arguments: histories)
    func lineWidth(history: String) throws {
        let (schemas, options, lock) = try Self.inputs(history)
        let generation = SchemaPipeline(lock: lock, options: options).generate(
            directory: schemas, displayPath: "Schemas", options: options)
        expectLinesFit(generation.files)
    }
}

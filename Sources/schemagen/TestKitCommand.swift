import ArgumentParser
import SchemaGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen testkit`: write the migration test suite of the history into a test target.
struct TestKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "testkit",
        abstract: "Write a Swift Testing suite proving each shipped version's data arrives intact in the latest.",
        discussion: """
            One test per shipped version: it writes a store at that version with fixture rows (every \
            attribute's edge values, every relationship shape), migrates it through the plan's real stages, \
            your custom stages included, and checks every value the plan says must survive. The suite is \
            generated: it is replaced on every run. Add SchemaTestKit to the test target's dependencies.
            """
    )

    @OptionGroup var schemas: SchemasOptions

    @Option(
        help:
            "The folder of the test target to write the suite into (default: the configuration's 'testKitOutput', else \(ConfigurationKey.testKitOutput.defaultValue))."
    )
    var output: String?

    @Option(
        name: .customLong("import"),
        help:
            "A module the suite imports: the one holding the generated code, the one holding the custom stages; repeatable (default: the configuration's 'testKitImports')."
    )
    var imports: [String] = []

    @Option(
        name: .customLong("custom-stages"),
        help:
            "The type implementing the custom stages, created with init() (default: the configuration's 'testKitCustomStages', else the plan name + Stages)."
    )
    var customStages: String?

    @Option(
        help:
            "The folder of hand-written fixture files, one per version (default: the configuration's 'testKitFixtures', else \(ConfigurationKey.testKitFixtures.defaultValue))."
    )
    var fixtures: String?

    @Option(
        help:
            "The folder of the frozen stores, when it is not '\(TestKitOptions.frozenStoresFolder)' in the fixtures folder (the build plugin passes it)."
    )
    var stores: String?

    @Flag(help: "Write nothing; fail when the suite on disk is not what testkit would write.")
    var check = false

    @Flag(
        name: .customLong("fixture-skeletons"),
        help:
            "Also write a fixture file to fill in for each version whose custom stages set values no fixture file states yet (files that exist are left alone)."
    )
    var fixtureSkeletons = false

    @Option(
        name: .customLong("plan-name"),
        help: "The name of the generated migration plan type (default: the configuration's 'planName')."
    )
    var planName: String?

    @Option(name: .customLong("access-level"), help: "The access level of the generated code: public or internal.")
    var accessLevel: GenerationOptions.AccessLevel?

    @Option(help: "The flavor of the generated code the suite tests (default: the configuration's 'flavor').")
    var flavor: GenerationOptions.FlavorName?

    func validate() throws {
        if check, fixtureSkeletons {
            throw ValidationError("--check writes nothing, so it can't write --fixture-skeletons")
        }
        try GenerationOptionsGroup.validatePlanName(planName)
        for name in imports + [customStages].compactMap({ $0 }) where !SwiftIdentifier.isValid(name) {
            throw ValidationError("'\(name)' is not a Swift identifier")
        }
    }

    func run() throws {
        let inputs = try schemas.resolve()
        var options = inputs.generationOptions
        if let planName { options.planName = planName }
        if let accessLevel { options.accessLevel = accessLevel }
        if let flavor { options.flavor = flavor }
        var testKit = inputs.testKitOptions
        if !imports.isEmpty { testKit.imports = imports }
        if let customStages { testKit.customStagesType = customStages }
        let pipeline = try inputs.pipeline(options: options)
        let context = pipeline.context
        let result = pipeline.run(directory: inputs.schemas, displayPath: inputs.shownSchemas)
        StandardStreams.writeError(result.diagnostics.map { $0.formatted + "\n" }.joined())
        guard let analysis = result.analysis else { throw ExitCode.failure }
        let (folder, shown) = inputs.folder(for: .testKitOutput, flag: output)
        let fixturesFolder = inputs.fixtures(flag: fixtures)
        testKit.fixturesName = fixturesFolder.name
        let frozen = inputs.frozenStores(flag: stores, fixtures: fixturesFolder)
        if stores != nil {
            testKit.storesFolder = frozen.url.path
            testKit.storesName = frozen.shown
        } else {
            testKit.keepFrozenStores(at: frozen.url, named: frozen.shown, suiteFolder: folder)
        }
        let fixtures = FixtureFolder.load(
            fixturesFolder.url, displayPath: fixturesFolder.shown, suitePath: fixturesFolder.name, analysis: analysis,
            context: context)
        StandardStreams.writeError(fixtures.diagnostics.map { $0.formatted + "\n" }.joined())
        guard !fixtures.diagnostics.containsErrors else { throw ExitCode.failure }
        if fixtureSkeletons {
            try writeSkeletons(
                FixtureSkeleton(statements: context.conversionStatements(analysis), fixtures: fixtures.files),
                into: fixturesFolder.url, shown: fixturesFolder.shown)
        }
        let suite = context.testKit(
            analysis, testKit: testKit, fixtures: fixtures.files,
            sealedVersions: result.lock?.entries.map(\.version) ?? [])
        let url = folder.appendingPathComponent(suite.path)
        defer {
            // After writing: a suite written into the target is the Swift file it needed.
            if let loaded = inputs.configuration,
                let warning = TestTargetFolder.sourcesWarning(for: loaded.folder, shown: loaded.shownFolder)
            {
                StandardStreams.writeError(warning.formatted + "\n")
            }
        }
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if let existing, !existing.hasPrefix(GeneratedFile.headerPrefix) {
            StandardStreams.writeError(
                "error: \(shown)/\(suite.path) was not written by schemagen; move it away or choose another --output\n")
            throw ExitCode.failure
        }
        guard existing != suite.contents else {
            print("\(shown)/\(suite.path) is up to date")
            return
        }
        if check {
            StandardStreams.writeError(
                "error: \(shown)/\(suite.path) is not what testkit writes; run 'schemagen testkit' and commit it\n")
            throw ExitCode.failure
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(suite.contents.utf8).write(to: url, options: .atomic)
        print("\(shown)/\(suite.path): wrote the migration test suite")
    }

    /// Writes each skeleton whose file is not there yet; for one that is, says what it lacks.
    private func writeSkeletons(_ skeleton: FixtureSkeleton, into folder: URL, shown: String) throws {
        let files = skeleton.files()
        if files.isEmpty { print("every value a custom stage sets is stated in \(shown)") }
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            let path = shown.isEmpty ? file.name : "\(shown)/\(file.name)"
            if FileManager.default.fileExists(atPath: url.path) {
                let missing = skeleton.unmet.filter { "\($0.from).yaml" == file.name }.map(\.path)
                print("\(path) exists; add 'expect:' or 'unchecked:' for \(missing.joined(separator: ", ")) yourself")
                continue
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            print("\(path): wrote a fixture file to fill in")
        }
    }
}

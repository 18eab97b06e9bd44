import Foundation
import SchemaGenCore
import SchemaKit
import Testing

/// The suites `schemagen testkit` writes for every golden history (`Tests/MigrationKits/<history>/`) and for
/// the example (`Tests/ExampleMigrationKit/`, with its hand-written `Fixtures/` and a frozen store per sealed
/// version), compared byte for byte; each is a test target of the package,
/// run with its stages implemented. `SCHEMAGEN_UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite("Golden references: the migration test suites match the committed files byte for byte")
struct TestKitGoldenTests {
    static let kits = FixturePaths.packageRoot.appendingPathComponent("Tests/MigrationKits")

    func expectMatches(_ file: GeneratedFile, in folder: URL) throws {
        let url = folder.appendingPathComponent(file.path)
        if FixturePaths.isUpdatingGoldens() { try file.contents.write(to: url, atomically: true, encoding: .utf8) }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(file.contents == expected, "\(UnifiedDiff.diff(old: expected, new: file.contents))")
        expectLinesFit([file])
    }

    @Test("each golden history's suite matches", arguments: GoldenReferenceTests.histories)
    func goldenSuite(history: String) throws {
        let analysis = try GoldenReferenceTests.analysis(history)
        let folder = GoldenReferenceTests.root.appendingPathComponent(history)
        let options = try GoldenReferenceTests.options(in: folder)
        let context = GenerationContext(options: options)
        let fixtures = GoldenReferenceTests.fixtures(in: folder, analysis: analysis, context: context)
        let file = context.testKit(
            analysis, testKit: TestKitOptions(imports: ["Golden\(history)"]), fixtures: fixtures)
        try expectMatches(file, in: Self.kits.appendingPathComponent(history))
    }

    @Test("the example's suite matches what its schemagen.yaml asks for")
    func exampleSuite() throws {
        let root = FixturePaths.packageRoot
        let loaded = SchemaGenConfiguration.load(
            Array(try Data(contentsOf: root.appendingPathComponent("schemagen.yaml"))), path: "schemagen.yaml")
        let configuration = try #require(loaded.configuration)
        let lock = SchemaSourceFile(
            name: "schemagen.lock", bytes: Array(try Data(contentsOf: root.appendingPathComponent("schemagen.lock"))))
        let result = SchemaPipeline(lock: lock, options: configuration.options).run(
            directory: root.appendingPathComponent(configuration.schemas), displayPath: "Schemas")
        let sealed = try #require(result.lock).entries.map(\.version)
        #expect(sealed.map(\.description) == ["1.0.0", "1.1.0", "1.2.0", "1.3.0", "1.4.0", "1.5.0", "1.6.0"])
        let analysis = try #require(result.analysis)
        let fixtures = FixtureFolder.load(
            root.appendingPathComponent(configuration.testKitFixtures), displayPath: configuration.testKitFixtures,
            analysis: analysis)
        #expect(fixtures.diagnostics.map(\.formatted) == [])
        #expect(fixtures.files.map(\.path) == ["Fixtures/1.2.0.yaml"])
        var testKit = configuration.testKit
        let stores = configuration.testKitFixtures + "/" + TestKitOptions.frozenStoresFolder
        testKit.keepFrozenStores(
            at: root.appendingPathComponent(stores), named: stores,
            suiteFolder: root.appendingPathComponent(configuration.testKitOutput))
        #expect(testKit.storesFolder == "../../Fixtures/stores")
        let file = GenerationContext(options: configuration.options).testKit(
            analysis, testKit: testKit, fixtures: fixtures.files,
            sealedVersions: sealed)
        try expectMatches(file, in: root.appendingPathComponent(configuration.testKitOutput))
    }
}

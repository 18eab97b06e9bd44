import Foundation
import Testing

/// `schemagen testkit` as a team runs it: from a test target that reads the app target's history, and asked
/// for the fixture files it still needs.
@Suite("testkit finds the history's one lock, and writes fixture files to fill in")
struct TestKitCommandTests {
    let v1 = "version: 1.0.0\nmodels:\n  Note:\n    attributes:\n      title: String\n      stars: String\n"
    let v2 = """
        version: 1.1.0
        models:
          Note:
            attributes:
              title: String
              stars: Int
        migration:
          stage: custom

        """

    /// A package with an app target holding the history (`Sources/App`) and a test target whose configuration
    /// points at it (`Tests/AppTests`), as the README sets them up.
    func package() throws -> URL {
        let root = ScratchFolder.make("schemagen-kit")
        let app = root.appendingPathComponent("Sources/App")
        let tests = root.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Schemas"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.1\n".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try v1.write(to: app.appendingPathComponent("Schemas/V1.yaml"), atomically: true, encoding: .utf8)
        try v2.write(to: app.appendingPathComponent("Schemas/V2.yaml"), atomically: true, encoding: .utf8)
        try "schemas: Schemas\n".write(
            to: app.appendingPathComponent("schemagen.yaml"), atomically: true, encoding: .utf8)
        try "schemas: ../../Sources/App/Schemas\ntestKitOutput: .\ntestKitImports: [App]\n".write(
            to: tests.appendingPathComponent("schemagen.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("a test target's configuration reads the app target's lock, and a copy beside it is a warning")
    func testTargetReadsTheHistorysLock() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Sources/App")
        let tests = root.appendingPathComponent("Tests/AppTests")
        let sealed = try CommandRunner.run(["seal", "--through", "1.0.0"], in: app)
        #expect(sealed.status == 0, "\(sealed.standardError)")
        let written = try CommandRunner.run(["testkit"], in: tests)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardError == "")
        let suite = try String(
            contentsOf: tests.appendingPathComponent("SchemaMigrationsMigrationTests.swift"), encoding: .utf8)
        #expect(suite.contains("func frozenStoreAt1_0_0()"), "\(suite)")
        // The old workaround, a second lock kept in step by hand: it is not read, and the user is told.
        try FileManager.default.copyItem(
            at: app.appendingPathComponent("schemagen.lock"), to: tests.appendingPathComponent("schemagen.lock"))
        let copied = try CommandRunner.run(["testkit"], in: tests)
        #expect(copied.status == 0)
        #expect(
            copied.standardError
                == "schemagen.lock: warning: schemagen.lock is not read: the history of ../../Sources/App/Schemas is sealed in ../../Sources/App/schemagen.lock [SG807]\n    hint: delete schemagen.lock: a history has one lock, which every target reads\n"
        )
    }

    @Test("--fixture-skeletons writes the file each unstated conversion needs, and leaves an existing one alone")
    func fixtureSkeletons() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let tests = root.appendingPathComponent("Tests/AppTests")
        let first = try CommandRunner.run(["testkit", "--fixture-skeletons"], in: tests)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(
            first.standardOutput
                == "Fixtures/1.0.0.yaml: wrote a fixture file to fill in\n./SchemaMigrationsMigrationTests.swift: wrote the migration test suite\n"
        )
        let skeleton = try String(contentsOf: tests.appendingPathComponent("Fixtures/1.0.0.yaml"), encoding: .utf8)
        #expect(
            skeleton.contains("Note:\n  first:\n    title: ~  # String, required\n    stars: ~  # String, required\n"))
        #expect(skeleton.contains("    expect:\n      stars: ~  # what 1.1.0's stage makes of this row\n"))
        // Until it is filled in, the next run stops at each blank, in the file's own lines.
        let blank = try CommandRunner.run(["testkit", "--fixture-skeletons"], in: tests)
        #expect(blank.status == 1)
        #expect(
            blank.standardError.hasPrefix(
                "Fixtures/1.0.0.yaml:8:12: error: 'title' of Note 'first' is required, so it can't be left blank [SG853]\n"
                    + "    hint: give it a String value\n"), "\(blank.standardError)")
        try "Note:\n  first: { title: Hi, stars: \"3\", expect: { stars: 3 } }\n".write(
            to: tests.appendingPathComponent("Fixtures/1.0.0.yaml"), atomically: true, encoding: .utf8)
        let filled = try CommandRunner.run(["testkit", "--fixture-skeletons"], in: tests)
        #expect(filled.status == 0, "\(filled.standardError)")
        #expect(filled.standardOutput.hasPrefix("every value a custom stage sets is stated in Fixtures\n"))
        let refused = try CommandRunner.run(["testkit", "--check", "--fixture-skeletons"], in: tests)
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("--check writes nothing, so it can't write --fixture-skeletons"))
    }

    @Test("a test target holding only its configuration is told to add a Swift file, which SwiftPM needs")
    func yamlOnlyTestTarget() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try CommandRunner.run(
            ["testkit", "--config", "Tests/AppTests/schemagen.yaml", "--output", "Build"], in: root)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(
            written.standardError
                == "Tests/AppTests: warning: Tests/AppTests holds no Swift file, so SwiftPM leaves its target out and the build plugin never writes its suite [SG703]\n    hint: add a Swift file to it: a test of your own, or one line, 'import SchemaTestKit'\n"
        )
        // The suite written into the target is that file.
        let inside = try CommandRunner.run(["testkit", "--config", "Tests/AppTests/schemagen.yaml"], in: root)
        #expect(inside.status == 0)
        #expect(inside.standardError == "")
    }

    @Test("run from the package root, a command names each target's configuration it could mean")
    func hintNamesTargetConfigurations() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let scaffold = try CommandRunner.run(["scaffold", "--into", "Sources/App/Stages"], in: root)
        #expect(scaffold.status == 1)
        #expect(
            scaffold.standardError
                == "Schemas: error: no such folder, and no schemagen.yaml here [SG101]\n    hint: this package configures schemagen in its targets: pass --config Sources/App/schemagen.yaml or --config Tests/AppTests/schemagen.yaml\n"
        )
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/App/Stages").path))
        let named = try CommandRunner.run(["validate", "--config", "Sources/App/schemagen.yaml"], in: root)
        #expect(named.status == 0, "\(named.standardError)")
    }
}

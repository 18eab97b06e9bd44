import Foundation
import SchemaGenCore
import SchemaKit
import Testing

/// `Workspace` finds a command's files without running one: the configuration (named, found above, or none),
/// the schemas folder, the history's lock, and the folders the configuration's path keys name.
@Suite("Workspace finds the configuration, schemas, lock, fixtures and stores")
struct WorkspaceTests {
    /// A package folder (`Package.swift`) holding `files`, by path.
    func package(_ files: [String: String]) throws -> URL {
        let folder = ScratchFolder.make("schemagen-workspace")
        for (path, text) in files.merging(["Package.swift": "// swift-tools-version: 6.1\n"], uniquingKeysWith: { $1 })
        {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func resolve(
        in folder: URL, _ choice: Workspace.ConfigurationChoice = .nearest, schemas: String? = nil
    ) throws -> Workspace {
        try Workspace.resolve(workingDirectory: folder, configuration: choice, schemas: schemas)
    }

    func path(_ url: URL) -> String { url.standardizedFileURL.path }

    @Test("the configuration of a folder above is found, its paths are its folder's, and the note names it")
    func configurationAbove() throws {
        let root = try package(["schemagen.yaml": "schemas: Versions\noutput: Out\n", "Versions/V1.yaml": ""])
        let inside = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        let workspace = try resolve(in: inside)
        #expect(workspace.configuration?.foundAbove == true)
        #expect(workspace.configurationNote == "note: using the configuration ../../schemagen.yaml")
        #expect(path(workspace.schemas) == path(root.appendingPathComponent("Versions")))
        #expect(workspace.shownSchemas == "../../Versions")
        #expect(workspace.folder(for: .output, flag: nil).shown == "../../Out")
        #expect(workspace.folder(for: .output, flag: "Here").shown == "Here", "a flag wins")
        #expect(path(workspace.lock) == path(root.appendingPathComponent("schemagen.lock")))
        #expect(workspace.shownLock == "../../schemagen.lock")
        #expect(try resolve(in: root).configurationNote == nil, "the working directory's is the obvious one")
    }

    @Test("with no configuration, the defaults are the table's, relative to the working directory")
    func noConfiguration() throws {
        let root = try package(["schemagen.yaml": "flavor: swiftdata\n", "Schemas/V1.yaml": ""])
        let workspace = try resolve(in: root, .none)
        #expect(workspace.configuration == nil)
        #expect(workspace.generationOptions == GenerationOptions())
        #expect(workspace.shownSchemas == ConfigurationKey.schemas.defaultValue)
        #expect(workspace.folder(for: .output, flag: nil).shown == ConfigurationKey.output.defaultValue)
        #expect(workspace.folder(for: .testKitOutput, flag: nil).shown == ConfigurationKey.testKitOutput.defaultValue)
        // Unused, the configuration that names the schemas folder still owns its history's lock.
        #expect(path(workspace.lock) == path(root.appendingPathComponent("schemagen.lock")))
        #expect(try resolve(in: root).generationOptions.flavor == .swiftdata, "found when not refused")
        // With no configuration anywhere, the lock is the schemas folder's.
        let bare = try package(["Schemas/V1.yaml": ""])
        #expect(try resolve(in: bare).shownLock == "Schemas/schemagen.lock")
    }

    @Test("the lock is beside the configuration that holds the schemas folder")
    func lockBesideConfiguration() throws {
        let root = try package(["Sources/App/schemagen.yaml": "schemas: Schemas\n", "Sources/App/Schemas/V1.yaml": ""])
        let workspace = try resolve(in: root, .named("Sources/App/schemagen.yaml"))
        #expect(workspace.shownSchemas == "Sources/App/Schemas")
        #expect(workspace.shownLock == "Sources/App/schemagen.lock")
        #expect(workspace.warnings.isEmpty)
    }

    @Test("a test target's configuration reads the app's schemas and the app's lock, and a copy beside it warns")
    func testTargetPointsAtTheApp() throws {
        let root = try package([
            "Sources/App/schemagen.yaml": "schemas: Schemas\n", "Sources/App/Schemas/V1.yaml": "",
            "Tests/AppTests/schemagen.yaml":
                "schemas: ../../Sources/App/Schemas\ntestKitOutput: .\ntestKitFixtures: Samples\n",
        ])
        let workspace = try resolve(in: root, .named("Tests/AppTests/schemagen.yaml"))
        #expect(path(workspace.schemas) == path(root.appendingPathComponent("Sources/App/Schemas")))
        #expect(workspace.shownLock == "Sources/App/schemagen.lock", "the history's owner keeps the lock")
        #expect(workspace.warnings.isEmpty)
        let fixtures = workspace.fixtures(flag: nil)
        #expect(path(fixtures.url) == path(root.appendingPathComponent("Tests/AppTests/Samples")))
        #expect(fixtures.shown == "Tests/AppTests/Samples")
        #expect(fixtures.name == "Samples", "the suite names it relative to the configuration")

        try "schemagen-lock 2\n".write(
            to: root.appendingPathComponent("Tests/AppTests/schemagen.lock"), atomically: true, encoding: .utf8)
        let copied = try resolve(in: root, .named("Tests/AppTests/schemagen.yaml"))
        #expect(
            copied.warnings.map(\.formatted) == [
                "Tests/AppTests/schemagen.lock: warning: Tests/AppTests/schemagen.lock is not read: the history of "
                    + "Tests/AppTests/../../Sources/App/Schemas is sealed in Sources/App/schemagen.lock [SG807]\n    hint: delete "
                    + "Tests/AppTests/schemagen.lock: a history has one lock, which every target reads"
            ])
    }

    @Test("fixtures and frozen stores: the flag, else the configuration's, else the defaults")
    func fixturesAndStores() throws {
        let root = try package(["schemagen.yaml": "testKitFixtures: Samples\n", "Schemas/V1.yaml": ""])
        let workspace = try resolve(in: root)
        let configured = workspace.fixtures(flag: nil)
        #expect(configured.shown == "Samples" && configured.name == "Samples")
        let stores = workspace.frozenStores(flag: nil, fixtures: configured)
        #expect(path(stores.url) == path(root.appendingPathComponent("Samples/stores")))
        #expect(stores.shown == "Samples/stores")
        let named = workspace.fixtures(flag: "Other")
        #expect(named.shown == "Other" && named.name == "Other")
        let build = root.appendingPathComponent("build/stores")
        let given = workspace.frozenStores(flag: build.path, fixtures: named)
        #expect(path(given.url) == path(build))
        #expect(given.shown == "build/stores", "shown relative to the configuration, never in full")
        let defaults = try resolve(in: root, .none).fixtures(flag: nil)
        #expect(defaults.name == ConfigurationKey.testKitFixtures.defaultValue)
    }

    @Test("a found configuration does not apply to another schemas folder; a named one does")
    func otherSchemasFolder() throws {
        let root = try package(["schemagen.yaml": "flavor: swiftdata\n", "Schemas/V1.yaml": "", "Other/V1.yaml": ""])
        let other = try resolve(in: root, schemas: "Other")
        #expect(other.configuration == nil)
        #expect(other.shownLock == "Other/schemagen.lock")
        #expect(try resolve(in: root, schemas: "Schemas").configuration != nil)
        #expect(try resolve(in: root, .named("schemagen.yaml"), schemas: "Other").configuration != nil)
    }

    @Test("an invalid, missing or unreadable configuration fails with its located diagnostics")
    func failures() throws {
        let root = try package(["schemagen.yaml": "flavour: swiftdata\n", "Schemas/V1.yaml": ""])
        #expect {
            try resolve(in: root)
        } throws: { error in
            (error as? Workspace.Failure)?.diagnostics.map(\.formatted).first?.hasPrefix(
                "schemagen.yaml:1:1: error: unknown key 'flavour' in the schemagen configuration [SG200]") == true
        }
        #expect {
            try resolve(in: root, .named("App/schemagen.yaml"))
        } throws: { error in
            (error as? Workspace.Failure)?.diagnostics.map(\.formatted) == [
                "App/schemagen.yaml: error: the configuration file can't be read: it does not exist [SG103]\n"
                    + "    hint: check the path given to --config"
            ]
        }
    }

    @Test("with no schemas folder and no configuration here, the targets' configurations are named")
    func targetsConfigured() throws {
        let root = try package(["Sources/App/schemagen.yaml": "", "Tests/AppTests/schemagen.yaml": ""])
        #expect {
            try resolve(in: root)
        } throws: { error in
            (error as? Workspace.Failure)?.diagnostics.map(\.formatted) == [
                "Schemas: error: no such folder, and no schemagen.yaml here [SG101]\n    hint: this package configures "
                    + "schemagen in its targets: pass --config Sources/App/schemagen.yaml or --config "
                    + "Tests/AppTests/schemagen.yaml"
            ]
        }
    }
}

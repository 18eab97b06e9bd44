import Foundation
import SchemaGenCore
import Testing

/// A `schemagen.yaml` in the working directory or above it is what the command uses when none is named, as
/// swift-format and SwiftLint find theirs; before, every command but `seal` ignored it, so a configured
/// SwiftData app got portable code from a plain `schemagen generate`.
@Suite("Every command finds its schemagen.yaml: here, else above up to the package root")
struct ConfigurationDiscoveryTests {
    let v1 = "version: 1.0.0\nmodels:\n  Item:\n    attributes:\n      name: String\n"
    /// A version SwiftData refuses (SG410) and the portable flavor accepts.
    let modelHashModifier =
        "version: 1.0.0\nmodels:\n  Item:\n    hashModifier: v2\n    attributes:\n      name: String\n"

    /// A package folder (`Package.swift`) with `Schemas/` holding `files`, and `configuration` as its
    /// `schemagen.yaml` when given.
    func package(_ files: [String: String], configuration: String? = nil) throws -> URL {
        let folder = ScratchFolder.make("schemagen-config")
        let schemas = folder.appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for (name, text) in files { try write(text, to: schemas.appendingPathComponent(name)) }
        try write("// swift-tools-version: 6.1\n", to: folder.appendingPathComponent("Package.swift"))
        if let configuration { try write(configuration, to: folder.appendingPathComponent("schemagen.yaml")) }
        return folder
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func generatedVersion(_ folder: URL, output: String = "Generated") throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(output)/SchemaV1.swift"), encoding: .utf8)
    }

    @Test("./schemagen.yaml's flavor is honoured by generate, validate and seal without --config")
    func workingDirectoryConfiguration() throws {
        let folder = try package(["V1.yaml": v1], configuration: "flavor: swiftdata\n")
        let generated = try CommandRunner.run(["generate"], in: folder)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(!generated.standardError.contains("note: using the configuration"), "the obvious one is not noted")
        #expect(try generatedVersion(folder).contains("@Model"))

        let refused = try package(["V1.yaml": modelHashModifier], configuration: "flavor: swiftdata\n")
        let validated = try CommandRunner.run(["validate"], in: refused)
        #expect(validated.status == 1)
        #expect(validated.standardError.contains("[SG410]"), "\(validated.standardError)")
        let sealed = try CommandRunner.run(["seal"], in: refused)
        #expect(sealed.status == 1, "seal runs the configured flavor's checks")
        #expect(sealed.standardError.contains("[SG410]"), "\(sealed.standardError)")
        #expect(!FileManager.default.fileExists(atPath: refused.appendingPathComponent("schemagen.lock").path))
    }

    @Test("from a folder inside the package, the nearest schemagen.yaml above is used, and validate says so")
    func configurationAbove() throws {
        let folder = try package(["V1.yaml": v1], configuration: "flavor: swiftdata\noutput: Out\n")
        let inside = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        let validated = try CommandRunner.run(["validate"], in: inside)
        #expect(validated.status == 0, "\(validated.standardError)")
        #expect(validated.standardError == "note: using the configuration ../../schemagen.yaml\n")
        #expect(validated.standardOutput.hasPrefix("../../Schemas: 1 version (1.0.0)"), "\(validated.standardOutput)")
        let generated = try CommandRunner.run(["generate"], in: inside)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(generated.standardError.hasPrefix("note: using the configuration ../../schemagen.yaml\n"))
        #expect(try generatedVersion(folder, output: "Out").contains("@Model"), "paths are the configuration's")
    }

    @Test("the search stops at the package root: an enclosing folder's schemagen.yaml is never used")
    func searchStopsAtPackageRoot() throws {
        let outer = ScratchFolder.make("schemagen-outer")
        try write("flavor: swiftdata\n", to: outer.appendingPathComponent("schemagen.yaml"))
        let folder = outer.appendingPathComponent("App")
        try write(v1, to: folder.appendingPathComponent("Schemas/V1.yaml"))
        try write("// swift-tools-version: 6.1\n", to: folder.appendingPathComponent("Package.swift"))
        #expect(ConfigurationDiscovery.find(from: folder) == nil)
        let generated = try CommandRunner.run(["generate"], in: folder)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(generated.standardError.isEmpty)
        #expect(!(try generatedVersion(folder).contains("@Model")), "portable, the default")
    }

    @Test("--no-config ignores it, --config names one file, and both together are refused")
    func explicitChoices() throws {
        let folder = try package(["V1.yaml": v1], configuration: "flavor: swiftdata\n")
        try write("flavor: portable\noutput: Portable\n", to: folder.appendingPathComponent("other.yaml"))
        #expect(try CommandRunner.run(["generate", "--no-config"], in: folder).status == 0)
        #expect(!(try generatedVersion(folder).contains("@Model")))
        #expect(try CommandRunner.run(["generate", "--config", "other.yaml"], in: folder).status == 0)
        #expect(!(try generatedVersion(folder, output: "Portable").contains("@Model")))
        let both = try CommandRunner.run(["validate", "--config", "other.yaml", "--no-config"], in: folder)
        #expect(both.status == 64)
        #expect(both.standardError.contains("--config and --no-config can't be given together"))
    }

    @Test("flags override the configuration's keys")
    func flagsWin() throws {
        let folder = try package(["V1.yaml": v1], configuration: "flavor: swiftdata\n")
        #expect(try CommandRunner.run(["generate", "--flavor", "portable"], in: folder).status == 0)
        #expect(!(try generatedVersion(folder).contains("@Model")))
    }

    @Test("a found configuration is not applied to another schemas folder named with --schemas")
    func otherSchemasFolder() throws {
        let folder = try package(["V1.yaml": v1], configuration: "flavor: swiftdata\n")
        try write(v1, to: folder.appendingPathComponent("Other/V1.yaml"))
        let generated = try CommandRunner.run(["generate", "--schemas", "Other", "--output", "OtherOut"], in: folder)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(!(try generatedVersion(folder, output: "OtherOut").contains("@Model")))
        #expect(try CommandRunner.run(["seal", "--schemas", "Other"], in: folder).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Other/schemagen.lock").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("schemagen.lock").path))
    }

    @Test("an invalid schemagen.yaml that was found fails the command with its located error")
    func invalidFoundConfiguration() throws {
        let folder = try package(["V1.yaml": v1], configuration: "flavour: swiftdata\n")
        let validated = try CommandRunner.run(["validate"], in: folder)
        #expect(validated.status == 1)
        #expect(
            validated.standardError.hasPrefix(
                "schemagen.yaml:1:1: error: unknown key 'flavour' in the schemagen configuration [SG200]"),
            "\(validated.standardError)")
    }

    @Test("a configuration's path in messages is relative to the working directory when it is above it")
    func shownPaths() {
        let base = URL(fileURLWithPath: "/work/app/Sources/App")
        #expect(
            ConfigurationDiscovery.shownPath(of: URL(fileURLWithPath: "/work/app/schemagen.yaml"), from: base)
                == "../../schemagen.yaml")
        #expect(
            ConfigurationDiscovery.shownPath(of: base.appendingPathComponent("schemagen.yaml"), from: base)
                == "schemagen.yaml")
        #expect(
            ConfigurationDiscovery.shownPath(of: URL(fileURLWithPath: "/elsewhere/schemagen.yaml"), from: base)
                == "/elsewhere/schemagen.yaml")
    }
}

import Foundation

/// A folder configured for schemagen: its `schemagen.yaml`, the version files it names, and the files
/// `schemagen generate` writes for them. Shared by both plugins (this folder is linked into each).
struct SchemaGenTarget {
    /// The configuration file's name, looked for directly in a target's folder.
    static let configurationFileName = OutputFileNames.configuration

    /// The configuration file.
    let configuration: URL
    /// The folder of version files.
    let schemasFolder: URL
    /// The version files, sorted.
    let schemaFiles: [URL]
    /// The history's lock file of sealed versions, if there is one: beside the configuration, or, for a
    /// configuration that reads another target's history, beside the configuration that owns it (as
    /// schemagen's `LockDiscovery` finds it).
    let lockFile: URL?
    /// The folder of the migration test suite's fixtures (`testKitFixtures`), which keeps the frozen stores
    /// in `stores/`.
    let fixturesFolder: URL
    /// The hand-written fixture files in it, sorted.
    let fixtureFiles: [URL]
    /// Whether the configuration asks for a migration test suite (it names `testKitOutput`).
    let declaresTestKit: Bool

    /// The target configured in `folder`, or `nil` if it has no `schemagen.yaml`.
    init?(folder: URL) {
        let configuration = folder.appendingPathComponent(Self.configurationFileName)
        guard FileManager.default.fileExists(atPath: configuration.path) else { return nil }
        self.configuration = configuration
        let schemas = folder.appendingPathComponent(Self.value(of: "schemas", in: configuration) ?? "Schemas")
        schemasFolder = schemas
        let lock = Self.owner(of: schemas, readBy: folder).appendingPathComponent("schemagen.lock")
        lockFile = FileManager.default.fileExists(atPath: lock.path) ? lock : nil
        schemaFiles = Self.yamlFiles(in: schemas).filter { OutputFileNames.isVersionFile($0.lastPathComponent) }
        fixturesFolder = folder.appendingPathComponent(
            Self.value(of: "testKitFixtures", in: configuration) ?? "Fixtures")
        fixtureFiles = Self.yamlFiles(in: fixturesFolder)
        declaresTestKit = Self.value(of: "testKitOutput", in: configuration) != nil
    }

    private static func yamlFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The migration test suite `testkit` writes into `folder`, named after the configuration's plan.
    func testKitFile(in folder: URL) -> URL {
        folder.appendingPathComponent(
            OutputFileNames.migrationTests(
                planName: Self.value(of: "planName", in: configuration) ?? "SchemaMigrations"))
    }

    /// The files `generate` writes, known from the input names alone, so a build plugin can declare its
    /// outputs before anything runs.
    func outputFiles(in folder: URL) -> [URL] {
        let versions = schemaFiles.map { file -> URL in
            folder.appendingPathComponent(
                OutputFileNames.versionFile(forStem: file.deletingPathExtension().lastPathComponent))
        }
        return versions + [
            folder.appendingPathComponent(OutputFileNames.typealiasMap),
            folder.appendingPathComponent(OutputFileNames.migrationPlan),
        ]
    }

    /// The folder whose configuration owns the history in `schemas`: `folder` when it holds `schemas`, else the
    /// nearest folder above `schemas` whose configuration names it, up to the package root, else `folder`.
    private static func owner(of schemas: URL, readBy folder: URL) -> URL {
        let target = schemas.standardizedFileURL
        if target.pathComponents.starts(with: folder.standardizedFileURL.pathComponents) { return folder }
        var candidate = target.deletingLastPathComponent()
        while true {
            let configuration = candidate.appendingPathComponent(configurationFileName)
            if FileManager.default.fileExists(atPath: configuration.path),
                candidate.appendingPathComponent(value(of: "schemas", in: configuration) ?? "Schemas")
                    .standardizedFileURL.path == target.path
            {
                return candidate
            }
            let isRoot = ["Package.swift", ".git"].contains {
                FileManager.default.fileExists(atPath: candidate.appendingPathComponent($0).path)
            }
            let parent = candidate.deletingLastPathComponent()
            if isRoot || parent.path == candidate.path { return folder }
            candidate = parent
        }
    }

    /// A top-level `key: value` of the configuration. schemagen itself validates the file; plugins only
    /// need to know where the inputs are before it runs.
    static func value(of key: String, in configuration: URL) -> String? {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("\(key):") {
            var value = line.dropFirst(key.count + 1)
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            let trimmed = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"'"))
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }
}

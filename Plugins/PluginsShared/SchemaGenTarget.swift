import Foundation

/// A folder configured for schemagen: its `schemagen.yaml`, the version files it names, and the files
/// `schemagen generate` writes for them. Shared by both plugins (this folder is linked into each), with
/// schemagen's own key table (`ConfigurationKey`), its one-line reading of the values a plugin needs before
/// schemagen is built (`PlainConfigurationValues`) and its rules for where the lock and the stores are
/// (`WorkspaceLayout`), linked from SchemaGenCore.
struct SchemaGenTarget {
    /// The configuration file's name, looked for directly in a target's folder.
    static let configurationFileName = OutputFileNames.configuration

    /// A configuration whose values a plugin needs are written in a form only schemagen reads.
    struct UnreadableValue: Error, CustomStringConvertible {
        var description: String
    }

    /// The configuration file.
    let configuration: URL
    /// The folder of version files.
    let schemasFolder: URL
    /// The version files, sorted.
    let schemaFiles: [URL]
    /// The history's lock file of sealed versions, if there is one: beside the configuration, or, for a
    /// configuration that reads another target's history, beside the configuration that owns it.
    let lockFile: URL?
    /// The folder of the migration test suite's fixtures (`testKitFixtures`).
    let fixturesFolder: URL
    /// The folder of the frozen stores in it.
    let frozenStoresFolder: URL
    /// The hand-written fixture files in it, sorted.
    let fixtureFiles: [URL]
    /// Whether the configuration asks for a migration test suite (it names `testKitOutput`).
    let declaresTestKit: Bool
    /// The migration plan's name, which names the suite's file.
    let planName: String

    /// The target configured in `folder`, or `nil` if it has no `schemagen.yaml`; throws when a value it needs
    /// is written in a form only schemagen reads.
    init?(folder: URL) throws {
        let configuration = folder.appendingPathComponent(Self.configurationFileName)
        guard let values = Self.values(of: configuration) else { return nil }
        self.configuration = configuration
        func value(_ key: ConfigurationKey) throws -> String {
            guard let value = values.valueOrDefault(key) else {
                throw UnreadableValue(
                    description:
                        "\(configuration.path): the build plugins read '\(key.rawValue)' only written on one line, "
                        + "as '\(key.rawValue): \(key.defaultValue)'")
            }
            return value
        }
        let schemas = folder.appendingPathComponent(try value(.schemas))
        schemasFolder = schemas
        let lock = WorkspaceLayout.lockFolder(forSchemas: schemas, configurationFolder: folder) { other in
            Self.values(of: other)?.valueOrDefault(.schemas)
        }.appendingPathComponent(WorkspaceLayout.lockFileName)
        lockFile = FileManager.default.fileExists(atPath: lock.path) ? lock : nil
        schemaFiles = Self.yamlFiles(in: schemas).filter { OutputFileNames.isVersionFile($0.lastPathComponent) }
        fixturesFolder = folder.appendingPathComponent(try value(.testKitFixtures))
        frozenStoresFolder = fixturesFolder.appendingPathComponent(WorkspaceLayout.frozenStoresFolder)
        fixtureFiles = Self.yamlFiles(in: fixturesFolder)
        declaresTestKit = values.value(of: .testKitOutput) != .absent
        planName = try value(.planName)
    }

    /// The values of the configuration file `url`, or `nil` when there is none.
    private static func values(of url: URL) -> PlainConfigurationValues? {
        guard let bytes = FileManager.default.contents(atPath: url.path) else { return nil }
        return PlainConfigurationValues(text: String(decoding: bytes, as: UTF8.self))
    }

    private static func yamlFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The migration test suite `testkit` writes into `folder`, named after the configuration's plan.
    func testKitFile(in folder: URL) -> URL {
        folder.appendingPathComponent(OutputFileNames.migrationTests(planName: planName))
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
}

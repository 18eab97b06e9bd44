import Foundation
import SchemaGenCore
import SchemaImport
import SchemaKit
import Testing

/// Paths and helpers the import tests share.
enum ImportTestSupport {
    /// `SwiftDataSupport/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/Fixtures/`.
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// Whether this run rewrites the expected files (`SCHEMAGEN_UPDATE_GOLDENS=1`, never under CI).
    static func isUpdating(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["SCHEMAGEN_UPDATE_GOLDENS"] == "1" else { return false }
        guard environment["CI"] == nil else {
            Issue.record(
                "SCHEMAGEN_UPDATE_GOLDENS is set under CI; expected files are compared there, never rewritten",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// Imports Swift sources given as text, by file name.
    static func importSources(
        _ sources: [String: String], planType: String? = nil,
        configuration: BuildConfiguration = BuildConfiguration()
    ) -> HistoryImporter.Outcome {
        let files = sources.sorted { $0.key < $1.key }.map { SwiftSourceFile(path: $0.key, text: $0.value) }
        return HistoryImporter(planType: planType, configuration: configuration).importHistory(
            from: files, folder: "App")
    }

    /// The version files an import of `sources` writes, by file name; records an issue if it fails.
    static func yaml(_ sources: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> [String: String]
    {
        let outcome = importSources(sources)
        guard let history = outcome.history else {
            Issue.record("import failed: \(outcome.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
            return [:]
        }
        let written = VersionFileWriter().write(history)
        for file in written where !file.loads {
            Issue.record(
                "\(file.fileName) does not load: \(file.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        }
        return Dictionary(uniqueKeysWithValues: written.map { ($0.fileName, $0.text) })
    }

    /// The audit of `sources` against their own import, as `schemagen-import --audit` makes it.
    static func audit(_ sources: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> [AuditFinding]
    {
        let history = try #require(importSources(sources).history, sourceLocation: sourceLocation)
        let files = VersionFileWriter().write(history)
        return HistoryAudit(
            imported: history, schemaFiles: files.map { SchemaSourceFile(name: $0.fileName, text: $0.text) },
            folder: "Schemas", writtenFiles: files
        ).findings()
    }

    /// The errors `schemagen validate` reports, in the SwiftData flavor, about written version files.
    static func validationErrors(_ files: [WrittenVersionFile]) -> [Diagnostic] {
        var options = GenerationOptions()
        options.flavor = .swiftdata
        let result = SchemaPipeline(options: options).run(
            files: files.map { SchemaSourceFile(name: $0.fileName, text: $0.text) }, folder: "Schemas")
        return result.diagnostics.filter { $0.severity == .error }
    }

    /// Compares `actual` with the file at `url`, rewriting it first when updating.
    static func expectFile(
        _ actual: String, at url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        if isUpdating(sourceLocation: sourceLocation) {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        let expected = try? String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(url.lastPathComponent) differs", sourceLocation: sourceLocation)
    }
}

/// A minimal schema around `body`: `enum SchemaV1: VersionedSchema` at 1.0.0 listing `models`.
func schemaSource(_ name: String = "SchemaV1", version: String = "1, 0, 0", models: [String], body: String) -> String {
    """
    import SwiftData
    enum \(name): VersionedSchema {
        static let versionIdentifier = Schema.Version(\(version))
        static var models: [any PersistentModel.Type] { [\(models.map { "\($0).self" }.joined(separator: ", "))] }
    \(body)
    }
    """
}

import Foundation
import Testing

/// Where test inputs live in the source tree. Fixtures are read from the checkout rather than a resource
/// bundle so that `SCHEMAGEN_UPDATE_GOLDENS=1 swift test` can rewrite the expected files in place.
enum FixturePaths {
    /// `Tests/SchemaGenCoreTests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The example history, `Schemas/`.
    static let exampleSchemas = packageRoot.appendingPathComponent("Schemas")

    /// Whether this run should rewrite golden files before comparing against them
    /// (`SCHEMAGEN_UPDATE_GOLDENS=1`). Under CI (`CI` set) an update request is a failure, not an update:
    /// CI proves the committed goldens, it never rewrites them.
    static func isUpdatingGoldens(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["SCHEMAGEN_UPDATE_GOLDENS"] == "1" else { return false }
        guard environment["CI"] == nil else {
            Issue.record(
                "SCHEMAGEN_UPDATE_GOLDENS is set under CI; goldens are compared there, never rewritten",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// The names of the sub-folders of `folder`, sorted.
    static func caseNames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}

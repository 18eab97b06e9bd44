import Foundation

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

    /// Whether this run should rewrite golden files instead of comparing against them.
    static var isUpdatingGoldens: Bool {
        ProcessInfo.processInfo.environment["SCHEMAGEN_UPDATE_GOLDENS"] == "1"
    }

    /// The names of the sub-folders of `folder`, sorted.
    static func caseNames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}

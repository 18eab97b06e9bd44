import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A test target's folder, as SwiftPM lays them out (`Tests/<Target>`), seen from the configuration in it.
public enum TestTargetFolder {
    /// A warning when `folder` is a test target's (its parent is `Tests`) and holds no Swift file: SwiftPM
    /// drops a target without sources before build plugins run, so the plugin there never writes the suite.
    /// `shown` names the folder in the message.
    public static func sourcesWarning(for folder: URL, shown: String) -> Diagnostic? {
        guard folder.standardizedFileURL.deletingLastPathComponent().lastPathComponent == "Tests",
            !holdsSwiftFile(folder)
        else { return nil }
        let name = shown.isEmpty ? folder.standardizedFileURL.lastPathComponent : shown
        return Diagnostic(
            .warning, .testTargetWithoutSources,
            "\(name) holds no Swift file, so SwiftPM leaves its target out and the build plugin never writes its suite",
            at: .path(name),
            hint: "add a Swift file to it: a test of your own, or one line, 'import SchemaTestKit'")
    }

    private static func holdsSwiftFile(_ folder: URL) -> Bool {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return paths.contains { $0.hasSuffix(".swift") }
    }
}

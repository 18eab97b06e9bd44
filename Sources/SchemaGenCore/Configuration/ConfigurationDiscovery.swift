#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a command finds its `schemagen.yaml` when none is named, as swift-format and SwiftLint find
/// theirs: in the working directory, else in the nearest folder above it, up to the package root.
public enum ConfigurationDiscovery {
    /// The configuration file's name.
    public static let fileName = OutputFileNames.configuration

    /// The nearest `schemagen.yaml` in `directory` or a folder above it. The search ends at the package root,
    /// the first folder that holds a `Package.swift` or a `.git`, which is searched itself; so a
    /// configuration of an enclosing project or of the user's home is never picked up.
    public static func find(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if isFile(candidate) { return candidate }
            if WorkspaceLayout.isPackageRoot(folder) { return nil }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The targets' configurations in the package at `root`, as SwiftPM lays targets out
    /// (`Sources/<Target>/schemagen.yaml`, `Tests/<Target>/schemagen.yaml`), sorted: what a command run from
    /// the package root, with no configuration of its own, could mean.
    public static func targetConfigurations(in root: URL) -> [URL] {
        ["Sources", "Tests"].flatMap { layout -> [URL] in
            let folder = root.appendingPathComponent(layout)
            let targets = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return targets.sorted().map { folder.appendingPathComponent($0).appendingPathComponent(fileName) }
                .filter(isFile)
        }
    }

    private static func isFile(_ url: URL) -> Bool {
        FileManager.default.isFolder(atPath: url.path) == false
    }

    /// `target` relative to `base` for messages ("schemagen.yaml", "../schemagen.yaml", "../../schemagen.yaml"),
    /// when `target` is in `base` or a folder above it; otherwise its full path.
    public static func shownPath(of target: URL, from base: URL) -> String {
        let targetFolder = target.deletingLastPathComponent().standardizedFileURL.pathComponents
        let baseComponents = base.standardizedFileURL.pathComponents
        guard baseComponents.starts(with: targetFolder) else { return target.path }
        let levels = baseComponents.count - targetFolder.count
        return String(repeating: "../", count: levels) + target.lastPathComponent
    }
}

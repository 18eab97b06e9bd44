#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A path from one folder to another, for generated code that finds a file from its own location.
public enum RelativePath {
    /// The path that leads from `folder` to `target` (`../../Fixtures/stores`); both are resolved to absolute,
    /// standardized paths first.
    public static func from(_ folder: URL, to target: URL) -> String {
        let from = folder.standardizedFileURL.pathComponents
        let to = target.standardizedFileURL.pathComponents
        var shared = 0
        while shared < from.count, shared < to.count, from[shared] == to[shared] { shared += 1 }
        let path = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}

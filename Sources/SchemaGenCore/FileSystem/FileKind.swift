#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FileManager {
    /// Whether something is at `path` and is a folder, following symbolic links; `nil` when nothing is there.
    ///
    /// `fileExists(atPath:isDirectory:)` answers through an `ObjCBool` in the full Foundation and a `Bool` in
    /// FoundationEssentials; this is the one place that knows.
    package func isFolder(atPath path: String) -> Bool? {
        #if canImport(FoundationEssentials)
            var isFolder = false
            guard fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            return isFolder
        #else
            var isFolder: ObjCBool = false
            guard fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            return isFolder.boolValue
        #endif
    }
}

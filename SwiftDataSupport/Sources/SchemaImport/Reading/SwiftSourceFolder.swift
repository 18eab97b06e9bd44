import Foundation
import SchemaKit

/// Reads every `.swift` file under a folder (build folders and hidden folders skipped), in path order, so
/// that an import reads the same files in the same order on every machine.
public enum SwiftSourceFolder {
    /// The parsed files, shown with paths relative to `displayPath`; an error diagnostic when the folder
    /// does not exist or a file can't be read.
    public static func read(_ directory: URL, displayPath: String) -> (
        files: [SwiftSourceFile], diagnostics: [Diagnostic]
    ) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return (
                [],
                [
                    Diagnostic(
                        .error, .noSuchFolder, "no folder at \(displayPath)", at: .path(displayPath),
                        hint: "--from takes the folder that holds the app's Swift sources")
                ]
            )
        }
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        var relativePaths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == ".build" || url.lastPathComponent.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let full = url.standardizedFileURL.resolvingSymlinksInPath().path
            relativePaths.append(String(full.dropFirst(root.path.count + 1)))
        }
        var files: [SwiftSourceFile] = []
        var diagnostics: [Diagnostic] = []
        for relative in relativePaths.sorted() {
            let shown = displayPath.isEmpty || displayPath == "." ? relative : displayPath + "/" + relative
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
                let text = String(data: data, encoding: .utf8)
            else {
                diagnostics.append(
                    Diagnostic(
                        .error, .unreadableFile, "can't read \(shown) as UTF-8 text", at: .path(shown),
                        hint: "check the file's permissions and encoding"))
                continue
            }
            files.append(SwiftSourceFile(path: shown, text: text))
        }
        return (files, diagnostics)
    }
}

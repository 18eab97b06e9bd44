import Foundation

/// Folders for tests to write in, all inside one folder of this test process's own that is removed when the
/// process exits, so a run leaves nothing in the temporary directory (the tests made hundreds of folders there
/// and removed none).
enum ScratchFolder {
    /// This process's folder, made on first use; removing it at exit removes every test's folder at once.
    static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-tests-\(UUID())")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return root
    }()

    /// A new folder's URL, named `prefix` and a unique suffix; the folder itself is not made.
    static func make(_ prefix: String) -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID())", isDirectory: true)
    }
}

import Foundation

/// A folder of its own for one test's stores.
enum ScratchFolder {
    /// Calls `body` with a new empty folder in the temporary directory, and removes the folder and everything
    /// in it afterwards, whatever `body` does.
    static func with<T>(_ body: (URL) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "schemagen-testkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }
}

import Foundation

/// A process of an executable SwiftPM built beside the test bundle (the target depends on it, so it is
/// built first), started at once; what it prints to standard output and error is collected.
final class ProductProcess {
    let process = Process()
    private let output = Pipe()

    /// The executable product `name`.
    static func url(of name: String) -> URL {
        var folder = Bundle.main.bundleURL
        // On Linux the bundle URL is the products folder; on macOS it is the .xctest bundle inside it.
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent(name)
    }

    /// Starts the product `name` with `arguments`.
    init(_ name: String, _ arguments: [String]) throws {
        process.executableURL = Self.url(of: name)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    /// Waits for the process and returns its exit status and what it printed.
    func finish() -> (status: Int32, output: String) {
        // Read before waiting, so a full pipe can't block the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

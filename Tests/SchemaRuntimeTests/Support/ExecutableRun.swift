import Foundation

/// One run of an executable SwiftPM built beside the test bundle, as a user runs it: its exit status and what
/// it wrote to standard output and error.
struct ExecutableRun {
    var status: Int32
    var output: String
    var error: String

    /// The executable named `name` in the products folder.
    static func product(_ name: String) -> URL {
        var folder = Bundle.main.bundleURL
        // On Linux the bundle URL is the products folder; on macOS it is the .xctest bundle inside it.
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent(name)
    }

    /// Runs `executable` with `arguments`, in `folder` when given, to its end.
    init(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so a full pipe can't block the child.
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: output, as: UTF8.self)
        self.error = String(decoding: error, as: UTF8.self)
    }
}

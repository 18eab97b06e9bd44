import Foundation

/// Runs the built `schemagen` executable, as a user or CI would.
struct CommandRunner {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The executable SwiftPM built beside the test bundle.
    static var executable: URL {
        var folder = Bundle.main.bundleURL
        // On Linux the bundle URL is the products folder; on macOS it is the .xctest bundle inside it.
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("schemagen")
    }

    /// Runs `schemagen` with `arguments` in `directory`, with this process's environment and `environment`
    /// over it.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a full pipe can't block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}

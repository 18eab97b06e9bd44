import Foundation
import Testing

@testable import schemagen_import

/// The command's own refusals, before it reads anything.
@Suite("schemagen-import: argument errors")
struct CommandLineTests {
    private func message(_ arguments: [String]) -> String {
        do {
            _ = try ImportCommand.parseAsRoot(arguments)
            return "accepted"
        } catch {
            return ImportCommand.message(for: error)
        }
    }

    @Test("writing needs --into, auditing refuses it and --code-into, and --schemas goes with --audit")
    func refusals() {
        #expect(message(["--from", "App"]) == "say where to write the version files with --into")
        #expect(
            message(["--from", "App", "--audit", "--into", "Schemas"]) == "--audit writes nothing; leave out --into")
        #expect(message(["--from", "App", "--into", "Schemas", "--schemas", "S"]) == "--schemas goes with --audit")
        #expect(message(["--from", "App", "--audit", "--format", "xml"]).contains("'xml'"))
        #expect(message(["--from", "App", "--audit", "--schemas", "S", "--format", "json"]) == "accepted")
        #expect(
            message(["--from", "App", "--audit", "--code-into", "Code"])
                == "--code-into goes with --into; --audit writes nothing")
        #expect(message(["--from", "App", "--into", "Schemas", "--code-into", "Code"]) == "accepted")
    }

    @Test("--accept-unsupported goes with --into, and --os names a platform")
    func acknowledgementAndPlatform() {
        #expect(
            message(["--from", "App", "--audit", "--accept-unsupported"])
                == "--accept-unsupported goes with --into; --audit writes nothing")
        #expect(
            message(["--from", "App", "--into", "S", "--os", "Android"])
                == "--os takes one of iOS, macOS, watchOS, tvOS, visionOS, not 'Android'")
        #expect(message(["--from", "App", "--into", "S", "--accept-unsupported", "--os", "watchOS"]) == "accepted")
    }

    /// Runs the built `schemagen-import` in an empty folder; returns its exit status, standard output and
    /// error, and what it left in the folder.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String, left: [String]) {
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("import-help-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = folder.appendingPathComponent("schemagen-import")
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (
            process.terminationStatus, output, error, try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        )
    }

    @Test("--help is help, and an option's value that looks like an option is refused: no folder named '--help'")
    func helpAndOptionLikeValues() throws {
        let help = try run(["--help"])
        #expect(help.status == 0 && help.output.contains("USAGE: schemagen-import --from <from>"))
        let late = try run(["--from", "App", "--into", "S", "--help"])
        #expect(late.status == 0 && late.output.contains("USAGE: schemagen-import --from <from>"))
        let from = try run(["--from", "--help"])
        #expect(from.status != 0 && from.error.hasPrefix("Error: Missing value for '--from <from>'"))
        let into = try run(["--from", "App", "--into", "--overwrite"])
        #expect(into.status != 0 && into.error.hasPrefix("Error: Missing value for '--into <into>'"))
        #expect(help.left.isEmpty && late.left.isEmpty && from.left.isEmpty && into.left.isEmpty)
    }
}

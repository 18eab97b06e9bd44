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

    @Test("writing needs --into, auditing refuses it, and --schemas goes with --audit")
    func refusals() {
        #expect(message(["--from", "App"]) == "say where to write the version files with --into")
        #expect(
            message(["--from", "App", "--audit", "--into", "Schemas"]) == "--audit writes nothing; leave out --into")
        #expect(message(["--from", "App", "--into", "Schemas", "--schemas", "S"]) == "--schemas goes with --audit")
        #expect(message(["--from", "App", "--audit", "--format", "xml"]).contains("'xml'"))
        #expect(message(["--from", "App", "--audit", "--schemas", "S", "--format", "json"]) == "accepted")
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
}

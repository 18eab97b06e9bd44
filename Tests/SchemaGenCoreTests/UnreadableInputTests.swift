import Foundation
import SchemaGenCore
import SchemaKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whatever is at a version file's name, or where the schemas folder should be, the message says what it is
/// and what to do: never a bare "can't be read", never a read that blocks forever on a named pipe.
@Suite("Unreadable inputs are named for what they are: a folder, a dangling link, a link loop, a named pipe")
struct UnreadableInputTests {
    static let version = "version: 1.0.0\nmodels:\n  Item:\n    attributes:\n      title: String\n"

    private func schemasFolder() throws -> URL {
        let folder = ScratchFolder.make("schemagen-inputs")
            .appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.version.write(to: folder.appendingPathComponent("V1.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    private func diagnostics(_ folder: URL) -> [String] {
        SchemaHistoryLoader().load(directory: folder, displayPath: "Schemas").diagnostics.map(\.formatted)
    }

    @Test(
        "a version file's name on something that is not a readable file",
        arguments: [
            ("folder", "it is a folder, not a file", "rename the folder, or move it out of the way"),
            (
                "dangling", "it is a symbolic link to 'Gone.yaml', which does not exist",
                "restore 'Gone.yaml', or remove the link"
            ),
            (
                "loop", "it is a symbolic link that leads back to itself (a loop)",
                "point the link at a real file, or replace it with the file"
            ),
            ("fifo", "it is a named pipe (FIFO), not a regular file", "replace it with a regular file, or remove it"),
        ])
    func notARegularFile(kind: String, reason: String, hint: String) throws {
        let folder = try schemasFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let path = folder.appendingPathComponent("V2.yaml").path
        switch kind {
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case "dangling": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "Gone.yaml")
        case "loop": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "V2.yaml")
        default: #expect(mkfifo(path, 0o644) == 0)
        }
        #expect(
            diagnostics(folder) == [
                "Schemas/V2.yaml: error: the file can't be read: \(reason) [SG103]\n    hint: \(hint)"
            ])
    }

    @Test("files are read as they load, concurrently, yet only the first unreadable one in name order is reported")
    func firstUnreadableFileIsTheAnswer() throws {
        let folder = try schemasFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for number in 2...6 {
            try Self.version.replacingOccurrences(of: "1.0.0", with: "1.\(number).0").write(
                to: folder.appendingPathComponent("V\(number).yaml"), atomically: true, encoding: .utf8)
        }
        for name in ["V7.yaml", "V4b.yaml"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        let result = SchemaHistoryLoader().load(directory: folder, displayPath: "Schemas")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Schemas/V4b.yaml: error: the file can't be read: it is a folder, not a file [SG103]\n    hint: rename the folder, or move it out of the way"
            ])
        #expect(result.history == nil)
    }

    @Test("a schemas folder that is a file is named as such")
    func folderIsAFile() throws {
        let folder = try schemasFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("V1.yaml")
        #expect(
            diagnostics(file) == [
                "Schemas: error: the schemas folder can't be listed: it is a file, not a folder [SG103]\n    hint: name the folder that holds the files"
            ])
    }

    @Test("a missing schemas folder is still 'no such folder'")
    func missingFolder() throws {
        let folder = try schemasFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(
            diagnostics(folder.appendingPathComponent("Nope")) == [
                "Schemas: error: no such folder [SG101]\n    hint: run from the package root, or pass the folder of version files with --schemas"
            ])
    }

    @Test("the configuration file in the schemas folder (schemas: .) is never read as a version")
    func configurationBesideVersions() throws {
        let folder = try schemasFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "schemas: .\noutput: Generated\n".write(
            to: folder.appendingPathComponent("schemagen.yaml"), atomically: true, encoding: .utf8)
        let result = SchemaHistoryLoader().load(directory: folder, displayPath: "Schemas")
        #expect(result.diagnostics.isEmpty)
        #expect(result.files == ["Schemas/V1.yaml"])
        #expect(
            SchemaHistoryLoader.isVersionFileName("V1.yaml") && !SchemaHistoryLoader.isVersionFileName("schemagen.yaml")
        )
    }

    @Test("a YAML alias inside the node its own anchor marks says so, not that the anchor is missing")
    func selfReferencingAlias() throws {
        let folder = try schemasFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "version: 1.0.0\nmodels: &models\n  Item:\n    attributes: *models\n".write(
            to: folder.appendingPathComponent("V1.yaml"), atomically: true, encoding: .utf8)
        #expect(
            diagnostics(folder) == [
                "Schemas/V1.yaml:4:17: error: the alias '*models' is inside the node its anchor '&models' (line 2) marks, so that node would contain itself [SG112]\n    hint: an alias may only repeat a node that ends before it; write this part out instead"
            ])
    }
}

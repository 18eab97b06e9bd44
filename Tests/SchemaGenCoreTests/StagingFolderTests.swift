import Foundation
import SchemaGenCore
import SchemaKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `generate` killed while it wrote leaves its hidden staging folder behind; the next `generate` removes
/// it and `check` reports it, while a staging folder a `generate` running at the same time holds is left
/// alone. A folder that can't be written is an error that says why, with nothing changed.
@Suite("Staging folders left by killed runs are removed by generate and reported by check; write failures say why")
struct StagingFolderTests {
    private func temporaryFolder() throws -> URL {
        let folder = ScratchFolder.make("schemagen-staging")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func file(_ name: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: name, contents: GeneratedFile.headerPrefix + "V1.yaml; do not edit.\n" + body)
    }

    private func write(_ files: [GeneratedFile], into folder: URL) throws -> OutputWriter.Report {
        try OutputWriter.write(into: folder, displayPath: "Out") { writer in
            writer(files)
            return true
        }
    }

    /// A staging folder as a killed run leaves it: its owner file there, its lock released with the process.
    private func abandonedStaging(in folder: URL, name: String) throws {
        let staging = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data().write(to: staging.appendingPathComponent("owner"))
        try Data("half a file".utf8).write(to: staging.appendingPathComponent("SchemaV1.swift"))
    }

    @Test("generate removes a staging folder a killed run left, says so, and writes as usual")
    func generateRemovesAbandoned() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = ".schemagen-staging-1B2C3D4E-0000-0000-0000-000000000000"
        try abandonedStaging(in: folder, name: name)
        let report = try write([file("A.swift", "a\n")], into: folder)
        #expect(report.isApplied && report.removedStaging == [name])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
    }

    @Test("check reports a staging folder a killed run left, as a warning with what to do")
    func checkReportsAbandoned() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write([file("A.swift", "a\n")], into: folder)
        let name = ".schemagen-staging-1B2C3D4E-0000-0000-0000-000000000000"
        try abandonedStaging(in: folder, name: name)
        let plan = OutputPlan(files: [file("A.swift", "a\n")], directory: folder, displayPath: "Out")
        #expect(plan.isUpToDate)
        #expect(
            plan.diagnostics.map(\.formatted) == [
                "Out/\(name): warning: a staging folder left by a 'schemagen generate' that was stopped before it finished [SG702]\n    hint: the next 'schemagen generate' removes it; it holds nothing you need"
            ])
    }

    @Test("a staging folder whose run is still going (its owner file locked) is left alone")
    func liveStagingIsKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = ".schemagen-staging-5F6A7B8C-0000-0000-0000-000000000000"
        try abandonedStaging(in: folder, name: name)
        // Another open file description: its lock conflicts with the writer's, as another process's would.
        let owner = open(folder.appendingPathComponent(name).appendingPathComponent("owner").path, O_RDWR)
        #expect(owner >= 0 && flock(owner, LOCK_EX | LOCK_NB) == 0)
        defer { close(owner) }
        let report = try write([file("A.swift", "a\n")], into: folder)
        #expect(report.isApplied && report.removedStaging.isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.swift", name].sorted())
        let plan = OutputPlan(files: [file("A.swift", "a\n")], directory: folder, displayPath: "Out")
        #expect(plan.diagnostics.isEmpty)
    }

    @Test("a run's own staging folder is gone when it ends, whether it applied or not")
    func ownStagingRemoved() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write([file("A.swift", "a\n")], into: folder)
        _ = try OutputWriter.write(into: folder, displayPath: "Out") { writer in
            writer([file("A.swift", "changed\n")])
            return false
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
    }

    @Test("an output folder that can't be made is an error saying why, and nothing is written")
    func unwritableOutput() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("not a folder".utf8).write(to: root.appendingPathComponent("Blocked"))
        let folder = root.appendingPathComponent("Blocked").appendingPathComponent("Generated")
        let report = try write([file("A.swift", "a\n"), file("B.swift", "b\n")], into: folder)
        #expect(!report.isApplied && report.written.isEmpty)
        #expect(
            report.diagnostics.map(\.formatted) == [
                "Out/A.swift: error: can't write the file: a part of its path is a file, not a folder; nothing in Out was changed [SG701]\n    hint: check the path"
            ])
    }

    @Test("a staged file that can't be opened is an error saying why, later files are not written, nothing is moved")
    func unopenableStagedFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write([file("A.swift", "a\n")], into: folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        // The staging folder has no folder "Missing", so opening the staged file fails (ENOENT).
        let report = try write([file("Missing/B.swift", "b\n"), file("A.swift", "changed\n")], into: folder)
        #expect(!report.isApplied && report.written.isEmpty)
        #expect(
            report.diagnostics.map(\.formatted) == [
                "Out/Missing/B.swift: error: can't write the file: it does not exist; nothing in Out was changed [SG701]\n    hint: check the path"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == before)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8)
                == file("A.swift", "a\n").contents)
    }

    @Test("each write failure is worded by its cause, with what to do")
    func writeFailureWording() {
        let cases: [(any Error, String, String)] = [
            (
                CocoaError(.fileWriteOutOfSpace), "the disk is full (no space left on the device)",
                "free some space on the disk, then run the command again"
            ),
            (
                CocoaError(.fileWriteVolumeReadOnly), "the file system is mounted read-only",
                "run the command where the folder is writable, or remount the volume read-write"
            ),
            (
                POSIXError(.EACCES), "permission denied: this user may not write it",
                "give this user write permission on it and its folder"
            ),
            (
                CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EROFS) as NSError]),
                "the file system is mounted read-only",
                "run the command where the folder is writable, or remount the volume read-write"
            ),
        ]
        for (error, reason, hint) in cases {
            let problem = FileProblem.from(error, reading: false)
            #expect(problem.reason == reason && problem.hint == hint, "\(error)")
        }
    }
}

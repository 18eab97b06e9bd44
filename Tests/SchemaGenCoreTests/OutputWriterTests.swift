import Foundation
import SchemaGenCore
import SchemaKit
import Testing

/// `generate` writes each file as it is rendered; these are the guarantees ``OutputPlan`` gives, kept while
/// no more than the files being rendered are in memory.
@Suite("Writing output file by file: only changed bytes, stale files removed, nothing on an error")
struct OutputWriterTests {
    private struct Interrupted: Error {}

    private func temporaryFolder() throws -> URL {
        let folder = ScratchFolder.make("schemagen-writer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func file(_ name: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: name, contents: GeneratedFile.headerPrefix + "V1.yaml; do not edit.\n" + body)
    }

    /// Writes `batches` into `folder`, one call of the writer each.
    private func write(_ batches: [[GeneratedFile]], into folder: URL) throws -> OutputWriter.Report {
        try OutputWriter.write(into: folder, displayPath: "Out") { writer in
            for batch in batches { writer(batch) }
            return true
        }
    }

    /// The folder's entries, hidden ones included, with each file's text.
    private func contents(of folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "(folder)"
        }
        return result
    }

    @Test("a new folder is made and filled; a second run writes nothing; a changed file is the only one rewritten")
    func writesOnlyChanges() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Generated")
        let first = try write([[file("A.swift", "a\n")], [file("B.swift", "b\n")]], into: folder)
        #expect(first.isApplied && first.written == ["A.swift", "B.swift"] && first.unchanged.isEmpty)
        #expect(
            try contents(of: folder) == [
                "A.swift": file("A.swift", "a\n").contents, "B.swift": file("B.swift", "b\n").contents,
            ])
        let modified =
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("A.swift").path)[
                .modificationDate] as? Date

        let again = try write([[file("A.swift", "a\n"), file("B.swift", "b\n")]], into: folder)
        #expect(again.isUpToDate && again.unchanged == ["A.swift", "B.swift"])

        let changed = try write([[file("A.swift", "a\n")], [file("B.swift", "b2\n")]], into: folder)
        #expect(changed.written == ["B.swift"] && changed.unchanged == ["A.swift"])
        #expect(try contents(of: folder)["B.swift"] == file("B.swift", "b2\n").contents)
        #expect(
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("A.swift").path)[
                .modificationDate] as? Date == modified)
    }

    @Test("files staged from many threads at once are all written, and the report keeps the order they are recorded in")
    func stagesFromManyThreads() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Generated")
        let files = (0..<64).map { file("F\($0).swift", "body \($0)\n") }
        let report = try OutputWriter.write(into: folder, displayPath: "Out") { writer in
            let staged = StagedResults(count: files.count)
            let stage = writer.stage
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                staged.store(stage(files[index]), at: index)
            }
            writer.record(staged.all)
            return true
        }
        #expect(report.isApplied && report.written == files.map(\.path))
        #expect(try contents(of: folder) == Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
    }

    /// Staged files gathered by index from the threads that staged them.
    private final class StagedResults: @unchecked Sendable {
        // @unchecked: `slots` is only read and written holding `lock`.
        private let lock = NSLock()
        private var slots: [OutputWriter.StagedFile?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func store(_ file: OutputWriter.StagedFile, at index: Int) { lock.withLock { slots[index] = file } }

        var all: [OutputWriter.StagedFile] { lock.withLock { slots.compactMap { $0 } } }
    }

    @Test("files generated earlier with no source left are removed; hand-written files are kept")
    func removesStaleGeneratedFilesOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write([[file("Old.swift", "old\n")]], into: folder)
        try "// my own code\n".write(to: folder.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        let report = try write([[file("New.swift", "new\n")]], into: folder)
        #expect(report.removed == ["Old.swift"] && report.written == ["New.swift"])
        #expect(try contents(of: folder).keys.sorted() == ["Mine.swift", "New.swift"])
    }

    @Test("a hand-written file where a generated one goes is an error, and nothing in the folder changes")
    func refusesToReplaceHandWrittenFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write([[file("Old.swift", "old\n")]], into: folder)
        try "// mine\n".write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let before = try contents(of: folder)
        let report = try write([[file("A.swift", "a\n")], [file("B.swift", "b\n")]], into: folder)
        #expect(!report.isApplied)
        #expect(
            report.diagnostics.map(\.formatted) == [
                "Out/B.swift: error: this file was not generated by schemagen, so it is not replaced [SG700]\n    hint: move or rename it; schemagen writes B.swift here"
            ])
        #expect(try contents(of: folder) == before)
    }

    @Test("a run that finds errors, or stops with one, leaves the folder as it was, staged files and stale ones alike")
    func failedRunsChangeNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write([[file("Old.swift", "old\n")]], into: folder)
        let before = try contents(of: folder)

        let refused = try OutputWriter.write(into: folder, displayPath: "Out") { writer in
            writer([file("A.swift", "a\n")])
            return false
        }
        #expect(!refused.isApplied && refused.removed.isEmpty)
        #expect(try contents(of: folder) == before)

        #expect(throws: Interrupted.self) {
            _ = try OutputWriter.write(into: folder, displayPath: "Out") { writer in
                writer([file("A.swift", "a\n")])
                throw Interrupted()
            }
        }
        #expect(try contents(of: folder) == before)
    }
}

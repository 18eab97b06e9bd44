import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes generated files into their folder as they are rendered, each on the thread that rendered it, so that
/// `generate` never holds a long history's output (or what the folder held before) in memory: each file is
/// compared with the one it replaces as it comes, and written aside when it differs.
///
/// It does what ``OutputPlan`` plans, with the same guarantees: only files whose bytes change are written,
/// files schemagen generated earlier that no longer have a source are removed, a hand-written file is never
/// touched, and nothing at all changes in the folder when an error is found. Changed files are first written
/// to a ``StagingFolder`` inside the output folder (hidden, so no build picks it up), and moved into place,
/// each by an atomic rename, only once every file has been staged without an error. Only an I/O failure while
/// they are moved (a rename within one folder) could leave some moved and others not, and the error says so.
/// A failure to write is an error diagnostic (SG701) that says why, in the file system's terms, never a
/// thrown Foundation error. Staging folders that killed runs left behind are removed first.
///
/// A producer hands each file to ``stage`` on the thread that rendered it (any thread, several at once), and
/// what came of it to ``record(_:)`` on the thread that called ``write(into:displayPath:_:)``, in the files'
/// order, which the report keeps. One that renders on that thread alone calls the writer with the files.
public final class OutputWriter {
    /// What a write did, or would have done when it was not applied.
    public struct Report: Sendable {
        /// Whether the folder was changed to match the output (false when there were errors).
        public var isApplied = false
        /// The files written, new or changed, in the order rendered.
        public var written: [String] = []
        /// The files already as they should be.
        public var unchanged: [String] = []
        /// The generated files removed because nothing produces them any more.
        public var removed: [String] = []
        /// The staging folders that runs killed before they finished had left, removed before this one wrote.
        public var removedStaging: [String] = []
        /// Problems that stopped the folder from being changed.
        public var diagnostics: [Diagnostic] = []

        /// Whether the folder already held exactly the output.
        public var isUpToDate: Bool { written.isEmpty && removed.isEmpty }
    }

    /// What staging one file did, for ``record(_:)``.
    public struct StagedFile: Sendable {
        /// What became of a file.
        enum Outcome: Sendable {
            /// Written to the staging folder: new, or changed.
            case written
            /// The folder holds its bytes already.
            case unchanged
            /// A file schemagen did not generate is in its place.
            case foreign
            /// It could not be written, for this reason.
            case failed(FileProblem)
            /// Not compared, because an earlier write failed and nothing will be applied.
            case skipped
        }

        let path: String
        let outcome: Outcome
    }

    /// Stages a file: compares it with the one it replaces and writes it aside when its bytes differ. Safe to
    /// call from any thread, from several at once; the file's text is not kept.
    public let stage: @Sendable (GeneratedFile) -> StagedFile

    private let folder: OutputFolder
    private let stager: FileStager
    private var report = Report()
    private var produced: Set<String> = []

    private init(directory: URL, displayPath: String) {
        folder = OutputFolder(directory: directory, displayPath: displayPath)
        let stager = FileStager(folder: folder)
        self.stager = stager
        stage = { stager.stage($0) }
    }

    /// Runs `produce`, which hands the generated files to the writer it is given (``stage`` and
    /// ``record(_:)``, or a call with the files) and returns whether to apply them; then, unless it returned
    /// false or an error was found, brings `directory` in line with those files. When `produce` throws, or
    /// returns false (its run found errors and rendered nothing), the folder is left as it was.
    public static func write(
        into directory: URL, displayPath: String, _ produce: (_ writer: OutputWriter) throws -> Bool
    ) throws -> Report {
        let writer = OutputWriter(directory: directory, displayPath: displayPath)
        writer.report.removedStaging = StagingFolder.removeAbandoned(in: directory)
        defer { writer.stager.removeStaging() }
        guard try produce(writer) else { return writer.report }
        writer.apply()
        return writer.report
    }

    /// Records what staging did to each of `files`, which come in the order they were rendered.
    public func record(_ files: [StagedFile]) {
        for file in files {
            produced.insert(file.path)
            switch file.outcome {
            case .written: report.written.append(file.path)
            case .unchanged: report.unchanged.append(file.path)
            case .foreign: report.diagnostics.append(folder.foreignFile(at: file.path))
            case .failed(let problem):
                report.diagnostics.append(
                    folder.unwritable(file.path, problem, outcome: "nothing in \(folder.displayPath) was changed"))
            case .skipped: break
            }
        }
    }

    /// Stages `files` and records them, in order, on this thread.
    public func callAsFunction(_ files: [GeneratedFile]) {
        record(files.map(stage))
    }

    /// Moves the staged files into place and removes the stale ones, unless an error was found.
    private func apply() {
        report.diagnostics.sort()
        guard !report.diagnostics.containsErrors else { return }
        let stale = folder.swiftFileNames.filter { name in
            !produced.contains(name) && folder.contents(of: name).map(OutputFolder.isGenerated) == true
        }
        if let staging = stager.stagingFolder {
            for (moved, path) in report.written.enumerated() {
                let target = folder.directory.appendingPathComponent(path)
                // rename(2) replaces the old file in one step, so a reader never sees half a file.
                guard rename(staging.url.appendingPathComponent(path).path, target.path) == 0 else {
                    report.diagnostics.append(
                        folder.unwritable(
                            path, FileProblem.posix(errno, reading: false),
                            outcome:
                                "\(MessageText.count(moved, "file")) of \(report.written.count) had been moved into place; run 'schemagen generate' again once it is fixed"
                        ))
                    return
                }
            }
        }
        for name in stale {
            do {
                try FileManager.default.removeItem(at: folder.directory.appendingPathComponent(name))
            } catch {
                report.diagnostics.append(
                    folder.unwritable(
                        name, FileProblem.from(error, reading: false),
                        outcome: "every new file was written, but this stale one is still there"))
                return
            }
        }
        report.removed = stale
        report.isApplied = true
    }
}

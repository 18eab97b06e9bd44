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

/// Writes generated files into their folder as they are rendered, batch by batch, so that `generate` never
/// holds a long history's whole output (or what the folder held before) in memory: each file is compared
/// with the one it replaces as it comes, and only one batch is kept at a time.
///
/// It does what ``OutputPlan`` plans, with the same guarantees: only files whose bytes change are written,
/// files schemagen generated earlier that no longer have a source are removed, a hand-written file is never
/// touched, and nothing at all changes in the folder when an error is found. Changed files are first written
/// to a ``StagingFolder`` inside the output folder (hidden, so no build picks it up), and moved into place,
/// each by an atomic rename, only once every file has been staged without an error. Only an I/O failure while
/// they are moved (a rename within one folder) could leave some moved and others not, and the error says so.
/// A failure to write is an error diagnostic (SG701) that says why, in the file system's terms, never a
/// thrown Foundation error. Staging folders that killed runs left behind are removed first.
public struct OutputWriter {
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

    private let folder: OutputFolder
    private var report = Report()
    private var produced: Set<String> = []
    private var staging: StagingFolder?
    /// Whether a write already failed: later files are compared no more, since nothing will be applied.
    private var writeFailed = false

    private init(directory: URL, displayPath: String) {
        folder = OutputFolder(directory: directory, displayPath: displayPath)
    }

    /// Runs `produce`, which hands the generated files to the closure it is given a batch at a time and
    /// returns whether to apply them; then, unless it returned false or an error was found, brings
    /// `directory` in line with those files. When `produce` throws, or returns false (its run found errors
    /// and rendered nothing), the folder is left as it was.
    public static func write(
        into directory: URL, displayPath: String,
        _ produce: (_ stage: ([GeneratedFile]) throws -> Void) throws -> Bool
    ) throws -> Report {
        var writer = OutputWriter(directory: directory, displayPath: displayPath)
        writer.report.removedStaging = StagingFolder.removeAbandoned(in: directory)
        defer { writer.staging?.remove() }
        guard try produce({ try writer.stage($0) }) else { return writer.report }
        writer.apply()
        return writer.report
    }

    /// Compares each file with what the folder holds and stages it when its bytes differ.
    private mutating func stage(_ files: [GeneratedFile]) throws {
        for file in files {
            produced.insert(file.path)
            guard !writeFailed else { continue }
            // The contents' own UTF-8 rather than a copy: a long history's version files are a megabyte each.
            var contents = file.contents
            contents.withUTF8 { utf8 in
                let bytes =
                    utf8.baseAddress.map {
                        Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: utf8.count, deallocator: .none)
                    } ?? Data()
                stage(bytes, at: file.path)
            }
        }
    }

    /// Stages `bytes` as the file at `path` unless the folder holds them already; `bytes` are not kept.
    private mutating func stage(_ bytes: Data, at path: String) {
        if let current = folder.contents(of: path) {
            guard OutputFolder.isGenerated(current) else {
                report.diagnostics.append(folder.foreignFile(at: path))
                return
            }
            if current == bytes {
                report.unchanged.append(path)
                return
            }
        }
        do {
            try bytes.write(to: try stagingFolder().appendingPathComponent(path))
        } catch {
            writeFailed = true
            report.diagnostics.append(
                folder.unwritable(
                    path, FileProblem.from(error, reading: false),
                    outcome: "nothing in \(folder.displayPath) was changed"))
            return
        }
        report.written.append(path)
    }

    /// Moves the staged files into place and removes the stale ones, unless an error was found.
    private mutating func apply() {
        report.diagnostics.sort()
        guard !report.diagnostics.containsErrors else { return }
        let stale = folder.swiftFileNames.filter { name in
            !produced.contains(name) && folder.contents(of: name).map(OutputFolder.isGenerated) == true
        }
        if let staging {
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

    /// The staging folder, made when the first changed file needs it (with the output folder, if that is new).
    private mutating func stagingFolder() throws -> URL {
        if let staging { return staging.url }
        let made = try StagingFolder.make(in: folder.directory)
        staging = made
        return made.url
    }
}

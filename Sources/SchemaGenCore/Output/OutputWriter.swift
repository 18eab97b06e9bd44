import Foundation
import SchemaKit

/// Writes generated files into their folder as they are rendered, batch by batch, so that `generate` never
/// holds a long history's whole output (or what the folder held before) in memory: each file is compared
/// with the one it replaces as it comes, and only one batch is kept at a time.
///
/// It does what ``OutputPlan`` plans, with the same guarantees: only files whose bytes change are written,
/// files schemagen generated earlier that no longer have a source are removed, a hand-written file is never
/// touched, and nothing at all changes in the folder when an error is found. Changed files are first written
/// to a staging folder inside the output folder (hidden, so no build picks it up), and moved into place, each
/// by an atomic rename, only once every file has been staged without an error. Only an I/O failure while
/// they are moved (a rename within one folder) could leave some moved and others not.
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
        /// Problems that stopped the folder from being changed.
        public var diagnostics: [Diagnostic] = []

        /// Whether the folder already held exactly the output.
        public var isUpToDate: Bool { written.isEmpty && removed.isEmpty }
    }

    private let folder: OutputFolder
    private var report = Report()
    private var produced: Set<String> = []
    private var staging: URL?

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
        defer { writer.removeStaging() }
        guard try produce({ try writer.stage($0) }) else { return writer.report }
        try writer.apply()
        return writer.report
    }

    /// Compares each file with what the folder holds and stages it when its bytes differ.
    private mutating func stage(_ files: [GeneratedFile]) throws {
        for file in files {
            produced.insert(file.path)
            let bytes = Data(file.contents.utf8)
            if let current = folder.contents(of: file.path) {
                guard OutputFolder.isGenerated(current) else {
                    report.diagnostics.append(folder.foreignFile(at: file.path))
                    continue
                }
                if current == bytes {
                    report.unchanged.append(file.path)
                    continue
                }
            }
            try bytes.write(to: try stagingFolder().appendingPathComponent(file.path))
            report.written.append(file.path)
        }
    }

    /// Moves the staged files into place and removes the stale ones, unless an error was found.
    private mutating func apply() throws {
        report.diagnostics.sort()
        guard !report.diagnostics.containsErrors else { return }
        let stale = folder.swiftFileNames.filter { name in
            !produced.contains(name) && folder.contents(of: name).map(OutputFolder.isGenerated) == true
        }
        if let staging {
            for path in report.written {
                let target = folder.directory.appendingPathComponent(path)
                // rename(2) replaces the old file in one step, so a reader never sees half a file.
                guard rename(staging.appendingPathComponent(path).path, target.path) == 0 else {
                    throw CocoaError(
                        .fileWriteUnknown,
                        userInfo: [
                            NSFilePathErrorKey: target.path,
                            NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
                        ])
                }
            }
        }
        for name in stale {
            try FileManager.default.removeItem(at: folder.directory.appendingPathComponent(name))
        }
        report.removed = stale
        report.isApplied = true
    }

    /// The staging folder, made when the first changed file needs it (with the output folder, if that is new).
    private mutating func stagingFolder() throws -> URL {
        if let staging { return staging }
        let made = folder.directory.appendingPathComponent(".schemagen-staging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        staging = made
        return made
    }

    private func removeStaging() {
        if let staging { try? FileManager.default.removeItem(at: staging) }
    }
}

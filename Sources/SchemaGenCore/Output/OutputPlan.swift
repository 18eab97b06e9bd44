import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What generating into a folder would do: which files to write (new or changed), which to remove (generated
/// earlier, no longer produced), and which are already up to date.
///
/// Files are recognised as schemagen's by their first line, so a hand-written file in the output folder is
/// never replaced or removed; one in the way of a generated file is an error instead. `check` plans, to show
/// the diff; `generate` writes as it renders, with ``OutputWriter``, which holds one batch of files at a time.
public struct OutputPlan: Sendable {
    /// A file whose bytes will change.
    public struct Write: Sendable, Hashable {
        /// The generated file.
        public var file: GeneratedFile
        /// What is there now, or `nil` if the file is new.
        public var existingContents: String?
    }

    /// A generated file that no longer has a source.
    public struct Removal: Sendable, Hashable {
        /// The path relative to the output folder.
        public var path: String
        /// What is there now.
        public var existingContents: String
    }

    /// The output folder.
    public let directory: URL
    /// How the folder is named in messages.
    public let displayPath: String
    /// Files to write.
    public private(set) var writes: [Write] = []
    /// Files to remove.
    public private(set) var removals: [Removal] = []
    /// Files already as they should be.
    public private(set) var unchanged: [String] = []
    /// Problems that stop the plan from being applied, and warnings about the folder (staging folders a
    /// stopped `generate` left, which `generate` removes).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Compares `files` with what is in `directory`.
    public init(files: [GeneratedFile], directory: URL, displayPath: String) {
        self.directory = directory
        self.displayPath = displayPath
        let folder = OutputFolder(directory: directory, displayPath: displayPath)
        var existing: [String: String] = [:]
        for name in folder.swiftFileNames {
            if let data = folder.contents(of: name) { existing[name] = String(decoding: data, as: UTF8.self) }
        }
        let desiredPaths = Set(files.map(\.path))
        for file in files.sorted(by: { $0.path < $1.path }) {
            let current = existing[file.path]
            if let current, !current.hasPrefix(GeneratedFile.headerPrefix) {
                diagnostics.append(folder.foreignFile(at: file.path))
                continue
            }
            if current == file.contents {
                unchanged.append(file.path)
            } else {
                writes.append(Write(file: file, existingContents: current))
            }
        }
        for (path, contents) in existing.sorted(by: { $0.key < $1.key })
        where !desiredPaths.contains(path) && contents.hasPrefix(GeneratedFile.headerPrefix) {
            removals.append(Removal(path: path, existingContents: contents))
        }
        diagnostics += folder.leftoverStaging(StagingFolder.abandoned(in: directory))
    }

    /// Whether the folder already holds exactly the generated output.
    public var isUpToDate: Bool { writes.isEmpty && removals.isEmpty }

    /// The unified diff from what is in the folder to what `generate` would write.
    public var diff: String {
        var text = ""
        for write in writes {
            text += UnifiedDiff.diff(
                old: write.existingContents ?? "", new: write.file.contents,
                oldName: write.existingContents == nil ? "/dev/null" : "a/\(shown(write.file.path))",
                newName: "b/\(shown(write.file.path))")
        }
        for removal in removals {
            text += UnifiedDiff.diff(
                old: removal.existingContents, new: "", oldName: "a/\(shown(removal.path))", newName: "/dev/null")
        }
        return text
    }

    /// Writes the changed files and removes the stale ones. Nothing is written when the plan has errors.
    public func apply() throws {
        guard !diagnostics.containsErrors else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for write in writes {
            try Data(write.file.contents.utf8).write(
                to: directory.appendingPathComponent(write.file.path), options: .atomic)
        }
        for removal in removals {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(removal.path))
        }
    }

    private func shown(_ path: String) -> String {
        OutputFolder(directory: directory, displayPath: displayPath).shown(path)
    }
}

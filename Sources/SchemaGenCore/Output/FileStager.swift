import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The part of ``OutputWriter`` the rendering threads share: it compares a rendered file with the one it would
/// replace and, when their bytes differ, writes it to the run's ``StagingFolder``, made when the first file
/// needs it. Any thread may stage a file, and several may at once; what staging did comes back as a
/// ``OutputWriter/StagedFile`` for the writer to record in the files' order.
final class FileStager: @unchecked Sendable {
    // @unchecked: `staging` and `hasFailed` are only read and written holding `lock`; `folder` never changes.
    private let lock = Lock()
    private let folder: OutputFolder
    private var staging: StagingFolder?
    /// Whether a write already failed: later files are compared no more, since nothing will be applied.
    private var hasFailed = false

    init(folder: OutputFolder) {
        self.folder = folder
    }

    /// The staging folder, if a file was staged.
    var stagingFolder: StagingFolder? { lock.withLock { staging } }

    /// Stages `file` unless the folder holds its bytes already; the file's text is not kept.
    func stage(_ file: GeneratedFile) -> OutputWriter.StagedFile {
        guard !lock.withLock({ hasFailed }) else { return OutputWriter.StagedFile(path: file.path, outcome: .skipped) }
        // The contents' own UTF-8 rather than a copy: a long history's version files are a megabyte each.
        var contents = file.contents
        let outcome = contents.withUTF8 { utf8 in
            let bytes =
                utf8.baseAddress.map {
                    Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: utf8.count, deallocator: .none)
                } ?? Data()
            return stage(bytes, at: file.path)
        }
        return OutputWriter.StagedFile(path: file.path, outcome: outcome)
    }

    private func stage(_ bytes: Data, at path: String) -> OutputWriter.StagedFile.Outcome {
        if let current = folder.contents(of: path) {
            guard OutputFolder.isGenerated(current) else { return .foreign }
            if current == bytes { return .unchanged }
        }
        do {
            try bytes.write(to: try stagingURL().appendingPathComponent(path))
        } catch {
            lock.withLock { hasFailed = true }
            return .failed(FileProblem.from(error, reading: false))
        }
        return .written
    }

    /// The staging folder's location, made when the first changed file needs it (with the output folder, if
    /// that is new). Made holding the lock, so that threads staging their first files at once make one.
    private func stagingURL() throws -> URL {
        try lock.withLock {
            if let staging { return staging.url }
            let made = try StagingFolder.make(in: folder.directory)
            staging = made
            return made.url
        }
    }

    /// Removes the staging folder, if one was made.
    func removeStaging() {
        stagingFolder?.remove()
    }
}

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

/// The part of ``OutputWriter`` the rendering threads share: it compares a rendered file with the one it would
/// replace and, when their bytes differ, writes it to the run's ``StagingFolder``, made when the first file
/// needs it. Any thread may stage a file, and several may at once; what staging did comes back as a
/// ``OutputWriter/StagedFile`` for the writer to record in the files' order.
///
/// A staged file is written with `write(2)` and no `fsync(2)`: the rename that puts it in place is atomic for
/// every reader, and a file lost to a power cut is rendered again by the next `generate`, so waiting for the
/// disk (Foundation's `Data.write` syncs each file) would only stall the thread that rendered it.
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
        let outcome = contents.withUTF8 { stage(UnsafeRawBufferPointer($0), at: file.path) }
        return OutputWriter.StagedFile(path: file.path, outcome: outcome)
    }

    private func stage(_ bytes: UnsafeRawBufferPointer, at path: String) -> OutputWriter.StagedFile.Outcome {
        if let current = folder.contents(of: path) {
            guard OutputFolder.isGenerated(current) else { return .foreign }
            let isSame = current.withUnsafeBytes { existing in
                guard existing.count == bytes.count else { return false }
                guard let existingStart = existing.baseAddress, let renderedStart = bytes.baseAddress else {
                    return true
                }
                return memcmp(existingStart, renderedStart, bytes.count) == 0
            }
            if isSame { return .unchanged }
        }
        let target: URL
        do {
            target = try stagingURL().appendingPathComponent(path)
        } catch {
            return failed(FileProblem.from(error, reading: false))
        }
        if let code = Self.writeFile(bytes, at: target.path) {
            return failed(FileProblem.posix(code, reading: false))
        }
        return .written
    }

    private func failed(_ problem: FileProblem) -> OutputWriter.StagedFile.Outcome {
        lock.withLock { hasFailed = true }
        return .failed(problem)
    }

    /// Writes `bytes` as the file at `path`, replacing any; the `errno` of the call that failed, or `nil`.
    private static func writeFile(_ bytes: UnsafeRawBufferPointer, at path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        if let code = DescriptorWriting.writeAll(bytes, to: descriptor) {
            close(descriptor)
            return code
        }
        // A failed close can be a failed write reported late (on a network file system, say).
        return close(descriptor) == 0 ? nil : errno
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

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

/// The hidden folder inside an output folder where `generate` writes changed files before it moves them into
/// place, held by its run through a lock on a file inside it.
///
/// A run that is killed can't remove its folder, so the next `generate` removes every staging folder no live
/// run holds, and `check` reports them. The lock is an `flock(2)` on `owner`, which the kernel releases when
/// the process ends however it ends; so a folder whose lock can be taken is abandoned, and one whose lock
/// can't is in use by a `generate` running at the same time, and is left alone.
struct StagingFolder {
    /// The start of every staging folder's name; hidden, so no build picks the files up.
    static let prefix = ".schemagen-staging-"
    /// The file whose lock says the folder is in use.
    private static let ownerFile = "owner"
    /// How old a staging folder without an owner file must be to count as abandoned: a run makes the file a
    /// moment after the folder, and a run of an earlier release made none.
    private static let unownedGracePeriod: TimeInterval = 60

    /// The folder.
    let url: URL
    /// The locked descriptor of its owner file, held until ``remove()``.
    private let owner: Int32

    /// Makes a staging folder in `directory` (and `directory` itself, if it is new), and locks it.
    static func make(in directory: URL) throws -> StagingFolder {
        let url = directory.appendingPathComponent(prefix + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let descriptor = open(url.appendingPathComponent(ownerFile).path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            if descriptor >= 0 { close(descriptor) }
            try? FileManager.default.removeItem(at: url)
            throw failure
        }
        return StagingFolder(url: url, owner: descriptor)
    }

    /// Removes the folder and releases its lock.
    func remove() {
        try? FileManager.default.removeItem(at: url)
        close(owner)
    }

    /// The names of the staging folders in `directory` that no running `generate` holds, sorted.
    static func abandoned(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && isAbandoned(directory.appendingPathComponent($0)) }.sorted()
    }

    /// Removes the abandoned staging folders of `directory`, and returns the names of those it removed.
    static func removeAbandoned(in directory: URL) -> [String] {
        abandoned(in: directory).filter { name in
            (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil
        }
    }

    private static func isAbandoned(_ folder: URL) -> Bool {
        guard FileManager.default.isFolder(atPath: folder.path) == true else { return false }
        let descriptor = open(folder.appendingPathComponent(ownerFile).path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let made = (try? FileManager.default.attributesOfItem(atPath: folder.path))?[.modificationDate] as? Date
            return Date().timeIntervalSince(made ?? .distantPast) > unownedGracePeriod
        }
        defer { close(descriptor) }
        // Taken at once only when no process holds it; the lock is let go again when the descriptor closes.
        return flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }
}

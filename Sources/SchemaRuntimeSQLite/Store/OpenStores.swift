import Foundation

/// The store files this process has open through a ``SchemaStore``, by canonical path.
///
/// Opening another store at one of them must not read the file through a descriptor of its own: closing any
/// descriptor of a file drops every POSIX lock the process holds on it, including those SQLite's open
/// connection relies on to keep other processes from checkpointing or deleting its write-ahead log.
enum OpenStores {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    /// Whether this process has the store at `path` open.
    static func contains(_ path: String) -> Bool {
        lock.withLock { counts[path, default: 0] > 0 }
    }

    /// Records that a store at `path` was opened.
    static func opened(_ path: String) {
        lock.withLock { counts[path, default: 0] += 1 }
    }

    /// Records that a store at `path` was closed.
    static func closed(_ path: String) {
        lock.withLock {
            let remaining = counts[path, default: 1] - 1
            counts[path] = remaining > 0 ? remaining : nil
        }
    }
}

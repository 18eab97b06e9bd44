#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A file that diagnostics can point into, as an index into one table of paths kept for the life of the
/// process, the way compilers keep a source manager: two values for one path are equal, and copying one
/// copies an integer.
///
/// The table only grows: it holds one short entry per path the process reads or names (a run of schemagen
/// reads one folder of version files), so forgetting one would save nothing worth a reference count per copy.
public struct SourceFile: Hashable, Sendable {
    private let index: UInt32

    /// The file at `path`, entered in the table if it is not there yet.
    public init(_ path: String) {
        index = Self.table.withLock { table in
            if let existing = table.indexes[path] { return existing }
            let index = UInt32(table.paths.count)
            table.paths.append(path)
            table.indexes[path] = index
            return index
        }
    }

    /// The path, as it should be shown to the user.
    public var path: String {
        Self.table.withLock { $0.paths[Int(index)] }
    }

    private struct Table {
        var paths: [String] = []
        var indexes: [String: UInt32] = [:]
    }

    private static let table = LockedTable(Table())

    /// The table behind a lock: `Mutex` needs macOS 15, and the package supports macOS 13.
    private final class LockedTable: @unchecked Sendable {
        private let lock = Lock()
        private var value: Table

        init(_ value: Table) {
            self.value = value
        }

        func withLock<Result>(_ body: (inout Table) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&value)
        }
    }
}

import Foundation
import SchemaModel
import SchemaRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock every process takes before it writes a store's structure (creating it, migrating it, making or
/// restoring its backup), so exactly one process does that work at a time and the others wait for it.
///
/// It is an advisory `flock` on a file beside the store (`<store>.schemagen-lock`), which the kernel
/// releases when the holder exits, even when it is killed. The store's path is its canonical one
/// (``StoreName``: symbolic links resolved, hard-linked files refused), so every path to one store file
/// meets at one lock file. The file itself is never deleted: deleting a lock file lets two processes lock
/// two different files.
final class MigrationLock {
    /// The lock file's path.
    let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { release() }

    /// The lock file of the store at `storePath` (a canonical path).
    static func path(forStore storePath: String) -> String { storePath + ".schemagen-lock" }

    /// Takes the lock of the store at `storePath`, waiting up to `timeout` seconds for another holder.
    /// Throws ``SchemaStoreError/storeBusy(path:)`` when it is still held then.
    static func acquire(forStore storePath: String, timeout: TimeInterval) throws -> MigrationLock {
        let path = path(forStore: storePath)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SchemaStoreError.fault(errno: errno, path: path) }
        let deadline = Date().addingTimeInterval(max(0, timeout))
        var pause: TimeInterval = 0.002
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                throw SchemaStoreError.fault(errno: code, path: path)
            }
            guard Date() < deadline else {
                close(descriptor)
                throw SchemaStoreError.storeBusy(path: storePath)
            }
            Thread.sleep(forTimeInterval: pause)
            pause = min(pause * 2, 0.05)
        }
        return MigrationLock(path: path, descriptor: descriptor)
    }

    /// Releases the lock (closing the file releases it).
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}

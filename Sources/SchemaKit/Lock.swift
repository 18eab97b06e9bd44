#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock over a POSIX mutex.
///
/// `Mutex` needs macOS 15 and the package supports macOS 13, and `NSLock` is in the full Foundation, which the
/// generator does not link: loading it and its ICU data cost every run of `schemagen` about 7 MB of memory and
/// 4 ms before the first line was read.
package final class Lock: @unchecked Sendable {
    // @unchecked: the mutex is what makes the class safe to share; it lives at a fixed address for the
    // lock's whole life, as POSIX requires. A ``Condition`` waits on it.
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock, not held.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it if another thread holds it.
    package func lock() {
        let status = pthread_mutex_lock(mutex)
        precondition(status == 0, "pthread_mutex_lock failed with \(status)")
    }

    /// Lets the lock go; only the thread that took it may.
    package func unlock() {
        let status = pthread_mutex_unlock(mutex)
        precondition(status == 0, "pthread_mutex_unlock failed with \(status)")
    }

    /// Runs `body` holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A lock with a condition variable: a thread holding the lock waits for another to change what it guards,
/// as `NSCondition` does without the full Foundation.
package final class Condition: @unchecked Sendable {
    // @unchecked: `mutex` guards the condition, which lives at a fixed address for the object's whole life.
    private let mutex = Lock()
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// A condition whose lock is not held.
    package init() {
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        let status = pthread_cond_init(condition, nil)
        precondition(status == 0, "pthread_cond_init failed with \(status)")
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    /// Takes the lock, waiting for it if another thread holds it.
    package func lock() { mutex.lock() }

    /// Lets the lock go; only the thread that took it may.
    package func unlock() { mutex.unlock() }

    /// Lets the lock go until another thread broadcasts, then takes it again. May return without a broadcast,
    /// so callers wait in a loop over what they wait for.
    package func wait() {
        let status = pthread_cond_wait(condition, mutex.mutex)
        precondition(status == 0, "pthread_cond_wait failed with \(status)")
    }

    /// Wakes every thread waiting.
    package func broadcast() {
        let status = pthread_cond_broadcast(condition)
        precondition(status == 0, "pthread_cond_broadcast failed with \(status)")
    }
}

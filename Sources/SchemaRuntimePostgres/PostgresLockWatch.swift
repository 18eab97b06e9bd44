#if PostgreSQL
    import Foundation

    /// Looks, from a connection of its own, at what the migrating session waits for while a stage runs: a lock
    /// timeout says only that a statement waited too long, and the server tells which table and which session
    /// held it only while the wait lasts. A stage is watched once it has timed out waiting for a lock, so a
    /// migration that gets its locks costs nothing.
    // Sendable by its condition: every stored property that changes is read and written holding it.
    final class PostgresLockWatch: @unchecked Sendable {
        private let observer: PostgresSession
        private let watched: Int64
        private let interval: TimeInterval
        private let condition = NSCondition()
        private var watching = false
        private var polling = false
        private var seen: PostgresLockWait?

        /// A watch of the session `pid` on a new connection to `url`, looking every `interval`; `nil` when that
        /// connection can't be made (the server's connection limit): the migration goes on unwatched.
        static func open(url: PostgresConnectionURL, watching pid: Int64, interval: TimeInterval) -> PostgresLockWatch?
        {
            guard let observer = try? PostgresSession.connect(to: url) else { return nil }
            return PostgresLockWatch(observer: observer, watched: pid, interval: interval)
        }

        private init(observer: PostgresSession, watched: Int64, interval: TimeInterval) {
            self.observer = observer
            self.watched = watched
            self.interval = interval
        }

        deinit { try? observer.close() }

        /// Starts looking, on a thread of its own (each look blocks until the server answers), until ``stop()``.
        func start() {
            condition.lock()
            defer { condition.unlock() }
            guard !polling else { return }
            watching = true
            polling = true
            seen = nil
            Thread.detachNewThread { [self] in poll() }
        }

        /// Stops looking, once a look under way has its answer, and returns the last wait seen since ``start()``.
        func stop() -> PostgresLockWait? {
            condition.lock()
            defer { condition.unlock() }
            watching = false
            condition.broadcast()
            while polling { condition.wait() }
            return seen
        }

        private func poll() {
            condition.lock()
            while watching {
                let next = Date(timeIntervalSinceNow: interval)
                while watching, condition.wait(until: next) {}
                guard watching else { break }
                condition.unlock()
                // A look that fails (the observer's connection lost) only leaves the wait unexplained.
                let wait = (try? PostgresLockWait.read(waiting: watched, on: observer)) ?? nil
                condition.lock()
                if let wait { seen = wait }
            }
            polling = false
            condition.broadcast()
            condition.unlock()
        }
    }
#endif

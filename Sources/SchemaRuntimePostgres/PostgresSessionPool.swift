#if PostgreSQL
    import Foundation

    /// The connections of one open store: up to a limit, opened as concurrent transactions need them and kept for
    /// the next, so a server's request handlers run their transactions side by side instead of taking turns.
    ///
    /// A transaction takes an idle connection, or opens one while fewer than the limit exist, or waits for one to
    /// come back. A connection the server ended (a restart, a failover) is replaced when it is next taken.
    final class PostgresSessionPool: @unchecked Sendable {
        private let location: PostgresStoreLocation
        private let limit: Int
        // Guards `idle` and `count`; signalled when a connection comes back.
        private let condition = NSCondition()
        private var idle: [PostgresSession]
        private var count: Int

        /// A pool of at most `limit` connections to `location`, starting with `first` (the one the store was
        /// opened on).
        init(location: PostgresStoreLocation, limit: Int, first: PostgresSession) {
            self.location = location
            self.limit = limit
            idle = [first]
            count = 1
        }

        deinit {
            for session in idle { try? session.close() }
        }

        /// Runs `body` on a connection no other call is using, then gives it back.
        func withSession<T>(_ body: (PostgresSession) throws -> T) throws -> T {
            let session = try take()
            defer { give(back: session) }
            return try body(session)
        }

        /// An open connection of the pool's: an idle one, or a new one while there are fewer than the limit (in
        /// place of an idle one the server ended, too); otherwise waits for one to come back.
        private func take() throws -> PostgresSession {
            condition.lock()
            while idle.isEmpty, count >= limit { condition.wait() }
            if let session = idle.popLast() {
                guard session.isClosed else {
                    condition.unlock()
                    return session
                }
                // Ended by the server: its place is taken by a new connection.
            } else {
                count += 1
            }
            condition.unlock()
            do {
                return try PostgresSchemaStore.connect(to: location)
            } catch {
                condition.lock()
                count -= 1
                condition.signal()
                condition.unlock()
                throw error
            }
        }

        private func give(back session: PostgresSession) {
            condition.lock()
            idle.append(session)
            condition.signal()
            condition.unlock()
        }
    }
#endif

#if PostgreSQL
    import Foundation
    import Logging
    import SchemaRuntime

    /// How a PostgreSQL store is opened: how long it waits for other sessions, how long a statement may run, and
    /// where it reports what it does.
    ///
    /// Every wait has a bound by default, so a migration can neither hang nor stall the app's other instances for
    /// long: a statement waits at most ``lockTimeout`` for a lock, a stage that can't get its locks is retried up to
    /// ``busyTimeout``, and a statement runs at most ``statementTimeout``.
    public struct PostgresStoreOptions: Sendable {
        /// How long an instance waits for another that is creating or migrating the store, and how long one stage
        /// (or the creation) keeps retrying when its statements can't get their locks, counted from its first
        /// attempt; then opening fails with a ``SchemaStoreError`` with code ``SchemaStoreError/Code/storeBusy``.
        /// 30 seconds by default.
        public var busyTimeout: TimeInterval
        /// The longest any one statement of the creation or a migration waits for a lock another session holds
        /// (PostgreSQL's `lock_timeout`), 2 seconds by default; 0 tries without waiting.
        ///
        /// While a statement such as `ALTER TABLE` waits for its lock, every other query of that table queues
        /// behind it, so this bounds how long a migration can stall the app's other instances. A statement that
        /// waits longer is cancelled, its stage rolls back, and the stage is tried again after a short pause,
        /// until ``busyTimeout`` has passed since its first attempt. Then opening fails with a
        /// ``SchemaStoreError`` with code ``SchemaStoreError/Code/storeBusy`` that names the table and the session
        /// holding it, and the store stays at the last version whose stage committed.
        public var lockTimeout: TimeInterval
        /// The longest any one statement of the creation or a migration may run (PostgreSQL's
        /// `statement_timeout`) before the server cancels it and the stage rolls back: 10 minutes by default,
        /// enough to rebuild a table of tens of millions of rows; `nil` keeps the server's setting (often none).
        /// It bounds each statement, not a stage: a custom stage runs many.
        public var statementTimeout: TimeInterval?
        /// Where the migration says what it does (default: nowhere, as for the SQLite store's options; pass a
        /// `Logger` to see it).
        public var logger: Logger
        /// Called as each stage starts (again when it is retried) and as rows are copied, like
        /// `StoreOptions.progress` (SchemaRuntimeSQLite).
        public var progress: (@Sendable (MigrationProgress) -> Void)?
        /// The most connections the open store holds, so that many of its transactions run at once: 8 by default.
        /// They are opened as concurrent calls need them and kept; a call that finds all of them busy waits for
        /// one. Count them against the server's `max_connections` across every instance of the app.
        public var maxConnections: Int
        /// The most rows inserted through the typed API (`context.insert`) that wait to be sent together, one
        /// statement per table: 1,000 by default, which bounds the memory they hold; 1 sends each row at once.
        /// Each row still gets its key at once, from a block of keys reserved in one round trip; the rows waiting
        /// are sent before any other statement of the transaction and before it commits, without waiting for the
        /// server, so a constraint one breaks is reported by the transaction's next statement or its commit.
        public var insertBatchRows: Int

        /// Options with the given waits; the defaults bound every wait (30 seconds for another instance's
        /// migration and for a stage's locks, 2 seconds per lock wait, 10 minutes per statement), logging only to
        /// `logger` when one is given, with at most `maxConnections` connections once open, and inserts sent
        /// `insertBatchRows` at a time.
        public init(
            busyTimeout: TimeInterval = 30, lockTimeout: TimeInterval = 2, statementTimeout: TimeInterval? = 600,
            logger: Logger? = nil, progress: (@Sendable (MigrationProgress) -> Void)? = nil, maxConnections: Int = 8,
            insertBatchRows: Int = 1000
        ) {
            self.maxConnections = maxConnections
            self.insertBatchRows = insertBatchRows
            self.busyTimeout = busyTimeout
            self.lockTimeout = lockTimeout
            self.statementTimeout = statementTimeout
            self.logger = logger ?? .disabled
            self.progress = progress
        }
    }

    extension PostgresStoreOptions {
        /// The timeouts as PostgreSQL's settings take them, in milliseconds, each checked first: a negative or
        /// non-finite timeout, like fewer than one connection, is an ``SchemaStoreError/Code/invalidArgument``
        /// error.
        struct ServerSettings {
            var busyTimeout: Int
            var lockTimeout: Int
            var statementTimeout: Int?
        }

        func serverSettings() throws -> ServerSettings {
            guard maxConnections >= 1 else {
                throw SchemaStoreError.invalidArgument(
                    name: "PostgresStoreOptions.maxConnections", value: "\(maxConnections)",
                    reason: "an open store needs at least one connection")
            }
            return ServerSettings(
                busyTimeout: try Self.milliseconds(busyTimeout, option: "busyTimeout"),
                lockTimeout: try Self.milliseconds(lockTimeout, option: "lockTimeout"),
                statementTimeout: try statementTimeout.map { try Self.milliseconds($0, option: "statementTimeout") })
        }

        /// Whole milliseconds, at least 1 (PostgreSQL reads 0 as no limit) and at most the largest the server
        /// accepts (about 24 days).
        private static func milliseconds(_ interval: TimeInterval, option: String) throws -> Int {
            guard interval.isFinite, interval >= 0 else {
                throw SchemaStoreError.invalidArgument(
                    name: "PostgresStoreOptions.\(option)", value: "\(interval)",
                    reason: "a timeout is a finite number of seconds, 0 or more")
            }
            return Int(min(max(1, (interval * 1000).rounded()), Double(Int32.max)))
        }
    }
#endif

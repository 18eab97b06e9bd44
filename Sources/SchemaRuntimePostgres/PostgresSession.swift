#if PostgreSQL
    import Foundation
    import Logging
    import PostgresNIO
    import SchemaModel

    /// One connection to PostgreSQL used synchronously, as the runtime's stores are: a migration runs at an app's
    /// start, before it serves anything, and the custom stages generated code declares are plain `throws`
    /// functions. Each call blocks the calling thread until the server answers, so it must not run on one of
    /// NIO's event loops (postgres-nio refuses that with a precondition).
    package final class PostgresSession: Sendable {
        private let connection: PostgresConnection
        private let logger: Logger

        /// The answers the session's caller is waiting for or will, failed when the connection closes: postgres-nio
        /// never answers a statement sent after the server ended an idle session (an administrator, a failover), and
        /// an instance must fail then, not hang.
        private let waiting = WaitingAnswers()
        /// The statements ``send(_:bindings:)`` sent whose answers nobody has read yet, oldest first.
        private let unanswered = Unanswered()
        /// Set once a statement failed because the connection was lost: postgres-nio may not have marked it closed
        /// yet, and it must not serve another transaction.
        private let lost = LostFlag()
        /// What sees each statement before it runs, when something does (a preview's log).
        private let tracer = Tracer()

        private init(connection: PostgresConnection, logger: Logger) {
            self.connection = connection
            self.logger = logger
            connection.closeFuture.whenComplete { [waiting] _ in waiting.fail(with: ConnectionClosed()) }
        }

        // postgres-nio asserts that a connection is closed before it goes away; a session dropped after an error,
        // or after the server ended it, must not trip that.
        deinit { try? connection.close().wait() }

        /// Connects to the database `url` names.
        package static func connect(
            to url: PostgresConnectionURL, logger: Logger = Logger(label: "schemagen.postgres")
        ) throws -> PostgresSession {
            // The future-based connect runs on NIO's event loop alone. Waiting for a Swift task instead would
            // deadlock when every thread of the cooperative pool (two on a two-core machine) blocks in a connect.
            let connection: PostgresConnection
            do {
                connection = try PostgresConnection.connect(
                    on: PostgresConnection.defaultEventLoopGroup.any(), configuration: url.configuration, id: nextID(),
                    logger: logger
                ).wait()
            } catch let error as PSQLError {
                throw PostgresServerError(error, statement: nil)
            }
            return PostgresSession(connection: connection, logger: logger)
        }

        /// Runs `sql` with `parameters` for `$1`, `$2`, ... and returns its rows. The server's errors are thrown as
        /// ``PostgresServerError``s.
        @discardableResult
        package func query(_ sql: String, _ parameters: [PostgresParameter] = []) throws -> [PostgresRow] {
            try run(sql, parameters).rows
        }

        /// Runs `sql`, a statement that returns no rows, and returns how many rows it inserted, updated or deleted.
        @discardableResult
        package func execute(_ sql: String, _ parameters: [PostgresParameter] = []) throws -> Int {
            try run(sql, parameters).metadata.rows ?? 0
        }

        /// Hands every statement the session runs from now on to `trace` before it runs (`nil` stops it): how a
        /// preview learns what a migration does.
        package func trace(_ trace: (@Sendable (String) -> Void)?) {
            tracer.set(trace)
        }

        /// Sends `sql`, a statement that returns no rows, with `bindings` already built for its parameters, and
        /// returns without waiting for the server: the caller builds the next batch of rows while the server stores
        /// this one. The next statement the session runs first waits for the answer, and throws its error if it
        /// failed, instead of running; so does ``waitForSent()``.
        package func send(_ sql: String, bindings: PostgresBindings) {
            tracer.see(sql)
            unanswered.append((sql, start(sql, bindings: bindings)))
        }

        /// Waits for every statement sent by ``send(_:bindings:)``, and throws the first one's error, if one failed.
        package func waitForSent() throws {
            var firstError: (any Error)?
            for (sql, answer) in unanswered.takeAll() {
                do {
                    _ = try wait(for: answer, of: sql)
                } catch {
                    firstError = firstError ?? error
                }
            }
            if let firstError { throw firstError }
        }

        /// Waits for every statement sent by ``send(_:bindings:)`` and forgets whether it failed: before a rollback,
        /// which undoes whatever they did, and must run whatever that was.
        package func abandonSent() {
            _ = try? waitForSent()
        }

        private func run(_ sql: String, _ parameters: [PostgresParameter]) throws -> PostgresQueryResult {
            var bindings = PostgresBindings(capacity: parameters.count)
            for parameter in parameters { bindings.append(stored: parameter) }
            return try run(sql, bindings: bindings)
        }

        private func run(_ sql: String, bindings: PostgresBindings) throws -> PostgresQueryResult {
            try waitForSent()
            tracer.see(sql)
            return try wait(for: start(sql, bindings: bindings), of: sql)
        }

        /// Hands `sql` to the connection, which sends it once the statements before it are answered, and returns
        /// the promise of its answer, which a close of the connection fails.
        private func start(_ sql: String, bindings: PostgresBindings) -> EventLoopPromise<PostgresQueryResult> {
            let answer = connection.eventLoop.makePromise(of: PostgresQueryResult.self)
            waiting.add(answer)
            // A close that came before the statement was registered as waiting fails it here; one after, in the
            // close handler.
            if connection.isClosed { answer.fail(ConnectionClosed()) }
            connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger).cascade(to: answer)
            return answer
        }

        /// The answer to `sql`, its failure thrown as a ``PostgresServerError``.
        private func wait(for answer: EventLoopPromise<PostgresQueryResult>, of sql: String) throws
            -> PostgresQueryResult
        {
            defer { waiting.remove(answer) }
            let failure: PostgresServerError
            do {
                return try answer.futureResult.wait()
            } catch let error as PSQLError {
                failure = PostgresServerError(error, statement: sql)
            } catch is ConnectionClosed {
                failure = PostgresServerError.closedWhileWaiting(statement: sql)
            }
            if failure.connectionIsLost { lost.set() }
            throw failure
        }

        /// Whether the connection has closed (the server or the network ended it, or ``close()`` did), or a
        /// statement found it lost.
        package var isClosed: Bool { connection.isClosed || lost.isSet }

        /// Closes the connection.
        package func close() throws {
            try connection.close().wait()
        }

        /// What a waiting statement fails with when the connection closes under it.
        private struct ConnectionClosed: Error {}

        /// The answers a session waits for, shared with the connection's close handler.
        private final class WaitingAnswers: @unchecked Sendable {
            private let lock = NSLock()
            private var promises: [EventLoopPromise<PostgresQueryResult>] = []

            func add(_ promise: EventLoopPromise<PostgresQueryResult>) {
                lock.withLock { promises.append(promise) }
            }

            func remove(_ promise: EventLoopPromise<PostgresQueryResult>) {
                lock.withLock { promises.removeAll { $0.futureResult === promise.futureResult } }
            }

            func fail(with error: any Error) {
                let promises = lock.withLock { self.promises }
                // Completing an answered promise does nothing, so a close racing an answer is harmless.
                for promise in promises { promise.fail(error) }
            }
        }

        /// The statements sent without waiting, with the promises of their answers.
        private final class Unanswered: @unchecked Sendable {
            private let lock = NSLock()
            private var sent: [(sql: String, answer: EventLoopPromise<PostgresQueryResult>)] = []

            func append(_ statement: (sql: String, answer: EventLoopPromise<PostgresQueryResult>)) {
                lock.withLock { sent.append(statement) }
            }

            func takeAll() -> [(sql: String, answer: EventLoopPromise<PostgresQueryResult>)] {
                lock.withLock {
                    defer { sent = [] }
                    return sent
                }
            }
        }

        /// A flag set once, read from any thread.
        private final class LostFlag: @unchecked Sendable {
            private let lock = NSLock()
            private var value = false

            func set() { lock.withLock { value = true } }
            var isSet: Bool { lock.withLock { value } }
        }

        /// The session's statement trace, set and read under a lock.
        private final class Tracer: @unchecked Sendable {
            private let lock = NSLock()
            private var trace: (@Sendable (String) -> Void)?

            func set(_ trace: (@Sendable (String) -> Void)?) {
                lock.withLock { self.trace = trace }
            }

            func see(_ statement: String) {
                lock.withLock { trace }?(statement)
            }
        }

        private static let counter = Counter()

        private static func nextID() -> Int { counter.next() }

        /// Connection ids for postgres-nio's logs, unique within the process.
        private final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0

            func next() -> Int {
                lock.lock()
                defer { lock.unlock() }
                value += 1
                return value
            }
        }
    }
#endif

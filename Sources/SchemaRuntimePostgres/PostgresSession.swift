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

    /// The answer the session's caller is waiting for, failed when the connection closes: postgres-nio never
    /// answers a statement sent after the server ended an idle session (an administrator, a failover), and an
    /// instance must fail then, not hang.
    private let waiting = WaitingAnswer()
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

    /// Runs `sql`, a statement that returns no rows, with `bindings` already built for its parameters (as a
    /// multi-row `INSERT` builds them), and returns how many rows it wrote.
    @discardableResult
    package func execute(_ sql: String, bindings: PostgresBindings) throws -> Int {
        try run(sql, bindings: bindings).metadata.rows ?? 0
    }

    private func run(_ sql: String, _ parameters: [PostgresParameter]) throws -> PostgresQueryResult {
        var bindings = PostgresBindings(capacity: parameters.count)
        for parameter in parameters { bindings.append(stored: parameter) }
        return try run(sql, bindings: bindings)
    }

    private func run(_ sql: String, bindings: PostgresBindings) throws -> PostgresQueryResult {
        tracer.see(sql)
        let answer = connection.eventLoop.makePromise(of: PostgresQueryResult.self)
        waiting.set(answer)
        defer { waiting.set(nil) }
        // A close that came before the statement was registered as waiting fails it here; one after, in the
        // close handler.
        if connection.isClosed { answer.fail(ConnectionClosed()) }
        connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger).cascade(to: answer)
        do {
            return try answer.futureResult.wait()
        } catch let error as PSQLError {
            throw PostgresServerError(error, statement: sql)
        } catch is ConnectionClosed {
            throw PostgresServerError.closedWhileWaiting(statement: sql)
        }
    }

    /// Whether the connection has closed: the server or the network ended it, or ``close()`` did.
    package var isClosed: Bool { connection.isClosed }

    /// Closes the connection.
    package func close() throws {
        try connection.close().wait()
    }

    /// What a waiting statement fails with when the connection closes under it.
    private struct ConnectionClosed: Error {}

    /// The one answer a session waits for at a time, shared with the connection's close handler.
    private final class WaitingAnswer: @unchecked Sendable {
        private let lock = NSLock()
        private var promise: EventLoopPromise<PostgresQueryResult>?

        func set(_ promise: EventLoopPromise<PostgresQueryResult>?) {
            lock.lock()
            defer { lock.unlock() }
            self.promise = promise
        }

        func fail(with error: any Error) {
            lock.lock()
            let promise = promise
            lock.unlock()
            // Completing an answered promise does nothing, so a close racing the answer is harmless.
            promise?.fail(error)
        }
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

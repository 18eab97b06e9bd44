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

    private init(connection: PostgresConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

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

    private func run(_ sql: String, _ parameters: [PostgresParameter]) throws -> PostgresQueryResult {
        var bindings = PostgresBindings(capacity: parameters.count)
        for parameter in parameters { bindings.append(stored: parameter) }
        do {
            return try connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger).wait()
        } catch let error as PSQLError {
            throw PostgresServerError(error, statement: sql)
        }
    }

    /// Closes the connection.
    package func close() throws {
        try connection.close().wait()
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

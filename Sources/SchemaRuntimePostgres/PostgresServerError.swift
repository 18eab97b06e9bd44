#if PostgreSQL
    import PostgresNIO

    /// What PostgreSQL or the connection to it reported, in its own words: postgres-nio's `PSQLError` describes
    /// itself generically so that a log never shows a query's data, which leaves a user's message empty. This
    /// keeps that error (``underlying``) and says what the server said, with its SQLSTATE code, and the
    /// statement that failed, without the values bound to it.
    public struct PostgresServerError: Error, CustomStringConvertible {
        /// The server's SQLSTATE code (`57014`: a statement was cancelled), when the server answered.
        public let sqlState: String?
        /// The server's message, or what went wrong with the connection.
        public let message: String
        /// The statement that failed, without the values bound to it.
        public let statement: String?
        /// postgres-nio's error; `nil` when the connection closed while a statement was waiting for an answer that
        /// postgres-nio never gave.
        public let underlying: PSQLError?

        /// The connection closed under a statement that was still waiting for its answer.
        static func closedWhileWaiting(statement: String?) -> PostgresServerError {
            PostgresServerError(message: closedMessage, statement: statement)
        }

        private static let closedMessage = "the connection was closed before the server answered"

        private init(message: String, statement: String?) {
            underlying = nil
            sqlState = nil
            self.message = message
            self.statement = statement
        }

        init(_ error: PSQLError, statement: String?) {
            underlying = error
            self.statement = statement
            sqlState = error.serverInfo?[.sqlState]
            if let message = error.serverInfo?[.message] {
                self.message = message + (error.serverInfo?[.detail].map { " (\($0))" } ?? "")
            } else {
                switch error.code {
                case .serverClosedConnection, .uncleanShutdown: message = "the server closed the connection"
                case .connectionError: message = "the connection to the server failed"
                // The runtime closes a session only when done with it, so a statement meets a closed connection only
                // when the server or the network ended it first.
                case .clientClosedConnection: message = Self.closedMessage
                default: message = "postgres-nio reported \(error.code)"
                }
            }
        }

        /// Whether the connection is gone, so nothing more can be done on it: closed by the server (a restart, an
        /// administrator ending the session) or lost.
        public var connectionIsLost: Bool {
            guard let underlying else { return true }
            return switch underlying.code {
            case .serverClosedConnection, .uncleanShutdown, .connectionError, .clientClosedConnection: true
            // Class 57P: the server shut down or is not accepting connections.
            default: sqlState?.hasPrefix("57P") == true
            }
        }

        /// "PostgreSQL: canceling statement due to statement timeout (SQLSTATE 57014)".
        public var description: String {
            "PostgreSQL: \(message)" + (sqlState.map { " (SQLSTATE \($0))" } ?? "")
        }
    }
#endif

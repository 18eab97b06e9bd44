#if PostgreSQL
    import Foundation
    import PostgresNIO

    /// A PostgreSQL server and database named by URL, as `psql` and most drivers take them:
    /// `postgresql://user:password@host:5432/database`, or a Unix socket's folder in the `host` parameter,
    /// `postgresql://user@localhost/database?host=/var/run/postgresql`.
    public struct PostgresConnectionURL: Sendable, Equatable {
        /// Where the server listens.
        public enum Endpoint: Sendable, Equatable {
            /// A host name or address and port.
            case tcp(host: String, port: Int)
            /// A Unix socket file.
            case unixSocket(path: String)
        }

        /// Where the server listens.
        public var endpoint: Endpoint
        /// The role to connect as.
        public var username: String
        /// The role's password, if the server asks for one.
        public var password: String?
        /// The database.
        public var database: String

        /// Reads `text`, or says which part of it is wrong.
        public init(_ text: String) throws {
            guard let components = URLComponents(string: text),
                components.scheme == "postgresql" || components.scheme == "postgres"
            else {
                throw PostgresURLError(
                    url: text, problem: "it is not a postgresql:// URL",
                    hint:
                        "write postgresql://user@host:5432/database or postgresql://user@localhost/database?host=/socket/folder"
                )
            }
            guard let user = components.user.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else {
                throw PostgresURLError(
                    url: text, problem: "it names no user", hint: "write the user before '@': postgresql://user@...")
            }
            let database = String(components.path.drop { $0 == "/" }).removingPercentEncoding ?? ""
            guard !database.isEmpty else {
                throw PostgresURLError(url: text, problem: "it names no database", hint: "end the URL with /database")
            }
            let parameters = Dictionary(
                (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
            let port = components.port ?? Int(parameters["port"] ?? "") ?? 5432
            if let folder = parameters["host"], folder.hasPrefix("/") {
                endpoint = .unixSocket(path: "\(folder)/.s.PGSQL.\(port)")
            } else {
                guard let host = components.host, !host.isEmpty else {
                    throw PostgresURLError(url: text, problem: "it names no host", hint: "write the host after '@'")
                }
                endpoint = .tcp(host: host, port: port)
            }
            username = user
            password = components.password.flatMap { $0.removingPercentEncoding }
            self.database = database
        }

        /// The connection configuration for postgres-nio, for an app's own connections to the same database.
        /// TLS is off: a shared server reached through a network that needs it is configured by the app with its
        /// own certificates.
        public var configuration: PostgresConnection.Configuration {
            switch endpoint {
            case .tcp(let host, let port):
                PostgresConnection.Configuration(
                    host: host, port: port, username: username, password: password, database: database, tls: .disable)
            case .unixSocket(let path):
                PostgresConnection.Configuration(
                    unixSocketPath: path, username: username, password: password, database: database)
            }
        }
    }

    /// A PostgreSQL URL that can't be used, with what is wrong and how to write it.
    public struct PostgresURLError: Error, CustomStringConvertible, LocalizedError {
        /// The URL as given, without its password.
        public let url: String
        /// What is wrong with it.
        public let problem: String
        /// How to write it instead.
        public let hint: String

        init(url: String, problem: String, hint: String) {
            self.url = Self.withoutPassword(url)
            self.problem = problem
            self.hint = hint
        }

        /// "the PostgreSQL URL '...' can't be used: what is wrong; how to write it".
        public var description: String { "the PostgreSQL URL '\(url)' can't be used: \(problem); \(hint)" }
        /// The same as ``description``, so `localizedDescription` reads it.
        public var errorDescription: String? { description }

        /// Passwords stay out of messages and logs.
        private static func withoutPassword(_ url: String) -> String {
            guard var components = URLComponents(string: url), components.password != nil else { return url }
            components.password = "***"
            return components.string ?? url
        }
    }
#endif

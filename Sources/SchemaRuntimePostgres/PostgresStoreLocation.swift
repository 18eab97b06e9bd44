#if PostgreSQL
    import Foundation
    import SchemaModel

    /// Where a PostgreSQL store lives: a database and the schema (namespace) in it that holds the store's
    /// tables, so several stores (an app's staging and production, or tests) can share one database.
    public struct PostgresStoreLocation: Sendable, CustomStringConvertible {
        /// The server and database.
        public var url: PostgresConnectionURL
        /// The schema holding the tables; PostgreSQL's default is `public`.
        public var schema: String

        /// The store in `schema` of the database `url` names.
        public init(url: PostgresConnectionURL, schema: String = "public") {
            self.url = url
            self.schema = schema
        }

        /// How messages name the store: the database, server and schema, never the password.
        public var description: String {
            let server =
                switch url.endpoint {
                case .tcp(let host, let port): "\(host):\(port)"
                case .unixSocket(let path): path
                }
            return "PostgreSQL database '\(url.database)' on \(server), schema '\(schema)'"
        }

        /// The advisory lock every instance migrating this store takes: one 64-bit key from the schema history's
        /// identifier and the schema, so two apps, or one app's two schemas, never wait for each other.
        package func advisoryLockKey(history: String?) -> Int64 {
            var hasher = SHA256()
            hasher.update(Array("schemagen\u{0}\(history ?? "")\u{0}\(schema)".utf8))
            return hasher.finalize().prefix(8).reduce(Int64(0)) { ($0 << 8) | Int64($1) }
        }
    }
#endif

import SchemaRuntimePostgres
import Testing

/// PostgreSQL URLs as psql takes them, and what is said about one that can't be used.
@Suite("PostgreSQL URLs")
struct PostgresConnectionURLTests {
    @Test("a TCP URL gives its host, port, user, password and database")
    func tcp() throws {
        let url = try PostgresConnectionURL("postgresql://app:s%40cret@db.internal:6543/fitlog")
        #expect(url.endpoint == .tcp(host: "db.internal", port: 6543))
        #expect(url.username == "app")
        #expect(url.password == "s@cret")
        #expect(url.database == "fitlog")
        #expect(try PostgresConnectionURL("postgres://app@db/fitlog").endpoint == .tcp(host: "db", port: 5432))
    }

    @Test("a socket folder in the host parameter names the server's socket file")
    func unixSocket() throws {
        let url = try PostgresConnectionURL("postgresql://schemagen@localhost/tests?host=/tmp/pg")
        #expect(url.endpoint == .unixSocket(path: "/tmp/pg/.s.PGSQL.5432"))
        #expect(url.password == nil)
    }

    @Test("a URL that can't be used says what is missing and how to write it, never its password")
    func errors() {
        let cases = [
            (
                "mysql://app@db/fitlog",
                "the PostgreSQL URL 'mysql://app@db/fitlog' can't be used: it is not a postgresql:// URL; write postgresql://user@host:5432/database or postgresql://user@localhost/database?host=/socket/folder"
            ),
            (
                "postgresql://db/fitlog",
                "the PostgreSQL URL 'postgresql://db/fitlog' can't be used: it names no user; write the user before '@': postgresql://user@..."
            ),
            (
                "postgresql://app:hunter2@db",
                "the PostgreSQL URL 'postgresql://app:***@db' can't be used: it names no database; end the URL with /database"
            ),
        ]
        for (text, message) in cases {
            #expect {
                try PostgresConnectionURL(text)
            } throws: { error in
                "\(error)" == message
            }
        }
    }
}

import Foundation
import SchemaRuntimePostgres
import Testing

/// A session whose connection the server ends: every later statement fails at once, in words that say so.
@Suite("A PostgreSQL session the server ends", PostgresTestDatabase.required)
struct PostgresSessionTests {
    @Test("statements after the server ended an idle session in a transaction fail instead of waiting forever")
    func statementsAfterTerminationFail() throws {
        let session = try PostgresTestDatabase.connect()
        let administrator = try PostgresTestDatabase.connect()
        let pid = try #require(
            try session.query("SELECT pg_backend_pid()::bigint").first?.first.flatMap(PostgresValueCoding.integer))
        try session.execute("BEGIN")
        try session.execute("CREATE TEMPORARY TABLE t (n integer)")
        try administrator.query("SELECT pg_terminate_backend($1::integer)", [.int64(pid)])
        for attempt in 0..<3 {
            #expect {
                try session.execute("INSERT INTO t VALUES ($1::integer)", [.int64(Int64(attempt))])
            } throws: { error in
                let error = error as? PostgresServerError
                // The first statement may still meet the server's farewell; after it, only the closed socket, which
                // postgres-nio reports as closed by the server, under a waiting statement, or as a failed
                // connection (its socket error, which CI met), depending on which it notices first.
                return error?.connectionIsLost == true && error?.statement == "INSERT INTO t VALUES ($1::integer)"
                    && [
                        "PostgreSQL: the connection was closed before the server answered",
                        "PostgreSQL: the server closed the connection",
                        "PostgreSQL: the connection to the server failed",
                        "PostgreSQL: terminating connection due to administrator command (SQLSTATE 57P01)",
                    ].contains(error?.description)
            }
        }
    }
}

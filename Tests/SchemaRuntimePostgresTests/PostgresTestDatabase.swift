import Foundation
import SchemaRuntimePostgres
import Testing

/// The PostgreSQL server these tests run against: its URL from `SCHEMAGEN_POSTGRES_URL`
/// (`scripts/postgres-test-server.sh start DIR` prints one; `.ci/run` sets it). Without it the tests that need
/// it are skipped, and the skip says how to run them.
enum PostgresTestDatabase {
    /// The URL, if one is configured.
    static let url = ProcessInfo.processInfo.environment["SCHEMAGEN_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// Skips a test when no server is configured.
    static let required = ConditionTrait.enabled(
        if: url != nil,
        "no PostgreSQL server: set SCHEMAGEN_POSTGRES_URL (scripts/postgres-test-server.sh start DIR prints one)")

    /// A new session on the test database.
    static func connect() throws -> PostgresSession {
        try PostgresSession.connect(to: try PostgresConnectionURL(try #require(url)))
    }
}

import Foundation
import Logging
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// Another session of the test database that holds locks in a transaction it leaves open, as a report job or
/// a forgotten `psql` prompt does.
final class PostgresBlocker: Sendable {
    let session: PostgresSession
    /// Its server process, as `pg_stat_activity` and the store's messages name it.
    let pid: Int64

    /// A session named `applicationName` in `pg_stat_activity`.
    init(applicationName: String) throws {
        session = try PostgresTestDatabase.connect()
        try session.execute("SET application_name = '\(applicationName)'")
        let cell = try #require(try session.query("SELECT pg_backend_pid()::bigint").first?.first)
        let pid = try PostgresValueCoding.integer(cell)
        self.pid = try #require(pid)
    }

    deinit { try? session.close() }

    /// Opens a transaction, runs `statement` in it, and leaves it open: the session is idle in transaction.
    func hold(_ statement: String) throws {
        try session.execute("BEGIN")
        try session.execute(statement)
    }

    /// Commits the open transaction.
    func commit() throws {
        try session.execute("COMMIT")
    }
}

/// The warnings a store logs, kept for a test to read, with a signal at the first one.
final class CapturedWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    /// Signalled once, when the first warning arrives.
    let first = DispatchSemaphore(value: 0)

    /// A logger that keeps its warnings here.
    var logger: Logger { Logger(label: "schemagen.test") { _ in Handler(captured: self) } }

    /// Every warning so far, oldest first.
    var all: [String] { lock.withLock { messages } }

    private func append(_ message: String) {
        let isFirst = lock.withLock {
            messages.append(message)
            return messages.count == 1
        }
        if isFirst { first.signal() }
    }

    private struct Handler: LogHandler {
        let captured: CapturedWarnings
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .warning

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            if event.level >= .warning { captured.append(event.message.description) }
        }
    }
}

extension PostgresScratch {
    /// The example's store at its first version, holding `profiles` profiles, and a session named
    /// `application` idle in a transaction that read `table`; returns the session and what it read.
    func firstVersionRead(
        from table: String, by application: String = "report-job", profiles: Int = 5
    ) throws -> (reader: PostgresBlocker, read: String) {
        try PostgresMigrationTests.storeAtFirstVersion(self, holding: try SQLiteFixture(profiles: profiles))
        let reader = try PostgresBlocker(applicationName: application)
        let read = "SELECT count(*) FROM \(qualified(table))"
        try reader.hold(read)
        return (reader, read)
    }

    /// Sessions waiting for a lock on a table of the schema: none once a migration gave up.
    func waitingSessions() throws -> Int64 {
        let rows = try admin.query(
            """
            SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
            JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT l.granted
            """,
            [.text(location.schema)])
        return try PostgresValueCoding.integer(try #require(rows.first?.first)) ?? -1
    }

    /// A store message with the parts that vary from run to run (how many attempts, how long a session had
    /// been idle) replaced by N.
    static func stable(_ message: String) -> String {
        message.replacing(/\d+ attempts/, with: "N attempts").replacing(
            /for [0-9.]+ s, last query/, with: "for N s, last query")
    }
}

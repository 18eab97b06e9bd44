import Logging
import SchemaRuntime
import SchemaRuntimePostgres
import SchemaRuntimeSQLite
import Testing

/// As swift-log asks of a library, the runtime logs only where its app says: both engines' options default to a
/// logger that drops everything, and one an app passes is the one used (the demo's output, checked in
/// `PostgresProcessTests`, shows its stages).
@Suite("The runtime is quiet unless the app gives it a logger")
struct QuietByDefaultTests {
    @Test("SQLite and PostgreSQL store options default to a logger that drops everything")
    func defaultLoggersDropEverything() {
        #expect(StoreOptions().logger.handler is SwiftLogNoOpLogHandler)
        #expect(PostgresStoreOptions().logger.handler is SwiftLogNoOpLogHandler)
    }

    @Test("a logger the app passes is kept")
    func appLoggerKept() {
        var options = StoreOptions()
        options.logger = Logger(label: "app") { _ in StreamLogHandler.standardError(label: "app") }
        #expect(options.logger.handler is StreamLogHandler)
        #expect(PostgresStoreOptions(logger: options.logger).logger.label == "app")
    }
}

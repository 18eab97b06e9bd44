import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// A migration that meets another session's lock waits a bounded time for it, never queueing the app behind it
/// for long: a stage that can't get its locks is rolled back and retried up to the busy timeout, then opening
/// fails with storeBusy, naming the table and the session in the way.
@Suite("A PostgreSQL migration waits a bounded time for other sessions' locks", PostgresTestDatabase.required)
struct PostgresLockTimeoutTests {
    @Test("a reader idle in a transaction on a table the next stage alters fails the open with storeBusy naming it")
    func idleReaderMakesStoreBusy() throws {
        let scratch = try PostgresScratch()
        let (reader, read) = try scratch.firstVersionRead(from: "SDUserProfile")
        let before = try scratch.catalog()
        #expect {
            try scratch.open(busyTimeout: 1, lockTimeout: 0.2)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .storeBusy && error?.outcome?.version.description == "1.0.0"
                && error?.stage?.from.description == "1.0.0" && error?.stage?.to.description == "1.1.0"
                && (error?.underlyingError as? PostgresServerError)?.sqlState == "55P03"
                && PostgresScratch.stable(error?.localizedDescription ?? "")
                    == "the store at \(scratch.location) is busy: the stage 1.0.0 -> 1.1.0 waited for a lock on the table 'SDUserProfile' past the busy timeout (1 s; N attempts of up to 0.2 s each): held by session \(reader.pid) (application 'report-job', idle in transaction for N s, last query: \(read)); end that session's transaction (it must commit or roll back, or SELECT pg_terminate_backend(\(reader.pid))), then open the store again; the store was left at version 1.0.0, the last stage that completed (the failed stage's transaction was rolled back)"
        }
        #expect(try scratch.metadata("version") == "1.0.0")
        #expect(try scratch.catalog() == before)
        // Nothing queues behind the migration once it gave up, and the reader's transaction goes on.
        #expect(try scratch.waitingSessions() == 0)
        #expect(try reader.session.query(read).count == 1)
        try reader.commit()
        #expect(try scratch.open().version.description == "1.6.0")
    }

    @Test("stages committed before the one that can't get its locks stay committed")
    func earlierStagesStayCommitted() throws {
        let scratch = try PostgresScratch()
        // Legacy notes are left alone until the stage into 1.4.0 drops them.
        let (reader, _) = try scratch.firstVersionRead(from: "SDLegacyNote", by: "notes-export")
        #expect {
            try scratch.open(busyTimeout: 1, lockTimeout: 0.2)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .storeBusy && error?.outcome?.version.description == "1.3.0"
                && error?.localizedDescription.contains(
                    "the stage 1.3.0 -> 1.4.0 waited for a lock on the table 'SDLegacyNote' past the busy timeout")
                    == true
                && error?.localizedDescription.hasSuffix(
                    "; the store was left at version 1.3.0, the last stage that completed (the failed stage's transaction was rolled back)"
                ) == true
        }
        #expect(try scratch.metadata("version") == "1.3.0")
        try reader.commit()
        let store = try scratch.open()
        #expect(
            try store.history().map { $0.to.description } == [
                "1.0.0", "1.1.0", "1.2.0", "1.3.0", "1.4.0", "1.5.0", "1.6.0",
            ])
    }

    @Test("a reader that ends its transaction within the busy timeout lets the retried stage through")
    func blockerEndingInTimeLetsTheMigrationThrough() throws {
        let scratch = try PostgresScratch()
        let (reader, _) = try scratch.firstVersionRead(from: "SDUserProfile")
        let warnings = CapturedWarnings()
        // The reader commits once the migration has timed out waiting for it at least once.
        let committed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = warnings.first.wait(timeout: .now() + 30)
            try? reader.commit()
            committed.signal()
        }
        let store = try scratch.open(busyTimeout: 2, lockTimeout: 0.2, logger: warnings.logger)
        committed.wait()
        #expect(store.version.description == "1.6.0")
        #expect(
            warnings.all.first
                == "the stage 1.0.0 -> 1.1.0 waited 0.2 s for a lock and was rolled back; trying again in 0.1 s")
        let kinds = try store.history().map(\.kind)
        #expect(kinds == ["created"] + SchemaMigrations.stages(FitLogStages()).map(\.kind.rawValue))
    }

    @Test("the app's session waits for locks and runs statements as the server's settings say, not the migration's")
    func appSessionHasTheServersSettings() throws {
        let scratch = try PostgresScratch()
        let store = try PostgresSchemaStore.open(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages(),
            options: PostgresStoreOptions(lockTimeout: 0.3, statementTimeout: 40))
        func settings(_ session: PostgresSession) throws -> [String?] {
            try ["lock_timeout", "statement_timeout"].map { name in
                try session.query("SHOW \(name)").first?.first.flatMap(PostgresValueCoding.text)
            }
        }
        #expect(try store.withSession(settings) == (try settings(scratch.admin)))
    }
}

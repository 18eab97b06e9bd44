import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// What opening says when it can't get a lock outside a stage (creating the store, reading what it records),
/// when nothing could be seen of the session in the way, and when a timeout is not a timeout.
@Suite("A PostgreSQL store says what it waited for and for whom", PostgresTestDatabase.required)
struct PostgresLockTimeoutMessageTests {
    @Test("a session dropping the schema in an open transaction makes creating the store busy; nothing is created")
    func creationWaitsForTheSchema() throws {
        let scratch = try PostgresScratch()
        try scratch.admin.execute("CREATE SCHEMA \(SQL.quoted(scratch.location.schema))")
        let dropper = try PostgresBlocker(applicationName: "cleanup")
        let drop = "DROP SCHEMA \(SQL.quoted(scratch.location.schema))"
        try dropper.hold(drop)
        #expect {
            try scratch.open(busyTimeout: 1, lockTimeout: 0.2)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .storeBusy && error?.outcome == nil
                && PostgresScratch.stable(error?.localizedDescription ?? "")
                    == "the store at \(scratch.location) is busy: creating it waited for a lock on the schema '\(scratch.location.schema)' past the busy timeout (1 s; N attempts of up to 0.2 s each): held by session \(dropper.pid) (application 'cleanup', idle in transaction for N s, last query: \(drop)); end that session's transaction (it must commit or roll back, or SELECT pg_terminate_backend(\(dropper.pid))), then open the store again; nothing was created"
        }
        try dropper.session.execute("ROLLBACK")
        #expect(try scratch.catalog() == [])
        #expect(try scratch.open().version.description == "1.6.0")
    }

    @Test("a session holding the store's metadata makes opening busy; nothing is changed")
    func openingWaitsForTheMetadata() throws {
        let scratch = try PostgresScratch()
        _ = try scratch.open()
        let holder = try PostgresBlocker(applicationName: "")
        let lock =
            "LOCK TABLE \(SQL.quoted(scratch.location.schema)).\(SQL.quoted(StoreMetadata.metadataTable)) IN ACCESS EXCLUSIVE MODE"
        try holder.hold(lock)
        #expect {
            try scratch.open(busyTimeout: 1, lockTimeout: 0.2)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .storeBusy
                && PostgresScratch.stable(error?.localizedDescription ?? "")
                    == "the store at \(scratch.location) is busy: opening it waited for a lock on the table '_schemagen_metadata' past the busy timeout (1 s; N attempts of up to 0.2 s each): held by session \(holder.pid) (idle in transaction for N s, last query: \(lock)); end that session's transaction (it must commit or roll back, or SELECT pg_terminate_backend(\(holder.pid))), then open the store again; nothing was changed"
        }
        try holder.commit()
        #expect(try scratch.open().history().count == 1)
    }

    @Test("a session holding the row of the store's history makes re-stamping it busy; nothing is changed")
    func restampingWaitsForARow() throws {
        let scratch = try PostgresScratch()
        _ = try PostgresSchemaStore.open(
            at: scratch.location, schemas: [SchemaV1.self], stages: [], history: "fitlog-before-the-rename")
        let holder = try PostgresBlocker(applicationName: "audit")
        let lock =
            "SELECT * FROM \(SQL.quoted(scratch.location.schema)).\(SQL.quoted(StoreMetadata.metadataTable)) WHERE key = 'history' FOR UPDATE"
        try holder.hold(lock)
        #expect {
            try PostgresSchemaStore.open(
                at: scratch.location, schemas: [SchemaV1.self], stages: [],
                history: SchemaMigrations.historyIdentifier, formerHistories: ["fitlog-before-the-rename"],
                options: PostgresStoreOptions(busyTimeout: 1, lockTimeout: 0.2))
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .storeBusy
                && PostgresScratch.stable(error?.localizedDescription ?? "")
                    == "the store at \(scratch.location) is busy: re-stamping its history waited for a lock on a row of the table '_schemagen_metadata' past the busy timeout (1 s; N attempts of up to 0.2 s each): held by session \(holder.pid) (application 'audit', idle in transaction for N s, last query: \(lock)); end that session's transaction (it must commit or roll back, or SELECT pg_terminate_backend(\(holder.pid))), then open the store again; nothing was changed"
        }
        #expect(try scratch.metadata("history") == "fitlog-before-the-rename")
        try holder.commit()
    }

    @Test("a busy timeout within one lock wait gives one attempt, and the message says where to look")
    func oneAttemptNamesNoSession() throws {
        let scratch = try PostgresScratch()
        let (reader, _) = try scratch.firstVersionRead(from: "SDUserProfile", profiles: 2)
        #expect {
            try scratch.open(busyTimeout: 0.1, lockTimeout: 0.2)
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .storeBusy
                && error?.localizedDescription
                    == "the store at \(scratch.location) is busy: the stage 1.0.0 -> 1.1.0 waited for a lock past the busy timeout (0.1 s; 1 attempt of up to 0.2 s each) (PostgreSQL: canceling statement due to lock timeout (SQLSTATE 55P03)): another session holds a lock on a table it needs; find that session in pg_locks and pg_stat_activity and end its transaction, then open the store again; the store was left at version 1.0.0, the last stage that completed (the failed stage's transaction was rolled back)"
        }
        try reader.commit()
    }
}

@Suite("PostgreSQL store options refuse timeouts that are not timeouts, and a store of no connections")
struct PostgresStoreOptionsTests {
    @Test("a negative or non-finite timeout, or no connection, is invalidArgument, before any connection")
    func invalidTimeouts() throws {
        let location = PostgresStoreLocation(url: try PostgresConnectionURL("postgresql://app@localhost/none"))
        let cases: [(PostgresStoreOptions, String)] = [
            (PostgresStoreOptions(busyTimeout: -1), "PostgresStoreOptions.busyTimeout can't be -1.0"),
            (PostgresStoreOptions(lockTimeout: .infinity), "PostgresStoreOptions.lockTimeout can't be inf"),
            (PostgresStoreOptions(statementTimeout: .nan), "PostgresStoreOptions.statementTimeout can't be nan"),
        ]
        for (options, start) in cases {
            #expect {
                try PostgresSchemaStore.open(
                    at: location, plan: SchemaMigrations.self, customStages: FitLogStages(), options: options)
            } throws: { error in
                let error = error as? SchemaStoreError
                return error?.code == .invalidArgument
                    && error?.localizedDescription == "\(start): a timeout is a finite number of seconds, 0 or more"
            }
        }
        #expect {
            try PostgresSchemaStore.open(
                at: location, plan: SchemaMigrations.self, customStages: FitLogStages(),
                options: PostgresStoreOptions(maxConnections: 0))
        } throws: { error in
            (error as? SchemaStoreError)?.localizedDescription
                == "PostgresStoreOptions.maxConnections can't be 0: an open store needs at least one connection"
        }
    }
}

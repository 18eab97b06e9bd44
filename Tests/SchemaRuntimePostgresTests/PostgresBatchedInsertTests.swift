import FitLogExample
import Foundation
import GeneratedSchemas
import PostgresNIO
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// The typed API's inserts on PostgreSQL are sent together, a statement per table and batch, with each row's
/// key reserved at once: what the caller sees is what it saw when each row went alone.
@Suite("Typed inserts on PostgreSQL, sent together", PostgresTestDatabase.required)
struct PostgresBatchedInsertTests {
    typealias Latest = SchemaV7

    /// The scratch store opened with `insertBatchRows`.
    private func open(_ scratch: PostgresScratch, batch: Int) throws -> PostgresSchemaStore {
        try PostgresSchemaStore.open(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages(),
            options: PostgresStoreOptions(insertBatchRows: batch))
    }

    @Test(
        "each row has its key at once, reads in the same transaction see the rows, and the keys are stored",
        arguments: [1, 7, 1000])
    func keysAndReadsWhileRowsWait(batch: Int) throws {
        let scratch = try PostgresScratch()
        let store = try open(scratch, batch: batch)
        let (keys, seen) = try store.write { context in
            var keys: [Int64] = []
            for index in 0..<25 {
                let profile = Latest.SDUserProfile(name: "Profile \(index)")
                // A meal pointing at a profile inserted in the same transaction: its key is known already.
                profile.meals = [Latest.SDMeal(title: "Meal \(index)")]
                try context.insert(profile)
                keys.append(try #require(profile.persistentModelID))
            }
            return (keys, try context.count(Latest.SDUserProfile.self))
        }
        #expect(Set(keys).count == 25, "every row has a key of its own")
        #expect(seen == 25, "a read sends the rows waiting first")
        let stored = try store.read { context in
            try context.fetch(Latest.SDUserProfile.self, orderBy: [.ascending("_pk")])
        }
        #expect(stored.map { $0.persistentModelID } == keys.map { Optional($0) })
        #expect(stored.map(\.name) == (0..<25).map { "Profile \($0)" })
        #expect(stored.map { $0.meals.map(\.title) } == (0..<25).map { ["Meal \($0)"] })
        // Inserts after the transaction take keys after these: the generator gave them out.
        let later = Latest.SDUserProfile(name: "Later")
        try store.write { try $0.insert(later) }
        #expect(try #require(later.persistentModelID) > keys.max() ?? 0)
    }

    @Test("a graph of new rows goes as one insert per table: no statement per row for the links between them")
    func graphInsertsSendNoStatementPerRow() throws {
        let scratch = try PostgresScratch()
        let store = try open(scratch, batch: 1000)
        let statements = StatementLog()
        try store.withSession { $0.trace { statement in statements.record(statement) } }
        try store.write { context in
            for index in 0..<20 {
                // The meals point back at their profile from their own rows; nothing pointed at a new key before.
                try context.insert(
                    Latest.SDUserProfile(
                        name: "Profile \(index)", meals: [Latest.SDMeal(title: "A"), Latest.SDMeal(title: "B")]))
            }
        }
        try store.withSession { $0.trace(nil) }
        let kinds = statements.all.map { $0.prefix(while: { $0 != " " && $0 != "\n" }) }
        #expect(!kinds.contains("UPDATE") && !kinds.contains("DELETE"), "\(statements.all)")
        #expect(statements.all.filter { $0.hasPrefix("INSERT INTO \"SDUserProfile\"") }.count == 1)
        #expect(statements.all.filter { $0.hasPrefix("INSERT INTO \"SDMeal\"") }.count == 1)
        let stored = try store.read { context in
            try context.fetch(Latest.SDUserProfile.self, orderBy: [.ascending("_pk")])
        }
        #expect(stored.count == 20)
        #expect(stored.allSatisfy { Set($0.meals.map(\.title)) == ["A", "B"] })
        #expect(stored.allSatisfy { profile in profile.meals.allSatisfy { $0.userProfile === profile } })
    }

    @Test("a row breaking a unique constraint is reported when the rows are sent, and nothing is stored")
    func constraintReportedWhenSent() throws {
        let scratch = try PostgresScratch()
        let store = try open(scratch, batch: 1000)
        let id = UUID()
        #expect {
            try store.write { context in
                try context.insert(Latest.SDUserProfile(id: id, name: "First"))
                try context.insert(Latest.SDUserProfile(id: id, name: "Second"))
            }
        } throws: { error in
            (error as? PostgresServerError)?.description.hasPrefix(
                "PostgreSQL: duplicate key value violates unique constraint") == true
        }
        #expect(try store.read { try $0.count(Latest.SDUserProfile.self) } == 0)
    }

    @Test("rows sent without waiting: a broken one fails the transaction's next statement, and the store serves on")
    func failuresOfRowsSentWithoutWaiting() throws {
        let scratch = try PostgresScratch()
        // Two rows a batch: the second sends both, and the server answers while the body goes on.
        let store = try open(scratch, batch: 2)
        let id = UUID()
        var counted: Int?
        #expect {
            try store.write { context in
                try context.insert(Latest.SDUserProfile(id: id, name: "First"))
                try context.insert(Latest.SDUserProfile(id: id, name: "Second"))
                counted = try context.count(Latest.SDUserProfile.self)
            }
        } throws: { error in
            (error as? PostgresServerError)?.description.hasPrefix(
                "PostgreSQL: duplicate key value violates unique constraint") == true
        }
        #expect(counted == nil, "a statement after the batch reports its failure instead of running")
        // The transaction was rolled back on the same connection: the next one runs on it.
        try store.write { try $0.insert(Latest.SDUserProfile(id: id, name: "Kept")) }
        #expect(try store.read { try $0.fetch(Latest.SDUserProfile.self).map(\.name) } == ["Kept"])
    }

    @Test(
        "a statement sent without waiting: its failure is thrown by the next one, naming it, or forgotten before a rollback"
    )
    func sessionStatementsSentWithoutWaiting() throws {
        let session = try PostgresTestDatabase.connect()
        defer { try? session.close() }
        try session.execute("BEGIN")
        try session.execute("CREATE TEMPORARY TABLE sent (id integer PRIMARY KEY) ON COMMIT DROP")
        let insert = "INSERT INTO sent VALUES (1)"
        session.send(insert, bindings: PostgresBindings())
        session.send(insert, bindings: PostgresBindings())
        #expect {
            try session.query("SELECT count(*) FROM sent")
        } throws: { error in
            let error = error as? PostgresServerError
            return error?.statement == insert && error?.sqlState == "23505"
        }
        try session.execute("ROLLBACK")
        try session.execute("BEGIN")
        session.send("INSERT INTO missing_table VALUES (1)", bindings: PostgresBindings())
        session.abandonSent()
        // The failure was forgotten: the rollback runs, and the session is out of the failed transaction.
        try session.execute("ROLLBACK")
        #expect(try session.query("SELECT 1").count == 1)
    }
}

/// The statements a session ran, recorded from its trace.
private final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var statements: [String] = []

    func record(_ statement: String) { lock.withLock { statements.append(statement) } }
    var all: [String] { lock.withLock { statements } }
}

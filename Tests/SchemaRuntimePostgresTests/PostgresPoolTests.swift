import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// An open store's transactions run side by side on several connections, never more than the limit.
@Suite("A PostgreSQL store's transactions run on a pool of connections", PostgresTestDatabase.required)
struct PostgresPoolTests {
    /// Calls `body` from `callers` threads of their own at once (as many as there are callers, whatever the
    /// number of cores) and returns what each returned.
    static func concurrently<T: Sendable>(_ callers: Int, _ body: @escaping @Sendable (Int) throws -> T) throws -> [T] {
        let results = Results<T>()
        let done = DispatchGroup()
        for index in 0..<callers {
            done.enter()
            Thread {
                results.add(Result { try body(index) })
                done.leave()
            }.start()
        }
        done.wait()
        return try results.all.map { try $0.get() }
    }

    final class Results<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result<T, any Error>] = []
        func add(_ value: Result<T, any Error>) { lock.withLock { values.append(value) } }
        var all: [Result<T, any Error>] { lock.withLock { values } }
    }

    /// Blocks each caller until `parties` have arrived (or 10 seconds passed), and says whether they all did.
    final class Barrier: @unchecked Sendable {
        private let condition = NSCondition()
        private var arrived = 0
        private let parties: Int
        init(_ parties: Int) { self.parties = parties }

        func arriveAndWait() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            arrived += 1
            condition.broadcast()
            let deadline = Date().addingTimeInterval(10)
            while arrived < parties, condition.wait(until: deadline) {}
            return arrived >= parties
        }
    }

    @Test("four transactions at once run on four connections, all open at the same time")
    func transactionsRunSideBySide() throws {
        let scratch = try PostgresScratch()
        _ = try scratch.open()
        let store = try PostgresSchemaStore.open(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages(),
            options: PostgresStoreOptions(maxConnections: 4))
        let barrier = Barrier(4)
        let seen = try Self.concurrently(4) { _ in
            try store.read { context in
                let pid = try context.fetch(sql: "SELECT pg_backend_pid()", columns: ["pid": .int64])
                return (try pid[0].decode("pid", as: Int64.self), barrier.arriveAndWait())
            }
        }
        #expect(seen.allSatisfy { $0.1 }, "every transaction was open while the others were")
        #expect(Set(seen.map(\.0)).count == 4)
    }

    @Test("more callers than the limit wait their turn and never open more connections than it")
    func theLimitHolds() throws {
        let scratch = try PostgresScratch()
        _ = try scratch.open()
        let store = try PostgresSchemaStore.open(
            at: scratch.location, plan: SchemaMigrations.self, customStages: FitLogStages(),
            options: PostgresStoreOptions(maxConnections: 2))
        let pids = try Self.concurrently(8) { index in
            try store.write { context in
                try context.execute(
                    sql: """
                        INSERT INTO "SDOutboxEvent" ("id", "attempts", "createdAt", "eventType") VALUES (?, ?, ?, ?)
                        """, arguments: [.uuid(UUID()), SQLArgument(Int16(index), as: .int16), .date(Date()), "e"])
                let pid = try context.fetch(sql: "SELECT pg_backend_pid()", columns: ["pid": .int64])
                return try pid[0].decode("pid", as: Int64.self)
            }
        }
        #expect(pids.count == 8)
        #expect(Set(pids).count <= 2)
        #expect(try store.read { try $0.count(SDOutboxEvent.self) } == 8)
    }
}

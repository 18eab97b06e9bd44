import Foundation
import InPlaceModels
import SchemaRuntime
import SchemaRuntimePostgres

/// Write transactions per second on one PostgreSQL store from 1, 4 and 16 concurrent writers: with as many
/// connections as writers, against one connection (the store before the pool) in the same run.
enum PoolBenchmarks {
    static let transactionsPerWriter = 300

    static func run(url: String) throws {
        print("| writers | transactions | one connection | a connection per writer | ratio |")
        print("|---|---|---|---|---|")
        for writers in [1, 4, 16] {
            // Alternated, five times each, medians: the machine's speed drifts from minute to minute.
            var singles: [Double] = []
            var pooleds: [Double] = []
            for _ in 0..<5 {
                singles.append(try throughput(writers: writers, connections: 1, url: url))
                pooleds.append(try throughput(writers: writers, connections: writers, url: url))
            }
            let (single, pooled) = (median(singles), median(pooleds))
            print(
                "| \(writers) | \(writers * transactionsPerWriter) | \(String(format: "%.0f/s", single)) | "
                    + "\(String(format: "%.0f/s", pooled)) | \(String(format: "%.2fx", pooled / single)) |")
        }
    }

    /// Transactions per second with `writers` threads each committing single-row inserts, on a store of at
    /// most `connections` connections.
    private static func throughput(writers: Int, connections: Int, url: String) throws -> Double {
        let location = PostgresStoreLocation(url: try PostgresConnectionURL(url), schema: "bench_pool")
        let admin = try PostgresSchemaStore.open(at: location, plan: InPlaceMigrations.self)
        try admin.write { try $0.execute(sql: "DELETE FROM \"Note\"") }
        let store = try PostgresSchemaStore.open(
            at: location, plan: InPlaceMigrations.self, options: PostgresStoreOptions(maxConnections: connections))
        // A round first, so the connections are open before the clock starts, as in a server that has been
        // running.
        try write(from: writers, transactions: 1, on: store)
        let start = ContinuousClock.now
        try write(from: writers, transactions: transactionsPerWriter, on: store)
        return Double(writers * transactionsPerWriter) / seconds(ContinuousClock.now - start)
    }

    /// `writers` threads each committing `transactions` single-row inserts into `store`, all at once.
    private static func write(from writers: Int, transactions: Int, on store: PostgresSchemaStore) throws {
        let failures = Failures()
        let done = DispatchGroup()
        for writer in 0..<writers {
            done.enter()
            Thread {
                do {
                    for index in 0..<transactions {
                        try store.write { context in
                            try context.insert(
                                SchemaNoteV2.Note(heading: "w\(writer) \(index)", body: "body", createdAt: Date()))
                        }
                    }
                } catch {
                    failures.add(error)
                }
                done.leave()
            }.start()
        }
        done.wait()
        if let error = failures.first { throw error }
    }

    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [any Error] = []
        func add(_ error: any Error) { lock.withLock { errors.append(error) } }
        var first: (any Error)? { lock.withLock { errors.first } }
    }
}

import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import Testing

/// The typed API's inserts on PostgreSQL are sent together, as multi-row `INSERT`s, with each row's key
/// reserved at once: what the caller sees is what it saw when each row went alone.
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
}

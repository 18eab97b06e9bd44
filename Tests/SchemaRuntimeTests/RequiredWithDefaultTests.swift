import Foundation
import GoldenRequiredDefaults
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// An optional attribute made required with a constant default is a lightweight step: the store copies each
/// column with the default where a row held nothing, and keeps every value a row held.
@Suite("Optional made required with a default: rows that held nothing take the default")
struct RequiredWithDefaultTests {
    @Test("NULLs become the defaults, values stay, and no custom stage is needed")
    func nullsTakeTheDefault() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        // Written at 1.0.0 by a store that goes out of scope, as the app's earlier release closed it.
        try Self.writeVersion1(url)
        let store = try SchemaStore.open(at: url, plan: SchemaMigrations.self)
        let tasks = try store.read { try $0.fetch(SchemaV2.Task.self, orderBy: [.ascending(\.title)]) }
        #expect(tasks.map(\.title) == ["empty", "full"])
        #expect(tasks.map(\.pinned) == [false, true])
        #expect(tasks.map(\.rank) == [3, 9])
        #expect(tasks.map(\.level) == [.low, .high])
        #expect(tasks.map(\.note) == ["", "kept"])
        #expect(try store.history().last?.kind == "lightweight")
    }

    static func writeVersion1(_ url: URL) throws {
        let store = try SchemaStore.open(at: url, schemas: [SchemaV1.self], stages: [])
        try store.write { context in
            try context.insert(SchemaV1.Task(title: "empty"))
            try context.insert(SchemaV1.Task(title: "full", pinned: true, rank: 9, level: .high, note: "kept"))
        }
    }
}

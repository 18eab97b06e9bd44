import Foundation
import GoldenRequiredDefaults
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// A dry run: what opening a store would do, found on a copy, with the store left byte for byte as it was.
@Suite("A migration preview lists each stage's statements and rows without changing the store")
struct MigrationPreviewTests {
    @Test("a store one version behind: one lightweight stage, its statements and rows, and the store unchanged")
    func storeBehind() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        try RequiredWithDefaultTests.writeVersion1(url)
        let before = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        let bytes = try Data(contentsOf: url)
        let preview = try SchemaStore.preview(at: url, plan: SchemaMigrations.self)
        #expect(preview.steps.map(\.kind) == ["lightweight"])
        #expect(
            preview.steps.first.map { "\($0.from.map(String.init(describing:)) ?? "-") -> \($0.to)" }
                == "1.0.0 -> 1.1.0")
        #expect(preview.steps.first?.rowsTouched == 2)
        let statements = preview.steps.first?.statements ?? []
        #expect(statements.contains { $0.hasPrefix("INSERT INTO") }, "\(statements)")
        #expect(!statements.contains { $0.hasPrefix("SELECT") })
        #expect(preview.summary.first?.hasPrefix("1.0.0 -> 1.1.0 lightweight: 2 rows, ") == true)
        // Nothing written, nothing left beside the store.
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == before)
        // The real migration does what the preview said.
        let store = try SchemaStore.open(at: url, plan: SchemaMigrations.self)
        #expect(try store.history().last?.rowsTouched == preview.steps.first?.rowsTouched)
        #expect(try SchemaStore.preview(at: url, plan: SchemaMigrations.self).steps.isEmpty, "already the latest")
    }

    @Test("no store yet: its creation is the one step, and no file is made")
    func noStoreYet() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        let preview = try SchemaStore.preview(at: url, plan: SchemaMigrations.self)
        #expect(preview.steps.map(\.kind) == ["created"])
        #expect(preview.steps.first?.statements.contains { $0.hasPrefix("CREATE TABLE") } == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("a store the plan would refuse is refused by the preview with the same error")
    func refusedStore() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        try Data("not a database at all".utf8).write(to: url)
        #expect {
            try SchemaStore.preview(at: url, plan: SchemaMigrations.self)
        } throws: { error in
            (error as? SchemaStoreError)?.code == .notADatabase
        }
    }
}

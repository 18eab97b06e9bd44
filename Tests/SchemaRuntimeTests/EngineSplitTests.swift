import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// The runtime is split by engine: its engine-neutral module links no database library, and what only SQLite
/// has is reached through the SQLite module, which refuses another engine's context with a typed error.
@Suite("The runtime split by engine")
struct EngineSplitTests {
    static let runtimeSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/SchemaRuntime")

    /// A connection of an engine that is not SQLite, as PostgreSQL's is: the accessor must refuse it before
    /// running anything, so every statement fails the test.
    final class OtherEngineConnection: StoreConnection {
        struct Unexpected: Error {}

        var dialect: any SQLDialect { PostgreSQLDialect() }
        let givesEachKeyOnce = true
        func readExpression(_ column: String, content: ColumnContent) -> String { column }
        func execute(_ sql: String, _ arguments: [StoreArgument]) throws { throw Unexpected() }
        func rows(_ sql: String, _ arguments: [StoreArgument], contents: [ColumnContent]) throws -> [[StoredValue]] {
            throw Unexpected()
        }
        func prepareInsert(into table: TableLayout, columns: [String]) throws -> any PreparedRowInsert {
            throw Unexpected()
        }
        func prepareUpdate(of table: TableLayout, columns: [String]) throws -> any PreparedRowUpdate {
            throw Unexpected()
        }
    }

    @Test("the engine-neutral runtime imports no database library")
    func coreImportsNoEngine() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.runtimeSources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 30)
        for file in files {
            let text = try String(contentsOf: Self.runtimeSources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { $0.dropFirst(7) }
            #expect(
                !imports.contains { ["GRDB", "GRDBSQLite", "PostgresNIO", "NIOCore"].contains(String($0)) }, "\(file)")
        }
    }

    @Test("a context of another engine's store refuses sqlite with a typed error saying what runs on every store")
    func sqliteOnAnotherEngineThrows() {
        let schema = CurrentSchema.schemaDescription
        let context = StoreContext(
            connection: OtherEngineConnection(), schema: schema, layout: StoreLayout(schema), modelTypes: [:])
        #expect {
            _ = try context.sqlite
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .wrongEngine
                && error?.localizedDescription
                    == "StoreContext.sqlite is an SQLite connection, and this is a PostgreSQL store's context: use execute(sql:arguments:) and fetch(sql:arguments:columns:), which run on every store"
        }
    }
}

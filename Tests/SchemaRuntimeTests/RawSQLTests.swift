import Foundation
import GRDB
import GoldenRequiredDefaults
import SchemaModel
import Testing

@testable import SchemaRuntime
@testable import SchemaRuntimeSQLite

/// SQL given by the app, through the store-neutral API: parameters written `?` and typed, rows read with
/// named, typed columns, and failures that say which statement and why.
@Suite("Statements given as SQL run with typed parameters and read typed columns")
struct RawSQLTests {
    static func store(_ folder: TemporaryFolder) throws -> SchemaStore {
        let store = try SchemaStore.open(at: folder.file(), plan: SchemaMigrations.self)
        try store.write { context in
            try context.insert(SchemaV2.Task(title: "a", pinned: true, rank: 1, level: .low, note: ""))
            try context.insert(SchemaV2.Task(title: "b", pinned: false, rank: 5, level: .high, note: "it's ?"))
        }
        return store
    }

    @Test("execute binds typed parameters in order, and fetch reads each column by the name and type given")
    func executeAndFetch() throws {
        let folder = try TemporaryFolder()
        let store = try Self.store(folder)
        try store.write { context in
            try context.execute(
                sql: "UPDATE \"Task\" SET \"rank\" = ?, \"note\" = ? WHERE \"pinned\" = ?", arguments: [7, "set", true])
        }
        let rows = try store.read { context in
            try context.fetch(
                sql:
                    "SELECT \"title\", \"rank\", \"pinned\", \"note\" FROM \"Task\" WHERE \"rank\" > ? ORDER BY \"title\"",
                arguments: [.int(0)], columns: ["title": .string, "rank": .int, "pinned": .bool, "note": .string])
        }
        #expect(try rows.map { try $0.decode("title", as: String.self) } == ["a", "b"])
        #expect(try rows.map { try $0.decode("rank", as: Int.self) } == [7, 5])
        #expect(try rows.map { try $0.decode("pinned", as: Bool.self) } == [true, false])
        #expect(try rows.map { try $0.decode("note", as: String.self) } == ["set", "it's ?"])
    }

    @Test("a ? inside quotes or a comment is not a parameter; PostgreSQL's numbering is spelled for it")
    func placeholdersOutsideQuotesOnly() throws {
        let sql = "SELECT '?', \"a?\" FROM t WHERE x = ? AND y = 'it''s ?' -- is it ?\nAND z = ?"
        let arguments: [SQLArgument] = [1, 2]
        #expect(
            try RawStatements.spell(sql, arguments, dialect: PostgreSQLDialect())
                == "SELECT '?', \"a?\" FROM t WHERE x = $1 AND y = 'it''s ?' -- is it ?\nAND z = $2")
        #expect(
            try RawStatements.spell(sql, arguments, dialect: SQLiteDialect())
                == "SELECT '?', \"a?\" FROM t WHERE x = ?1 AND y = 'it''s ?' -- is it ?\nAND z = ?2")
    }

    @Test("a wrong number of arguments and a failing statement are errors saying which and why")
    func errors() throws {
        let folder = try TemporaryFolder()
        let store = try Self.store(folder)
        #expect {
            try store.write {
                try $0.execute(sql: "UPDATE \"Task\" SET \"rank\" = ? WHERE \"title\" = ?", arguments: [1])
            }
        } throws: { error in
            (error as? SchemaStoreError)?.localizedDescription
                == "arguments can't be 1 values: the statement has 2 parameters ('?'), and each needs one value, in order"
        }
        #expect {
            try store.write { try $0.execute(sql: "UPDATE \"Nope\" SET \"rank\" = 1") }
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .statementFailed && error?.underlyingError != nil
                && error?.localizedDescription.hasPrefix(
                    "the statement 'UPDATE \"Nope\" SET \"rank\" = 1' failed: SQLite error 1: no such table: Nope")
                    == true
        }
        #expect {
            try store.read {
                try $0.fetch(sql: "SELECT \"title\", \"rank\" FROM \"Task\"", columns: ["title": .string])
            }
        } throws: { error in
            (error as? SchemaStoreError)?.localizedDescription
                == "columns can't be 1 columns: the query selects 2 columns, and each must be named with its type"
        }
        // A failed statement rolled its transaction back: the rows are as they were.
        #expect(try store.read { try $0.count(SchemaV2.Task.self) } == 2)
    }

    @Test("an SQLite store's context still hands out its GRDB database")
    func sqliteDatabase() throws {
        let folder = try TemporaryFolder()
        let store = try Self.store(folder)
        #expect(try store.read { try Int.fetchOne(try $0.sqlite, sql: "SELECT count(*) FROM \"Task\"") } == 2)
    }
}

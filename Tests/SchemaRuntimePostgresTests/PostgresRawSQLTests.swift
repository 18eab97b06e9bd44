import Foundation
import GoldenRelationships
import SchemaModel
import SchemaRuntime
import SchemaRuntimePostgres
import SchemaRuntimeSQLite
import Testing

/// SQL given by the app runs on PostgreSQL through the same API as on SQLite, in a context and in a custom
/// stage, and the SQLite-only `sqlite` (SchemaRuntimeSQLite) says so instead of stopping the process.
@Suite("Statements given as SQL run on PostgreSQL as on SQLite", PostgresTestDatabase.required)
struct PostgresRawSQLTests {
    /// The stage the Relationships kit implements, in the runtime's store-neutral SQL: a playlist must now
    /// hold a song, so one that holds none gets the first song.
    struct Stages: SchemaMigrationsCustomStages {
        func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<SchemaV1, SchemaV2>) throws {
            #expect {
                _ = try context.sqlite
            } throws: { error in
                (error as? SchemaStoreError)?.localizedDescription
                    == "CustomStageContext.sqlite is an SQLite connection, and this is a stage migrating a PostgreSQL store: use execute(sql:arguments:) and fetch(sql:arguments:columns:), which run on every store"
            }
            let songs = try context.fetch(
                sql: "SELECT min(\"_pk\") AS first FROM \"_old_Song\"", columns: ["first": .int64])
            guard let first = try songs.first?.decode("first", as: Int64?.self) else { return }
            try context.execute(
                sql: """
                    INSERT INTO "_join_Playlist_songs" ("source_pk", "target_pk")
                    SELECT "Playlist"."_pk", ? FROM "Playlist"
                    WHERE NOT EXISTS (SELECT 1 FROM "_join_Playlist_songs" WHERE "source_pk" = "Playlist"."_pk")
                    """, arguments: [SQLArgument(first, as: .int64)])
        }
    }

    @Test("a custom stage's SQL runs on PostgreSQL with typed parameters, and its rows arrive")
    func customStageSQL() throws {
        let scratch = try PostgresScratch()
        let first = try PostgresSchemaStore.open(at: scratch.location, schemas: [SchemaV1.self], stages: [])
        try first.write { context in
            try context.insert(SchemaV1.Song(title: "Intro", seconds: 60))
            try context.insert(SchemaV1.Playlist(title: "Empty"))
        }
        let store = try PostgresSchemaStore.open(
            at: scratch.location, schemas: SchemaMigrations.schemas, stages: SchemaMigrations.stages(Stages()))
        let playlists = try store.read { try $0.fetch(SchemaV2.Playlist.self) }
        #expect(playlists.map { $0.songs.map(\.title) } == [["Intro"]])
        let rows = try store.read { context in
            try context.fetch(
                sql: "SELECT \"title\", \"seconds\" FROM \"Song\" WHERE \"seconds\" >= ?", arguments: [.int(60)],
                columns: ["title": .string, "seconds": .uint32])
        }
        #expect(try rows.map { try $0.decode("title", as: String.self) } == ["Intro"])
        #expect(try rows.map { try $0.decode("seconds", as: UInt32.self) } == [60])
    }

    /// A stage that migrates every song in one batch larger than one statement's parameters allow.
    struct BatchedStages: SchemaMigrationsCustomStages {
        func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<SchemaV1, SchemaV2>) throws {
            try context.migrate(SchemaV1.Song.self, to: SchemaV2.Song.self, batchSize: 30_000) { old in
                SchemaV2.Song(title: old.title.uppercased(), seconds: old.seconds + 1)
            }
        }
    }

    /// A stage that copies the songs and adds new ones of its own through the typed API.
    struct AddingStages: SchemaMigrationsCustomStages {
        func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<SchemaV1, SchemaV2>) throws {
            try context.migrate(SchemaV1.Song.self, to: SchemaV2.Song.self) { old in
                SchemaV2.Song(title: old.title, seconds: old.seconds)
            }
            for index in 1...40 { try context.insert(SchemaV2.Song(title: "added \(index)", seconds: UInt32(index))) }
        }
    }

    @Test("a custom stage's new rows are sent together, past the copied rows' keys, as the app's inserts are")
    func stageInsertsAreSentTogether() throws {
        let scratch = try PostgresScratch()
        let first = try PostgresSchemaStore.open(at: scratch.location, schemas: [SchemaV1.self], stages: [])
        try first.write { context in
            for index in 1...5 { try context.insert(SchemaV1.Song(title: "song \(index)", seconds: 60)) }
        }
        let preview = try PostgresSchemaStore.preview(
            at: scratch.location, plan: SchemaMigrations.self, customStages: AddingStages())
        // One statement for the copied batch, one for the 40 added rows: not one per added row.
        let inserts = try #require(preview.steps.first?.statements).filter { $0.hasPrefix("INSERT INTO \"Song\"") }
        #expect(inserts.count == 2, "\(inserts)")
        let store = try PostgresSchemaStore.open(
            at: scratch.location, schemas: SchemaMigrations.schemas, stages: SchemaMigrations.stages(AddingStages()))
        let songs = try store.read { try $0.fetch(SchemaV2.Song.self, orderBy: [.ascending("_pk")]) }
        #expect(songs.map(\.title) == (1...5).map { "song \($0)" } + (1...40).map { "added \($0)" })
        #expect(Set(songs.compactMap(\.persistentModelID)).count == 45)
    }

    @Test("a batch of rows larger than one statement takes is written in several statements, every row kept")
    func batchesSplitAtTheParameterLimit() throws {
        let scratch = try PostgresScratch()
        let first = try PostgresSchemaStore.open(at: scratch.location, schemas: [SchemaV1.self], stages: [])
        try first.write { context in
            try context.execute(
                sql:
                    "INSERT INTO \"Song\" (\"title\", \"seconds\") SELECT 'song ' || x, x FROM generate_series(1, ?) AS x",
                arguments: [.int(25_000)])
        }
        let preview = try PostgresSchemaStore.preview(
            at: scratch.location, plan: SchemaMigrations.self, customStages: BatchedStages())
        // 10,000 rows a statement, each column's values one array: three statements for 25,000 rows.
        let inserts = try #require(preview.steps.first?.statements).filter { $0.hasPrefix("INSERT INTO \"Song\"") }
        #expect(inserts.count == 3)
        #expect(inserts.allSatisfy { $0.contains(" FROM unnest($1, $2, $3, $4) AS \"rows\"(c1, c2, c3, c4)") })
        let store = try PostgresSchemaStore.open(
            at: scratch.location, schemas: SchemaMigrations.schemas, stages: SchemaMigrations.stages(BatchedStages()))
        let totals = try store.read { context in
            try context.fetch(
                sql: "SELECT count(*), CAST(sum(\"seconds\") AS bigint), min(\"title\") FROM \"Song\"",
                columns: ["count": .int64, "sum": .int64, "first": .string])
        }
        #expect(try totals.first?.decode("count", as: Int64.self) == 25_000)
        #expect(try totals.first?.decode("sum", as: Int64.self) == (1...25_000).reduce(0) { $0 + Int64($1) + 1 })
        #expect(try totals.first?.decode("first", as: String.self) == "SONG 1")
    }

    @Test("a failing statement is an error naming it, in the server's words; database is SQLite-only, said as an error")
    func errors() throws {
        let scratch = try PostgresScratch()
        let store = try PostgresSchemaStore.open(
            at: scratch.location, schemas: SchemaMigrations.schemas, stages: SchemaMigrations.stages(Stages()))
        #expect {
            try store.write { try $0.execute(sql: "UPDATE \"Nope\" SET \"title\" = ?", arguments: ["x"]) }
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .statementFailed
                && error?.localizedDescription.hasPrefix("the statement 'UPDATE \"Nope\" SET \"title\" = ?' failed: ")
                    == true
                && error?.localizedDescription.contains("\"Nope\" does not exist") == true
        }
        #expect {
            try store.read { _ = try $0.sqlite }
        } throws: { error in
            let error = error as? SchemaStoreError
            return error?.code == .wrongEngine
                && error?.localizedDescription
                    == "StoreContext.sqlite is an SQLite connection, and this is a PostgreSQL store's context: use execute(sql:arguments:) and fetch(sql:arguments:columns:), which run on every store"
        }
    }
}

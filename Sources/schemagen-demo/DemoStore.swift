#if PostgreSQL
    import Foundation
    import GRDB
    import SchemaModel
    import SchemaRuntime
    import SchemaRuntimePostgres
    import SchemaRuntimeSQLite

    /// What the demo does with a store, on SQLite or PostgreSQL alike: the typed API, the history of stages,
    /// and the engine's own integrity check where it has one.
    protocol DemoStore {
        var version: SchemaVersion { get }
        func write<T>(_ body: (StoreContext) throws -> T) throws -> T
        func read<T>(_ body: (StoreContext) throws -> T) throws -> T
        func history() throws -> [AppliedStage]
        /// The engine's verdict on the whole store, or `nil` when it has no such check.
        func integrityCheck() throws -> String?
    }

    extension SchemaStore: DemoStore {
        func integrityCheck() throws -> String? {
            try read { context in try String.fetchOne(try context.sqlite, sql: "PRAGMA integrity_check") ?? "no answer"
            }
        }
    }

    /// PostgreSQL checks each page as it reads it; there is no whole-database check to run.
    extension PostgresSchemaStore: DemoStore {
        func integrityCheck() throws -> String? { nil }
    }
#endif

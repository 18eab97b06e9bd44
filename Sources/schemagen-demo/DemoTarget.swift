#if PostgreSQL
    import Foundation
    import GeneratedSchemas
    import Logging
    import SchemaModel
    import SchemaRuntime
    import SchemaRuntimePostgres
    import SchemaRuntimeSQLite

    /// Where the demo keeps its store: an SQLite file, or a schema of a PostgreSQL database.
    enum DemoTarget: CustomStringConvertible {
        case sqlite(path: String)
        case postgres(PostgresStoreLocation)

        /// The schema the demo uses in a PostgreSQL database unless told otherwise.
        static let defaultSchema = "fitlog_demo"

        /// A PostgreSQL URL (`postgres://` or `postgresql://`) names a database; anything else is a file path.
        init(_ argument: String, schema: String = DemoTarget.defaultSchema) throws {
            if argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://") {
                self = .postgres(PostgresStoreLocation(url: try PostgresConnectionURL(argument), schema: schema))
            } else {
                self = .sqlite(path: argument)
            }
        }

        var description: String {
            switch self {
            case .sqlite(let path): path
            case .postgres(let location): location.description
            }
        }

        /// Removes the demo's previous store: its file, or its schema and everything in it.
        func reset() throws {
            switch self {
            case .sqlite(let path):
                for suffix in ["", "-journal", "-wal", "-shm", ".schemagen-lock"] {
                    try? FileManager.default.removeItem(atPath: path + suffix)
                }
            case .postgres(let location):
                let session = try PostgresSession.connect(to: location.url)
                defer { try? session.close() }
                try session.execute("DROP SCHEMA IF EXISTS \(SQL.quoted(location.schema)) CASCADE")
            }
        }

        /// Creates the store at the example's first version, as its first release would.
        func createAtFirstVersion() throws -> any DemoStore {
            switch self {
            case .sqlite(let path):
                try SchemaStore.open(
                    at: URL(fileURLWithPath: path), schemas: [SchemaV1.self], stages: [],
                    history: SchemaMigrations.historyIdentifier)
            case .postgres(let location):
                try PostgresSchemaStore.open(
                    at: location, schemas: [SchemaV1.self], stages: [], history: SchemaMigrations.historyIdentifier)
            }
        }

        /// Opens the store with the latest app: every stage it lacks runs, once, whoever else opens it meanwhile.
        func openLatest(
            customStages: any SchemaMigrationsCustomStages, logger: Logger,
            progress: (@Sendable (MigrationProgress) -> Void)? = nil
        ) throws -> any DemoStore {
            switch self {
            case .sqlite(let path):
                var options = StoreOptions()
                options.logger = logger
                options.progress = progress
                return try SchemaStore.open(
                    at: URL(fileURLWithPath: path), schemas: SchemaMigrations.schemas,
                    stages: SchemaMigrations.stages(customStages), history: SchemaMigrations.historyIdentifier,
                    formerHistories: SchemaMigrations.formerHistoryIdentifiers, options: options)
            case .postgres(let location):
                // Instances started together wait for the one migrating; a large store may take it a while.
                return try PostgresSchemaStore.open(
                    at: location, schemas: SchemaMigrations.schemas, stages: SchemaMigrations.stages(customStages),
                    history: SchemaMigrations.historyIdentifier,
                    formerHistories: SchemaMigrations.formerHistoryIdentifiers,
                    options: PostgresStoreOptions(busyTimeout: 600, logger: logger, progress: progress))
            }
        }
    }
#endif

#if PostgreSQL
    import ArgumentParser
    import Foundation
    import SchemaGenCore
    import SchemaKit
    import SchemaModel
    import SchemaRuntime
    import SchemaRuntimePostgres
    import SchemaRuntimeSQLite

    /// `schemagen-store`: what a store holds, against the history in its version files, without changing it.
    @main
    struct StoreCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "schemagen-store",
            abstract: "Read a store (SQLite or PostgreSQL) against a history's version files, without changing it.",
            subcommands: [StatusCommand.self])
    }

    /// `schemagen-store status`: the version a store is at, the stages it applied, the stages opening it would
    /// run, and whether its tables match its version's layout (Rails' `db:migrate:status`, Alembic's `current`).
    struct StatusCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Show a store's version, history and pending stages, and check its tables against its layout.",
            discussion: """
                The store is never written: an SQLite file is read from a private copy, a PostgreSQL schema \
                without taking the migration lock. A store the app would refuse (another app's, a newer one, one \
                whose tables differ from its version's layout) is an error saying why; the command then exits 1.
                """)

        @Option(help: "The store: an SQLite file's path, or a PostgreSQL URL (postgres://user@host/database).")
        var store: String

        @Option(help: "With a PostgreSQL URL: the schema that holds the store's tables.")
        var schema = "public"

        @Option(
            help:
                "The folder of schema version files; its schemagen.lock (found as every schemagen command finds it) says which versions were retired."
        )
        var schemas = ConfigurationKey.schemas.defaultValue

        @Option(
            name: .customLong("plan-name"),
            help: "The generated plan's name, which the store's history identifier starts with.")
        var planName = GenerationOptions().planName

        func validate() throws {
            // Another engine's URL would read as a file that does not exist yet, "no store yet": wrong, not an error.
            if store.contains("://"), !isPostgres {
                throw ValidationError(
                    "'\(store)' is a URL of no engine schemagen stores in: give a file's path or a postgres:// URL")
            }
        }

        private var isPostgres: Bool { store.hasPrefix("postgres://") || store.hasPrefix("postgresql://") }

        func run() throws {
            // The history's lock says which versions were retired: their stores are refused by name, and the
            // oldest one's fingerprint is the history's identity.
            let lockURL = LockDiscovery.lock(forSchemas: URL(fileURLWithPath: schemas), configurationFolder: nil)
            let lock = FileManager.default.contents(atPath: lockURL.path).map {
                SchemaSourceFile(name: lockURL.path, bytes: Array($0))
            }
            let result = SchemaPipeline(lock: lock, options: GenerationOptions(planName: planName)).run(
                directory: URL(fileURLWithPath: schemas), displayPath: schemas)
            let errors = result.diagnostics.filter { $0.severity == .error }
            FileHandle.standardError.write(Data(errors.map { $0.formatted + "\n" }.joined().utf8))
            guard let analysis = result.analysis, errors.isEmpty else { throw ExitCode.failure }
            let versions = analysis.history.versions.map(\.schema)
            let kinds: [MigrationStage.Kind] = analysis.steps.dropFirst().map {
                $0.stage == .custom ? .custom : .lightweight
            }
            let retired = analysis.history.retired.map { RetiredVersion($0.version, fingerprint: $0.fingerprint) }
            let history = HistoryIdentifier.ofPlan(named: planName, firstVersion: versions.first, retired: retired)
            do {
                // A PostgreSQL URL names a database, as the runtime's own tools take it; anything else is a file.
                let status =
                    isPostgres
                    ? try PostgresSchemaStore.status(
                        at: PostgresStoreLocation(url: try PostgresConnectionURL(store), schema: schema),
                        versions: versions,
                        stageKinds: kinds, history: history, retiredVersions: retired.map(\.version))
                    : try SchemaStore.status(
                        at: URL(fileURLWithPath: store), versions: versions, stageKinds: kinds, history: history,
                        retiredVersions: retired.map(\.version))
                print(status.summary.joined(separator: "\n"))
            } catch {
                FileHandle.standardError.write(Data("error: \(error.localizedDescription)\n".utf8))
                throw ExitCode.failure
            }
        }
    }
#endif

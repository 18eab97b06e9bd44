#if PostgreSQL
    import Foundation
    import SchemaModel
    import SchemaRuntime

    extension PostgresSchemaStore {
        /// What ``open(at:plan:customStages:options:)`` would do to the store at `location`, without changing it:
        /// the plan's stages run, custom ones included, inside one transaction that is rolled back at the end, so
        /// each stage's statements and the rows it touches are the real ones (PostgreSQL's DDL is transactional).
        /// A store the plan would refuse is refused with the same error.
        ///
        /// The preview holds the store's advisory lock and, until the rollback, the locks the stages take: other
        /// instances wait for it as for a migration, so preview a busy store off-peak or on a copy. Key sequences
        /// advanced by new rows are not rolled back (PostgreSQL never rolls them back); nothing else remains.
        public static func preview<Plan: SchemaMigrationPlan>(
            at location: PostgresStoreLocation, plan: Plan.Type, customStages: Plan.CustomStages,
            options: PostgresStoreOptions = PostgresStoreOptions()
        ) throws -> MigrationPreview {
            let settings = try options.serverSettings()
            let session = try connect(to: location)
            defer { try? session.close() }
            let log = PreviewLog()
            var options = options
            options.progress = { log.start(stage: $0.stage) }
            let migrator = PostgresMigrator(
                session: session, location: location,
                facts: VersionFacts(Plan.schemas, retired: Plan.retiredVersions.map(\.version)),
                stages: Plan.stages(customStages), history: Plan.historyIdentifier,
                formerHistories: Plan.formerHistoryIdentifiers, options: options, insideTransaction: true)
            return try migrating(in: session, at: location, history: Plan.historyIdentifier, settings: settings) {
                let existed: Bool
                if case .empty = try migrator.observe() { existed = false } else { existed = true }
                try session.execute("BEGIN")
                do {
                    session.trace { log.record($0) }
                    try migrator.bringUpToDate()
                    session.trace(nil)
                    let preview = MigrationPreview(history: try history(in: session), existed: existed, log: log)
                    try session.execute("ROLLBACK")
                    return preview
                } catch {
                    session.trace(nil)
                    session.abandonSent()
                    _ = try? session.execute("ROLLBACK")
                    throw error
                }
            }
        }

        /// ``preview(at:plan:customStages:options:)`` for a plan whose every stage is lightweight.
        public static func preview<Plan: LightweightMigrationPlan>(
            at location: PostgresStoreLocation, plan: Plan.Type, options: PostgresStoreOptions = PostgresStoreOptions()
        ) throws -> MigrationPreview {
            try preview(at: location, plan: plan, customStages: Plan.noCustomStages, options: options)
        }
    }
#endif

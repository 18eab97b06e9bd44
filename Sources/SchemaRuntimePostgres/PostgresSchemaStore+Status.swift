#if PostgreSQL
    import Foundation
    import SchemaModel
    import SchemaRuntime

    extension PostgresSchemaStore {
        /// Where the store at `location` stands against `plan`, read without changing it (no lock taken, nothing
        /// written): its version, every stage it applied, the stages opening it would run, and that its tables
        /// match its version's layout. A store the plan would refuse throws the refusal opening it would.
        public static func status<Plan: SchemaMigrationPlan>(
            at location: PostgresStoreLocation, plan: Plan.Type, customStages: Plan.CustomStages,
            options: PostgresStoreOptions = PostgresStoreOptions()
        ) throws -> StoreStatus {
            try status(
                at: location, versions: Plan.schemas.map { $0.schemaDescription },
                stageKinds: Plan.stages(customStages).map(\.kind), history: Plan.historyIdentifier,
                formerHistories: Plan.formerHistoryIdentifiers, retiredVersions: Plan.retiredVersions.map(\.version),
                options: options)
        }

        /// ``status(at:plan:customStages:options:)`` for a history described as data (its version files read by a
        /// tool): `versions` oldest first, `stageKinds[i]` the kind of the stage into `versions[i + 1]`, `history`
        /// the identifier its stores record (`nil` accepts any), `retiredVersions` those retired before `versions`'
        /// first.
        public static func status(
            at location: PostgresStoreLocation, versions: [Schema], stageKinds: [MigrationStage.Kind], history: String?,
            formerHistories: [String] = [], retiredVersions: [SchemaVersion] = [],
            options: PostgresStoreOptions = PostgresStoreOptions()
        ) throws -> StoreStatus {
            let identifiers = versions.map(\.version)
            guard !identifiers.isEmpty else {
                throw SchemaStoreError.unknownSchema(
                    path: location.description, storeVersion: nil, reason: "the migration plan has no versions")
            }
            let session = try connect(to: location)
            defer { try? session.close() }
            let migrator = PostgresMigrator(
                session: session, location: location,
                facts: VersionFacts(describing: versions, retired: retiredVersions),
                stages: [],
                history: history, formerHistories: formerHistories, options: options)
            switch try migrator.observe() {
            case .empty:
                return StoreStatus(versions: identifiers, at: nil, stageKinds: stageKinds, history: [])
            case .foreign(let tables):
                throw migrator.foreignStore(tables)
            case .recorded(let recorded):
                switch try migrator.check(recorded) {
                case .at(let index):
                    return StoreStatus(
                        versions: identifiers, at: index, stageKinds: stageKinds, history: try Self.history(in: session)
                    )
                case .newerCompatible(let storeVersion, _):
                    return StoreStatus(
                        versions: identifiers, newerCompatible: storeVersion, history: try Self.history(in: session))
                }
            }
        }
    }
#endif

#if PostgreSQL
    import Foundation
    import PostgresNIO
    import SchemaModel
    import SchemaRuntime

    /// A store of a versioned schema in a PostgreSQL database that many instances of an app share: created at
    /// the plan's latest version, or migrated to it stage by stage, by exactly one of them; the others wait and
    /// find it up to date.
    ///
    /// ```swift
    /// let location = PostgresStoreLocation(url: try PostgresConnectionURL("postgresql://app@db.internal/fitlog"))
    /// let store = try PostgresSchemaStore.open(at: location, plan: SchemaMigrations.self, customStages: AppStages())
    /// ```
    ///
    /// Opening takes a PostgreSQL advisory lock keyed by the schema history and the schema, so instances that
    /// start together wait for the first (up to ``PostgresStoreOptions/busyTimeout``, then a ``SchemaStoreError``
    /// with code ``SchemaStoreError/Code/storeBusy``), then read what it wrote. The lock belongs to the connection:
    /// the server releases a killed instance's. Creation is one transaction, and so is each stage, custom stages
    /// included (PostgreSQL's DDL is transactional): a failure or a killed instance leaves the
    /// database at the last version whose stage committed, with nothing to restore.
    ///
    /// No wait is unbounded: each statement of the creation and the stages waits at most
    /// ``PostgresStoreOptions/lockTimeout`` for a lock another session holds (a reader idle in a transaction), so
    /// the app's queries never queue behind the migration for long. The stage then rolls back and is tried again
    /// up to ``PostgresStoreOptions/busyTimeout``; then opening fails with code
    /// ``SchemaStoreError/Code/storeBusy``, naming the table and the session that holds it.
    ///
    /// It opens on a thread that may block: a call waits for the server, so it must not run on one of NIO's event
    /// loops.
    ///
    /// Once open, ``write(_:)`` and ``read(_:)`` give the same typed ``StoreContext`` as `SchemaStore`'s, each
    /// call one transaction. A server's request handlers share one store: its transactions run side by side on up
    /// to ``PostgresStoreOptions/maxConnections`` connections, opened as they are needed.
    // Sendable: the connections are the only state that changes, and the pool hands each to one call at a time.
    public final class PostgresSchemaStore: @unchecked Sendable {
        /// Where the store is.
        public let location: PostgresStoreLocation
        /// The version the store is at: the plan's latest once open.
        public let version: SchemaVersion
        /// The latest version's models, as its contexts read and write them.
        let schema: Schema
        /// The tables as this store reads and writes them (less deprecated columns a newer release dropped).
        let serving: ServingLayout
        let modelTypes: [String: any PersistentModel.Type]
        /// The connections, each replaced when the server ended it; one transaction uses each at a time.
        let pool: PostgresSessionPool
        /// How many typed inserts wait to be sent together (``PostgresStoreOptions/insertBatchRows``).
        let insertBatchRows: Int

        private init(
            location: PostgresStoreLocation, latest: any VersionedSchema.Type, serving: ServingLayout,
            session: PostgresSession, options: PostgresStoreOptions
        ) {
            insertBatchRows = max(1, options.insertBatchRows)
            self.location = location
            version = latest.versionIdentifier
            schema = latest.schemaDescription
            self.serving = serving
            modelTypes = Dictionary(latest.models.map { ($0.entityName, $0) }, uniquingKeysWith: { first, _ in first })
            pool = PostgresSessionPool(location: location, limit: options.maxConnections, first: session)
        }

        /// Opens the store at `location`: creates it at the plan's latest version if its schema holds no tables,
        /// or migrates the store there from the version it records, each stage in its own transaction.
        ///
        /// Anything that is not a store of this plan's history, at a version the plan knows, with the tables that
        /// version lays out, is refused with a typed error and left untouched.
        public static func open<Plan: SchemaMigrationPlan>(
            at location: PostgresStoreLocation, plan: Plan.Type, customStages: Plan.CustomStages,
            options: PostgresStoreOptions = PostgresStoreOptions()
        ) throws -> PostgresSchemaStore {
            try open(
                at: location, schemas: Plan.schemas, stages: Plan.stages(customStages), history: Plan.historyIdentifier,
                formerHistories: Plan.formerHistoryIdentifiers, retiredVersions: Plan.retiredVersions.map(\.version),
                options: options)
        }

        /// Opens the store at `location` with a plan whose every stage is lightweight, which needs no custom
        /// stages; otherwise as ``open(at:plan:customStages:options:)``.
        public static func open<Plan: LightweightMigrationPlan>(
            at location: PostgresStoreLocation, plan: Plan.Type, options: PostgresStoreOptions = PostgresStoreOptions()
        ) throws -> PostgresSchemaStore {
            try open(at: location, plan: plan, customStages: Plan.noCustomStages, options: options)
        }

        /// Opens the store at `location` with an explicit list of versions (oldest first) and the stages between
        /// them; the last version is the one the store ends at. `history` names the schema history the store must
        /// belong to (`nil` accepts any); a store that records one of `formerHistories` is accepted and re-stamped
        /// with `history`. A store at one of `retiredVersions` is refused naming the oldest of `schemas`. For a
        /// plan, use ``open(at:plan:customStages:options:)``.
        public static func open(
            at location: PostgresStoreLocation, schemas: [any VersionedSchema.Type], stages: [MigrationStage],
            history: String? = nil, formerHistories: [String] = [], retiredVersions: [SchemaVersion] = [],
            options: PostgresStoreOptions = PostgresStoreOptions()
        ) throws -> PostgresSchemaStore {
            guard let latest = schemas.last else {
                throw SchemaStoreError.unknownSchema(
                    path: location.description, storeVersion: nil, reason: "the migration plan has no versions")
            }
            // A setting out of range is refused before anything connects.
            let settings = try options.serverSettings()
            let session = try connect(to: location)
            do {
                let facts = VersionFacts(schemas, retired: retiredVersions)
                let layout = try migrating(in: session, at: location, history: history, settings: settings) {
                    try PostgresMigrator(
                        session: session, location: location, facts: facts, stages: stages, history: history,
                        formerHistories: formerHistories, options: options
                    ).bringUpToDate()
                }
                return PostgresSchemaStore(
                    location: location, latest: latest,
                    serving: ServingLayout(full: facts.layout(at: schemas.count - 1), opened: layout), session: session,
                    options: options)
            } catch {
                try? session.close()
                throw error
            }
        }

        /// Runs `migration` on `session` holding the store's advisory lock, with the lock and statement timeouts
        /// of `settings`, which are reset afterwards: the app's own statements run under the server's settings.
        static func migrating<T>(
            in session: PostgresSession, at location: PostgresStoreLocation, history: String?,
            settings: PostgresStoreOptions.ServerSettings, _ migration: () throws -> T
        ) throws -> T {
            let lock = location.advisoryLockKey(history: history)
            try acquire(lock, in: session, location: location, milliseconds: settings.busyTimeout)
            defer { _ = try? session.query("SELECT pg_advisory_unlock($1)", [.int64(lock)]) }
            // Every statement of the migration waits a bounded time for its locks and runs a bounded time.
            try session.execute("SET lock_timeout = \(settings.lockTimeout)")
            if let statementTimeout = settings.statementTimeout {
                try session.execute("SET statement_timeout = \(statementTimeout)")
            }
            let result = try migration()
            try session.execute("RESET lock_timeout")
            try session.execute("RESET statement_timeout")
            return result
        }

        /// Every stage applied to this store, oldest first, starting with its creation.
        public func history() throws -> [AppliedStage] {
            try withSession { session in try Self.history(in: session) }
        }

        /// The history table's rows, read through `session`.
        static func history(in session: PostgresSession) throws -> [AppliedStage] {
            let rows = try session.query(
                """
                SELECT "from_version", "to_version", "kind", "applied_at", "duration_seconds", "rows_touched"
                FROM \(SQL.quoted(StoreMetadata.historyTable)) ORDER BY "_pk"
                """)
            return try rows.map { row in
                let cells = Array(row)
                func text(_ index: Int) throws -> String? { try PostgresValueCoding.text(cells[index]) }
                func number(_ index: Int, _ content: ColumnContent) throws -> Double {
                    switch try PostgresValueCoding.storedValue(of: cells[index], for: content) {
                    case .real(let value): value
                    case .integer(let value): Double(value)
                    default: 0
                    }
                }
                return AppliedStage(
                    from: try text(0).flatMap(SchemaVersion.init(parsing:)),
                    to: try text(1).flatMap(SchemaVersion.init(parsing:)) ?? SchemaVersion(0, 0, 0),
                    kind: try text(2) ?? "", appliedAt: Date(timeIntervalSince1970: try number(3, .primitive(.date))),
                    duration: try number(4, .primitive(.double)), rowsTouched: Int(try number(5, .primitive(.int64))))
            }
        }

        /// A session on `location`'s database with the store's schema first on its search path.
        static func connect(to location: PostgresStoreLocation) throws -> PostgresSession {
            let session: PostgresSession
            do {
                session = try PostgresSession.connect(to: location.url)
            } catch {
                throw SchemaStoreError(
                    code: .cannotOpen,
                    message:
                        "\(location) can't be reached (\(error)); check that the server is running and that the URL names it, the database and a role it accepts",
                    path: location.description, underlying: error)
            }
            try session.execute("SET search_path TO \(SQL.quoted(location.schema))")
            return session
        }

        /// Takes the store's advisory lock, waiting at most `milliseconds` for the instance that holds it.
        private static func acquire(
            _ lock: Int64, in session: PostgresSession, location: PostgresStoreLocation, milliseconds: Int
        ) throws {
            // lock_timeout bounds the wait for an advisory lock like any other; the migration then sets its own.
            try session.execute("SET lock_timeout = \(milliseconds)")
            do {
                try session.query("SELECT pg_advisory_lock($1)", [.int64(lock)])
            } catch let error as PostgresServerError where error.sqlState == "55P03" {
                throw SchemaStoreError.storeBusy(path: location.description)
            }
        }
    }
#endif

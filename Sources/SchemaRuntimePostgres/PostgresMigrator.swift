#if PostgreSQL
    import Foundation
    import PostgresNIO
    import SchemaModel
    import SchemaRuntime

    /// What opening a PostgreSQL store does while it holds the store's advisory lock: look at the schema, then
    /// create the store, or check the one there and run each stage from its version to the latest, one
    /// transaction per stage.
    ///
    /// Every statement runs under the options' lock timeout; a part that times out waiting for a lock (the checks,
    /// the creation, a stage) is rolled back and tried again up to the busy timeout (``PostgresLockRetry``), then
    /// fails with ``SchemaStoreError/Code/storeBusy``.
    struct PostgresMigrator {
        let session: PostgresSession
        let location: PostgresStoreLocation
        let facts: VersionFacts
        let stages: [MigrationStage]
        let history: String?
        let formerHistories: [String]
        let options: PostgresStoreOptions
        /// Whether the migrator runs inside a transaction its caller opened (a preview, rolled back at the end):
        /// each part is then a savepoint of it rather than a transaction of its own.
        let insideTransaction: Bool
        private let dialect = PostgreSQLDialect()
        private let retry: PostgresLockRetry

        init(
            session: PostgresSession, location: PostgresStoreLocation, facts: VersionFacts, stages: [MigrationStage],
            history: String?, formerHistories: [String], options: PostgresStoreOptions, insideTransaction: Bool = false
        ) {
            self.insideTransaction = insideTransaction
            self.session = session
            self.location = location
            self.facts = facts
            self.stages = stages
            self.history = history
            self.formerHistories = formerHistories
            self.options = options
            retry = PostgresLockRetry(session: session, url: location.url, options: options)
        }

        private var path: String { location.description }
        private var latestIndex: Int { facts.schemas.count - 1 }

        /// Creates the store, or brings the one there to the latest version; refuses anything else untouched.
        /// Returns the layout the open store serves: the latest version's, less the deprecated columns a newer
        /// release dropped.
        @discardableResult
        func bringUpToDate() throws -> StoreLayout {
            let latestLayout = facts.layout(at: latestIndex)
            switch try retryingLocks("opening it", aftermath: "nothing was changed", observe) {
            case .empty:
                try create()
            case .foreign(let tables):
                throw foreignStore(tables)
            case .recorded(let recorded):
                let index: Int
                switch try retryingLocks("opening it", aftermath: "nothing was changed", { try check(recorded) }) {
                case .newerCompatible(let version, let missing):
                    // A newer release's store this version can still use: served as it is, never migrated nor stamped.
                    options.logger.info(
                        "serving a store a newer release migrated, with expanding steps only",
                        metadata: ["store": "\(path)", "version": "\(version)"])
                    return latestLayout.serving(without: missing)
                case .at(let found):
                    index = found
                }
                if let history, let recordedHistory = recorded.history, recordedHistory != history {
                    try retryingLocks("re-stamping its history", aftermath: "nothing was changed") {
                        try writeMetadata(["history": history])
                    }
                    options.logger.info("re-stamped the store's schema history", metadata: ["history": "\(history)"])
                }
                if index < latestIndex { try migrate(from: index) }
            }
            return latestLayout
        }

        // MARK: Looking at the schema

        /// What the schema holds.
        enum Observed {
            /// No tables: a new store.
            case empty
            /// Tables, but no schemagen metadata: someone else's.
            case foreign(tables: [String])
            /// A schemagen store, as its metadata records it.
            case recorded(Recorded)
        }

        /// The refusal of a schema that holds `tables` but no schemagen metadata.
        func foreignStore(_ tables: [String]) -> SchemaStoreError {
            SchemaStoreError.foreignStore(
                path: path,
                detail:
                    "the schema holds tables schemagen did not create (\(tables.joined(separator: ", "))) and no \(StoreMetadata.metadataTable)"
            )
        }

        /// What a store's metadata records.
        typealias Recorded = StoreMetadata.Recorded

        func observe() throws -> Observed {
            let rows = try session.query(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name",
                [.text(location.schema)])
            let tables = try rows.compactMap { row in try row.first.flatMap(PostgresValueCoding.text) }
            guard !tables.isEmpty else { return .empty }
            guard tables.contains(StoreMetadata.metadataTable) else { return .foreign(tables: tables) }
            return .recorded(try readMetadata())
        }

        private func readMetadata() throws -> Recorded {
            var values: [String: String] = [:]
            for row in try session.query("SELECT \"key\", \"value\" FROM \(SQL.quoted(StoreMetadata.metadataTable))") {
                let cells = Array(row)
                if cells.count == 2, let key = try PostgresValueCoding.text(cells[0]),
                    let value = try PostgresValueCoding.text(cells[1])
                {
                    values[key] = value
                }
            }
            return Recorded(values: values)
        }

        /// What ``check(_:)`` found the store to be.
        enum Checked: Equatable {
            /// At the plan's version of this index.
            case at(Int)
            /// At a newer version this plan's latest can still use
            /// (``VersionFacts/servesNewerStore(at:oldestCompatible:)``), whose tables lack the deprecated columns
            /// `missing` names (by table).
            case newerCompatible(SchemaVersion, missing: [String: Set<String>])
        }

        /// Checks a recorded store against the plan: its history, its version (one the plan has, or a newer one
        /// its latest can still use; any other newer one is an update of the app away), that version's fingerprint
        /// and its tables.
        func check(_ recorded: Recorded) throws -> Checked {
            if let history, let recordedHistory = recorded.history, recordedHistory != history,
                !formerHistories.contains(recordedHistory)
            {
                throw SchemaStoreError.foreignStore(
                    path: path, detail: "it belongs to the schema history '\(recordedHistory)', not '\(history)'")
            }
            guard let version = recorded.version else {
                throw SchemaStoreError.unknownSchema(
                    path: path, storeVersion: nil, reason: StoreMetadata.unreadableVersionReason(recorded.versionText))
            }
            let live = PostgresLiveLayout(session: session, schema: location.schema)
            if facts.servesNewerStore(at: version, oldestCompatible: recorded.oldestCompatible) {
                // Its own tables must be there as it has them, less deprecated columns the newer release dropped;
                // what the newer release added is not its concern.
                let latest = facts.schemas.count - 1
                let missing = try live.missingDeprecatedColumns(of: facts.layout(at: latest))
                if let difference = try live.difference(
                    from: facts.layout(at: latest).serving(without: missing), allowingAdditions: true)
                {
                    throw SchemaStoreError.layoutMismatch(
                        path: path, version: version, difference: difference, servedAs: facts.schemas[latest].version)
                }
                return .newerCompatible(version, missing: missing)
            }
            let index = try facts.index(
                ofStoreVersion: version, oldestCompatible: recorded.oldestCompatible, path: path)
            guard recorded.fingerprint == facts.fingerprint(at: index) else {
                throw SchemaStoreError.unknownSchema(
                    path: path, storeVersion: version,
                    reason:
                        "its fingerprint differs from version \(version)'s: that version was changed after it shipped")
            }
            if let difference = try live.difference(from: facts.layout(at: index)) {
                throw SchemaStoreError.layoutMismatch(path: path, version: version, difference: difference)
            }
            return .at(index)
        }

        // MARK: Creating

        /// Creates the store at the latest version in one transaction: every table, the metadata, and the first
        /// entry of its history. A failure, or an instance killed on the way, leaves the schema as it was.
        func create() throws {
            let start = Date()
            try retryingLocks("creating it", aftermath: "nothing was created") {
                try inTransaction { try createTables(since: start) }
            }
            options.logger.info(
                "created store at version \(facts.schemas[latestIndex].version)", metadata: ["store": "\(path)"])
        }

        private func createTables(since start: Date) throws {
            try session.execute("CREATE SCHEMA IF NOT EXISTS \(SQL.quoted(location.schema))")
            for statement in dialect.createStatements(for: facts.layout(at: latestIndex).tables) {
                try session.execute(statement)
            }
            try session.execute(
                "CREATE TABLE \(SQL.quoted(StoreMetadata.metadataTable)) (\"key\" text PRIMARY KEY, \"value\" text NOT NULL)"
            )
            try session.execute(
                """
                CREATE TABLE \(SQL.quoted(StoreMetadata.historyTable)) (
                    \(dialect.primaryKeyDefinition), "from_version" text, "to_version" text NOT NULL,
                    "kind" text NOT NULL, "applied_at" timestamptz NOT NULL, "duration_seconds" double precision NOT NULL,
                    "rows_touched" bigint NOT NULL)
                """)
            var metadata = [
                "version": facts.schemas[latestIndex].version.description,
                "fingerprint": facts.fingerprint(at: latestIndex),
                Recorded.oldestCompatibleKey: facts.oldestCompatibleVersion(at: latestIndex).description,
            ]
            if let history { metadata["history"] = history }
            try writeMetadata(metadata)
            try recordStage(from: nil, to: facts.schemas[latestIndex].version, kind: "created", since: start, rows: 0)
        }

        // MARK: Migrating

        /// Runs every stage from version `startIndex` to the latest, each in a transaction of its own.
        private func migrate(from startIndex: Int) throws {
            let count = latestIndex - startIndex
            options.logger.info(
                "migrating store from \(facts.schemas[startIndex].version) to \(facts.schemas[latestIndex].version) in \(count) stages",
                metadata: ["store": "\(path)"])
            var reached = facts.schemas[startIndex].version
            for (position, index) in (startIndex..<latestIndex).enumerated() {
                let (from, to) = (facts.schemas[index].version, facts.schemas[index + 1].version)
                let outcome = MigrationOutcome.leftAt(version: reached, reason: .rolledBack)
                let start = Date()
                let rows: Int
                do {
                    rows = try retryingLocks(
                        "the stage \(from) -> \(to)", aftermath: outcome.description, stage: (from, to),
                        outcome: outcome
                    ) {
                        do {
                            return try inTransaction { try runStage(at: index, position: position + 1, of: count) }
                        } catch {
                            throw StageFailure(error, from: from, to: to, engineFault: engineFault)
                        }
                    }
                } catch let failure as StageFailure {
                    throw failure.error(path: path, outcome: outcome)
                }
                reached = to
                options.logger.info(
                    "applied \(stages[index].kind.rawValue) stage \(from) -> \(to)",
                    metadata: ["rows": "\(rows)", "seconds": "\(Date().timeIntervalSince(start))"])
            }
        }

        /// Runs the stage from version `index` to the next, the `position`th of `count`, in the transaction open
        /// on the session, and records it; returns the rows it touched.
        private func runStage(at index: Int, position: Int, of count: Int) throws -> Int {
            let start = Date()
            let (from, to) = (facts.schemas[index], facts.schemas[index + 1])
            guard index < stages.count else { throw MissingStage(from: from.version, to: to.version) }
            let stage = stages[index]
            var progress = MigrationProgress(
                stage: position, stageCount: count, from: from.version, to: to.version, kind: stage.kind, rowsDone: 0,
                rowsTotal: 0)
            options.progress?(progress)
            let step = StepRun(
                stage: stage, from: from, to: to, oldLayout: facts.layout(at: index),
                newLayout: facts.layout(at: index + 1)
            )
            // A custom stage's new rows (`context.insert`) are sent together, as the app's are.
            let database = PostgresStoreDatabase(
                session: session, schema: location.schema, advancesKeyGenerators: true,
                insertBatchRows: options.insertBatchRows)
            let rows = try step.run(
                in: database,
                progress: { done, total in
                    progress.rowsDone = done
                    progress.rowsTotal = total
                    options.progress?(progress)
                })
            try database.sendPendingInserts()
            try writeMetadata([
                "version": to.version.description, "fingerprint": facts.fingerprint(at: index + 1),
                Recorded.oldestCompatibleKey: facts.oldestCompatibleVersion(at: index + 1).description,
            ])
            try recordStage(from: from.version, to: to.version, kind: stage.kind.rawValue, since: start, rows: rows)
            return rows
        }

        /// The faults that are the store's rather than the stage's: the connection lost or closed by the server.
        /// A statement the server refused or cancelled (a statement timeout) stays the stage's failure, in the
        /// server's words.
        private func engineFault(_ error: any Error) -> SchemaStoreError? {
            guard let error = error as? PostgresServerError, error.connectionIsLost else { return nil }
            return .ioError(path: path, underlying: error)
        }

        /// Runs `body` in a transaction: committed when it returns, rolled back when it throws (and by the server
        /// when the connection is lost). Inside a caller's transaction, a savepoint of it plays that part.
        private func inTransaction<T>(_ body: () throws -> T) throws -> T {
            let savepoint = "SAVEPOINT schemagen_part"
            do {
                try session.execute(insideTransaction ? savepoint : "BEGIN")
                let result = try body()
                try session.execute(insideTransaction ? "RELEASE \(savepoint)" : "COMMIT")
                return result
            } catch {
                session.abandonSent()
                _ = try? session.execute(insideTransaction ? "ROLLBACK TO \(savepoint)" : "ROLLBACK")
                throw error
            }
        }

        /// Runs `attempt` again while it times out waiting for a lock (``PostgresLockRetry``); once the busy
        /// timeout has passed, fails with ``SchemaStoreError/Code/storeBusy``, saying `work` ("creating it") waited
        /// and `aftermath`, where that left the store.
        private func retryingLocks<T>(
            _ work: String, aftermath: String, stage: (from: SchemaVersion, to: SchemaVersion)? = nil,
            outcome: MigrationOutcome? = nil, _ attempt: () throws -> T
        ) throws -> T {
            do {
                return try retry.run(work, attempt)
            } catch let exhausted as PostgresLockRetry.Exhausted {
                throw exhausted.storeError(
                    path: path, work: work, options: options, aftermath: aftermath, stage: stage, outcome: outcome)
            }
        }

        // MARK: Metadata

        private func writeMetadata(_ values: [String: String]) throws {
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                try session.execute(
                    """
                    INSERT INTO \(SQL.quoted(StoreMetadata.metadataTable)) ("key", "value") VALUES ($1, $2)
                    ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value"
                    """,
                    [.text(key), .text(value)])
            }
        }

        private func recordStage(from: SchemaVersion?, to: SchemaVersion, kind: String, since start: Date, rows: Int)
            throws
        {
            try session.execute(
                """
                INSERT INTO \(SQL.quoted(StoreMetadata.historyTable))
                ("from_version", "to_version", "kind", "applied_at", "duration_seconds", "rows_touched")
                VALUES ($1, $2, $3, now(), $4, $5)
                """,
                [
                    try PostgresValueCoding.parameter(
                        from.map { .text($0.description) } ?? .null, for: .primitive(.string)),
                    .text(to.description), .text(kind),
                    try PostgresValueCoding.parameter(.real(Date().timeIntervalSince(start)), for: .primitive(.double)),
                    .int64(Int64(rows)),
                ])
        }
    }
#endif

#if PostgreSQL
    import Foundation
    import PostgresNIO
    import SchemaModel
    import SchemaRuntime

    extension PostgresSchemaStore {
        /// Runs `body` in one transaction with typed access to the latest version's models, and commits it;
        /// if `body` throws, the transaction is rolled back and the error rethrown.
        ///
        /// A connection the server has ended (a restart, a failover) is replaced before the transaction starts;
        /// one lost during it fails the call with a ``SchemaStoreError`` with code
        /// ``SchemaStoreError/Code/ioError``, the server having rolled the transaction back.
        ///
        /// In a rolling deploy, a transaction that fails because a newer release dropped a column this version
        /// marks `deprecated` is rolled back and runs once more without it: `body` may run twice
        /// (docs/PostgreSQL.md, "Rolling deploys").
        public func write<T>(_ body: (StoreContext) throws -> T) throws -> T {
            try transaction(begin: "BEGIN", batchingInserts: true, body)
        }

        /// Runs `body` with read-only access to one snapshot of the store: the last committed state when it
        /// starts, whatever other instances commit meanwhile.
        public func read<T>(_ body: (StoreContext) throws -> T) throws -> T {
            try transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", batchingInserts: false, body)
        }

        /// Runs `body` in a transaction opened with `begin`, its typed inserts sent together when
        /// `batchingInserts` (a read-only one refuses the first at once); once more if it failed on a deprecated
        /// column a newer release dropped meanwhile (``ServingLayout``).
        private func transaction<T>(begin: String, batchingInserts: Bool, _ body: (StoreContext) throws -> T) throws
            -> T
        {
            try serving.run(
                { layout in
                    try withSession { session in
                        try session.execute(begin)
                        do {
                            let database = PostgresStoreDatabase(
                                session: session, schema: location.schema,
                                insertBatchRows: batchingInserts ? insertBatchRows : nil)
                            let result = try body(
                                StoreContext(
                                    connection: database, schema: schema, layout: layout, modelTypes: modelTypes))
                            try database.sendPendingInserts()
                            try session.execute("COMMIT")
                            return result
                        } catch {
                            session.abandonSent()
                            _ = try? session.execute("ROLLBACK")
                            throw error
                        }
                    }
                },
                isMissingColumn: Self.isUndefinedColumn,
                missing: { full in
                    try withSession { session in
                        try PostgresLiveLayout(session: session, schema: location.schema).missingDeprecatedColumns(
                            of: full)
                    }
                })
        }

        /// Whether `error` is PostgreSQL's `undefined_column` (SQLSTATE 42703), as the server said it or as the
        /// store's typed error keeps it.
        private static func isUndefinedColumn(_ error: any Error) -> Bool {
            let server =
                (error as? PostgresServerError)
                ?? ((error as? SchemaStoreError)?.underlyingError as? PostgresServerError)
            return server?.sqlState == "42703"
        }

        /// Runs `body` on one of the store's connections, which no other call uses meanwhile (a connection the
        /// server ended is replaced first); a connection lost during it is the store's I/O error.
        package func withSession<T>(_ body: (PostgresSession) throws -> T) throws -> T {
            try pool.withSession { session in
                do {
                    return try body(session)
                } catch let error as PostgresServerError where error.connectionIsLost {
                    throw SchemaStoreError.ioError(path: location.description, underlying: error)
                }
            }
        }
    }
#endif

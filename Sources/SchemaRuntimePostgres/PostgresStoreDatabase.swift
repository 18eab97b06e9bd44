#if PostgreSQL
    import PostgresNIO
    import SchemaModel
    import SchemaRuntime

    /// A PostgreSQL store's database inside one transaction, on the session holding it, with the store's schema
    /// first on its search path: as a migration step (``StepDatabase``) and the typed API (``StoreConnection``)
    /// use it.
    ///
    /// In a step, PostgreSQL makes a reference follow a renamed table, so the step first drops every foreign key that
    /// involves a table it rebuilds or drops, and adds the new version's back at the end, once the checks found
    /// every reference pointing at a row. Its DDL is transactional: a step that fails leaves nothing behind.
    final class PostgresStoreDatabase: StepDatabase, StoreConnection {
        let session: PostgresSession
        /// The schema holding the store's tables.
        let schema: String
        private let postgres = PostgreSQLDialect()

        /// Whether an insert without a key first moves the table's key generator past the keys already there:
        /// a migration step copies rows with their keys, which the generator has not given out. The typed API's
        /// inserts never do (other instances insert concurrently, and the generator is past every key it gave).
        private let advancesKeyGenerators: Bool
        /// The typed inserts waiting to be sent together (``PostgresPendingInserts``), when they are: the app's, and
        /// a custom stage's new rows. Every statement sends them first, so whatever runs next sees them.
        private let pending: PostgresPendingInserts?

        /// `insertBatchRows`, when given, lets that many typed inserts wait to be sent together.
        init(session: PostgresSession, schema: String, advancesKeyGenerators: Bool = false, insertBatchRows: Int? = nil)
        {
            self.session = session
            self.schema = schema
            self.advancesKeyGenerators = advancesKeyGenerators
            pending = insertBatchRows.map { PostgresPendingInserts(session: session, rowsPerBatch: $0) }
        }

        /// Sends the typed inserts still waiting: before the transaction commits.
        func sendPendingInserts() throws {
            try pending?.send()
        }

        var dialect: any SQLDialect { postgres }

        /// An identity column's sequence never gives a key twice (reserved blocks included).
        var givesEachKeyOnce: Bool { true }

        /// Built in since PostgreSQL 13; the column is a `uuid`, so its case is no concern.
        var newUUIDExpression: String { "gen_random_uuid()" }

        func execute(_ sql: String) throws -> Int {
            try pending?.send()
            return try session.execute(sql)
        }

        func rowCount(of table: String) throws -> Int {
            try pending?.send()
            return try integer(session.query("SELECT count(*) FROM \(postgres.quoted(table))"))
        }

        func tableExists(_ table: String) throws -> Bool {
            try pending?.send()
            return try integer(
                session.query(
                    "SELECT count(*) FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2",
                    [.text(schema), .text(PostgreSQLDialect.name(table))])) > 0
        }

        func beginRestructuring(unchanged: Set<String>) throws {
            try pending?.send()
            let kept = Set(unchanged.map(PostgreSQLDialect.name))
            for key in try foreignKeys() where !(kept.contains(key.table) && kept.contains(key.target)) {
                try session.execute("ALTER TABLE \(SQL.quoted(key.table)) DROP CONSTRAINT \(SQL.quoted(key.name))")
            }
        }

        func setAside(_ table: String, as asideName: String) throws {
            try pending?.send()
            for index in try indexes(on: table) {
                try session.execute("DROP INDEX \(SQL.quoted(index.name))")
            }
            try session.execute("ALTER TABLE \(postgres.quoted(table)) RENAME TO \(postgres.quoted(asideName))")
        }

        /// Adds the foreign keys the layout declares that are missing, and moves each table's key generator past
        /// its largest key, since rows copied with their keys left it behind.
        /// PostgreSQL renames and drops columns and drops NOT NULL in place, in every version schemagen supports.
        var inPlaceColumnChanges: InPlaceColumnChanges { [.rename, .drop, .dropNotNull] }

        func finishRestructuring(layout: StoreLayout) throws {
            try pending?.send()
            // Rows written during the step (a custom stage's, into a join table, say) leave deferred reference
            // checks pending, and PostgreSQL alters no table that has some: every row is in place now, so they
            // run here, and references are deferred again for the rest of the transaction.
            try session.execute("SET CONSTRAINTS ALL IMMEDIATE")
            defer { _ = try? session.execute("SET CONSTRAINTS ALL DEFERRED") }
            let present = Set(try foreignKeys().map { "\($0.table)\u{0}\($0.name)" })
            for table in layout.tables {
                for column in table.columns where column.references != nil {
                    let name = PostgreSQLDialect.name(postgres.foreignKeyName(of: column.name, in: table.name))
                    guard !present.contains("\(PostgreSQLDialect.name(table.name))\u{0}\(name)") else { continue }
                    try session.execute(postgres.addForeignKeyStatement(for: column, of: table.name))
                }
                try advanceKeyGenerator(of: table.name)
            }
        }

        /// Keeps an index whose name, uniqueness and columns are the layout's, and replaces any other.
        func synchroniseIndexes(of table: TableLayout) throws {
            try pending?.send()
            let wanted = Dictionary(
                uniqueKeysWithValues: table.indexes.map { index in
                    (
                        PostgreSQLDialect.name(index.name),
                        IndexShape(isUnique: index.isUnique, columns: index.columns.map(PostgreSQLDialect.name))
                    )
                })
            var present: Set<String> = []
            for index in try indexes(on: table.name) {
                if wanted[index.name] == index.shape {
                    present.insert(index.name)
                } else {
                    try session.execute("DROP INDEX \(SQL.quoted(index.name))")
                }
            }
            for index in table.indexes where !present.contains(PostgreSQLDialect.name(index.name)) {
                try session.execute(postgres.createStatement(for: index, on: table.name))
            }
        }

        func rows(of table: String, columns: [(name: String, content: ColumnContent)], after key: Int64, limit: Int)
            throws -> [(key: Int64, values: [StoredValue])]
        {
            try pending?.send()
            let list =
                [postgres.quoted(TableLayout.primaryKey)]
                + columns.map { PostgresValueCoding.selectExpression(postgres.quoted($0.name), content: $0.content) }
            let rows = try rows(
                "SELECT \(list.joined(separator: ", ")) FROM \(postgres.quoted(table)) WHERE \"_pk\" > $1 ORDER BY \"_pk\" LIMIT $2",
                [.key(key), StoreArgument(.integer(Int64(limit)), .primitive(.int64))],
                contents: [.reference] + columns.map(\.content))
            return try rows.map { row in
                var values = row
                guard !values.isEmpty,
                    let key = try values.removeFirst().key(column: TableLayout.primaryKey, entity: table, rowID: nil)
                else { throw SchemaStoreError.missingPrimaryKey(entity: table) }
                return (key, values)
            }
        }

        func prepareInsert(into table: TableLayout, columns: [String]) throws -> any PreparedRowInsert {
            let contents = columns.map(table.content(ofColumn:))
            // A row given no key takes the generator's next one, which must be past the keys copied so far.
            if advancesKeyGenerators, !columns.contains(TableLayout.primaryKey) {
                try advanceKeyGenerator(of: table.name)
            }
            let quotedTable = postgres.quoted(table.name)
            let columnList = columns.map(postgres.quoted).joined(separator: ", ")
            let sql =
                columns.isEmpty
                ? "INSERT INTO \(quotedTable) DEFAULT VALUES RETURNING \"_pk\""
                : "INSERT INTO \(quotedTable) (\(columnList)) VALUES ("
                    + columns.indices.map { "$\($0 + 1)" }.joined(separator: ", ") + ") RETURNING \"_pk\""
            return Insertion(
                session: session,
                pending: pending.map {
                    ($0, .init(table: table.name, quotedTable: quotedTable, columns: columns, contents: contents))
                },
                sql: sql,
                rows: columns.isEmpty
                    ? nil : PostgresArrayInsert(into: quotedTable, columns: columns, contents: contents),
                contents: contents)
        }

        func foreignKeyViolations(in tables: [TableLayout]) throws -> (count: Int, table: String, parent: String)? {
            try pending?.send()
            var total = 0
            var first: (table: String, parent: String)?
            for table in tables {
                for column in table.columns {
                    guard let parent = column.references else { continue }
                    let name = postgres.quoted(column.name)
                    let count = try integer(
                        session.query(
                            """
                            SELECT count(*) FROM \(postgres.quoted(table.name)) AS t WHERE t.\(name) IS NOT NULL
                            AND NOT EXISTS (SELECT 1 FROM \(postgres.quoted(parent)) AS p WHERE p."_pk" = t.\(name))
                            """))
                    guard count > 0 else { continue }
                    total += count
                    first = first ?? (table.name, parent)
                }
            }
            return first.map { (total, $0.table, $0.parent) }
        }

        /// PostgreSQL checks its own pages as it reads them; there is no cheap whole-table check to add.
        func integrityProblem(of table: String) throws -> String? { nil }

        // MARK: The catalog

        private struct IndexShape: Equatable {
            var isUnique: Bool
            var columns: [String]
        }

        /// The indexes of `table` other than its primary key's.
        private func indexes(on table: String) throws -> [(name: String, shape: IndexShape)] {
            let rows = try session.query(
                """
                SELECT i.relname, ix.indisunique,
                    array_to_string(ARRAY(SELECT a.attname FROM unnest(ix.indkey) WITH ORDINALITY AS k(attnum, position)
                        JOIN pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.attnum ORDER BY k.position),
                        E'\\x1F')
                FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
                JOIN pg_namespace n ON n.oid = t.relnamespace
                WHERE n.nspname = $1 AND t.relname = $2 AND NOT ix.indisprimary ORDER BY i.relname
                """,
                [.text(schema), .text(PostgreSQLDialect.name(table))])
            return try rows.map { row in
                let cells = Array(row)
                let columns = (try PostgresValueCoding.text(cells[2]) ?? "").split(separator: "\u{1F}").map(String.init)
                let isUnique = try PostgresValueCoding.bool(cells[1])
                return (try PostgresValueCoding.text(cells[0]) ?? "", IndexShape(isUnique: isUnique, columns: columns))
            }
        }

        /// The foreign key constraints in the schema: their table, name and the table they reference.
        private func foreignKeys() throws -> [(table: String, name: String, target: String)] {
            let rows = try session.query(
                """
                SELECT t.relname, c.conname, r.relname FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
                JOIN pg_class r ON r.oid = c.confrelid JOIN pg_namespace n ON n.oid = t.relnamespace
                WHERE c.contype = 'f' AND n.nspname = $1 ORDER BY t.relname, c.conname
                """,
                [.text(schema)])
            return try rows.map { row in
                let cells = Array(row)
                return (
                    try PostgresValueCoding.text(cells[0]) ?? "", try PostgresValueCoding.text(cells[1]) ?? "",
                    try PostgresValueCoding.text(cells[2]) ?? ""
                )
            }
        }

        private func advanceKeyGenerator(of table: String) throws {
            let quoted = postgres.quoted(table)
            try session.query(
                "SELECT setval(pg_get_serial_sequence($1, '_pk'), COALESCE(max(\"_pk\"), 0) + 1, false) FROM \(quoted)",
                [.text(quoted)])
        }

        /// The number in the first cell of `rows`, as a query of one count or key returns it.
        private func integer(_ rows: [PostgresRow]) throws -> Int {
            Int(try rows.first?.first.flatMap(PostgresValueCoding.integer) ?? 0)
        }

        // MARK: The typed API's statements

        func readExpression(_ column: String, content: ColumnContent) -> String {
            PostgresValueCoding.selectExpression(column, content: content)
        }

        // Every statement of the typed API sends the inserts waiting first, so it sees them.

        func execute(_ sql: String, _ arguments: [StoreArgument]) throws {
            try pending?.send()
            try session.execute(sql, try parameters(arguments))
        }

        func rows(_ sql: String, _ arguments: [StoreArgument], contents: [ColumnContent]) throws -> [[StoredValue]] {
            try pending?.send()
            let rows = try session.query(sql, try parameters(arguments))
            return try rows.map { row in
                try zip(row, contents).map { cell, content in
                    try PostgresValueCoding.storedValue(of: cell, for: content)
                }
            }
        }

        private func parameters(_ arguments: [StoreArgument]) throws -> [PostgresParameter] {
            try PostgresValueCoding.parameters(arguments.map(\.value), for: arguments.map(\.content))
        }

        func prepareUpdate(of table: TableLayout, columns: [String]) throws -> any PreparedRowUpdate {
            let assignments = columns.enumerated().map { "\(postgres.quoted($1)) = $\($0 + 1)" }
            return Update(
                session: session, pending: pending,
                sql:
                    "UPDATE \(postgres.quoted(table.name)) SET \(assignments.joined(separator: ", ")) WHERE \"_pk\" = $\(columns.count + 1)",
                contents: columns.map(table.content(ofColumn:)))
        }

        /// An update run once per row, its values bound as the column types' wire forms.
        private struct Update: PreparedRowUpdate {
            let session: PostgresSession
            let pending: PostgresPendingInserts?
            let sql: String
            let contents: [ColumnContent]

            func update(_ values: [StoredValue], key: Int64) throws {
                try pending?.send()
                var parameters = try PostgresValueCoding.parameters(values, for: contents)
                parameters.append(.int64(key))
                try session.execute(sql, parameters)
            }
        }

        /// An insert of a row, its values bound as the column types' wire forms: queued with the transaction's
        /// other typed inserts when they are sent together (``PostgresPendingInserts``), else sent at once.
        private struct Insertion: PreparedRowInsert {
            let session: PostgresSession
            /// Where its rows wait, and how they are sent; `nil` to send each at once.
            let pending: (inserts: PostgresPendingInserts, shape: PostgresPendingInserts.Shape)?
            let sql: String
            /// How inserts of many rows are sent; `nil` when the insert names no columns.
            let rows: PostgresArrayInsert?
            /// What each prepared column holds, in order.
            let contents: [ColumnContent]

            func insert(_ values: [StoredValue]) throws -> Int64 {
                if let pending { return try pending.inserts.insert(values, shape: pending.shape) }
                return try session.query(sql, try PostgresValueCoding.parameters(values, for: contents)).first?.first
                    .flatMap(PostgresValueCoding.integer) ?? 0
            }

            /// One statement for many rows (``PostgresArrayInsert``), instead of one per row.
            func insert(rows: [[StoredValue]]) throws {
                try pending?.inserts.send()
                guard let statement = self.rows else {
                    for values in rows { _ = try insert(values) }
                    return
                }
                try statement.send(rows, on: session)
            }
        }
    }
#endif

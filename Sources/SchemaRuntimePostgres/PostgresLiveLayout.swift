#if PostgreSQL
    import PostgresNIO
    import SchemaModel
    import SchemaRuntime

    /// The tables of a store's schema as PostgreSQL's catalog has them, compared with the layout of the version
    /// the store records, so a table or column changed by hand is found when the store opens, not mid-migration.
    struct PostgresLiveLayout {
        let session: PostgresSession
        let schema: String
        private let dialect = PostgreSQLDialect()

        init(session: PostgresSession, schema: String) {
            self.session = session
            self.schema = schema
        }

        /// The columns of `layout`'s deprecated attributes the schema's tables no longer have, by table: a newer
        /// release dropped them, and an instance at `layout`'s version serves on without them.
        func missingDeprecatedColumns(of layout: StoreLayout) throws -> [String: Set<String>] {
            let deprecated = layout.deprecatedColumns
            guard !deprecated.isEmpty else { return [:] }
            let rows = try session.query(
                """
                SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = $1
                """,
                [.text(schema)])
            var live: [String: Set<String>] = [:]
            for row in rows {
                let cells = Array(row)
                guard let table = try PostgresValueCoding.text(cells[0]),
                    let column = try PostgresValueCoding.text(cells[1])
                else { continue }
                live[table, default: []].insert(column)
            }
            var missing: [String: Set<String>] = [:]
            for (table, names) in deprecated {
                guard let columns = live[PostgreSQLDialect.name(table)] else { continue }
                let gone = names.filter { !columns.contains(PostgreSQLDialect.name($0)) }
                if !gone.isEmpty { missing[table] = gone }
            }
            return missing
        }

        /// How the schema's tables differ from `layout`: a missing or extra table or column, or a column of
        /// another type or nullability; `nil` when they match. With `allowingAdditions`, tables and columns the
        /// layout lacks are allowed: a newer release's, in a store an older instance still shares.
        func difference(from layout: StoreLayout, allowingAdditions: Bool = false) throws -> String? {
            let rows = try session.query(
                """
                SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull
                FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
                ORDER BY c.relname, a.attnum
                """,
                [.text(schema)])
            var live: [String: [String: (type: String, notNull: Bool)]] = [:]
            for row in rows {
                let cells = Array(row)
                guard let table = try PostgresValueCoding.text(cells[0]),
                    let column = try PostgresValueCoding.text(cells[1]),
                    let type = try PostgresValueCoding.text(cells[2])
                else { continue }
                let notNull = try PostgresValueCoding.bool(cells[3])
                live[table, default: [:]][column] = (type, notNull)
            }
            for table in layout.tables {
                guard let columns = live[PostgreSQLDialect.name(table.name)] else {
                    return "the table '\(table.name)' is missing"
                }
                for column in table.columns {
                    guard let found = columns[PostgreSQLDialect.name(column.name)] else {
                        return "the column '\(table.name).\(column.name)' is missing"
                    }
                    let expected = dialect.catalogType(column.content)
                    if found.type != expected || found.notNull != column.isNotNull {
                        return
                            "the column '\(table.name).\(column.name)' is \(found.type)\(found.notNull ? " NOT NULL" : ""), not \(expected)\(column.isNotNull ? " NOT NULL" : "")"
                    }
                }
                if allowingAdditions { continue }
                let expectedColumns = Set(
                    [TableLayout.primaryKey] + table.columns.map { PostgreSQLDialect.name($0.name) })
                if let extra = columns.keys.sorted().first(where: { !expectedColumns.contains($0) }) {
                    return "the table '\(table.name)' has a column '\(extra)' this version does not lay out"
                }
            }
            if allowingAdditions { return nil }
            let expectedTables = Set(
                layout.tables.map { PostgreSQLDialect.name($0.name) } + [
                    StoreMetadata.metadataTable, StoreMetadata.historyTable,
                ])
            if let extra = live.keys.sorted().first(where: { !expectedTables.contains($0) }) {
                return "the table '\(extra)' is not part of this version"
            }
            return nil
        }
    }
#endif

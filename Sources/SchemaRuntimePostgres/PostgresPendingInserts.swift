#if PostgreSQL
    import PostgresNIO
    import SchemaModel
    import SchemaRuntime

    /// The typed API's inserts of one transaction that have not been sent yet. Each row gets its key at once, from
    /// a block its table's key generator reserved in one round trip, so the caller has it as before; the rows then
    /// go to the server together (``PostgresArrayInsert``), a statement per table and batch instead of one per row.
    ///
    /// They are sent before any other statement of the transaction (so every read, update and delete sees them),
    /// when `rowsPerBatch` rows wait, and before the transaction commits, without waiting for the server: a
    /// constraint one of them breaks is reported by the transaction's next statement, or by its commit.
    final class PostgresPendingInserts {
        /// How the rows of one prepared insert are sent: worked out once, when the typed API prepares it.
        final class Shape {
            let table: String
            let quotedTable: String
            /// How its rows are sent: the prepared columns, with the key last when the prepared insert gives none.
            let insert: PostgresArrayInsert
            /// Where the prepared columns hold the key, when they do; otherwise each row takes a reserved key,
            /// appended to its values.
            let keyPosition: Int?
            /// Keys reserved for this shape's rows and not taken yet, the next to take, and how many to reserve
            /// next: kept here, not by table, so taking a key looks nothing up.
            fileprivate var keys: [Int64] = []
            fileprivate var nextKey = 0
            fileprivate var blockSize = PostgresPendingInserts.firstBlock

            init(table: String, quotedTable: String, columns: [String], contents: [ColumnContent]) {
                self.table = table
                self.quotedTable = quotedTable
                keyPosition = columns.firstIndex(of: TableLayout.primaryKey)
                let takesKey = keyPosition == nil
                insert = PostgresArrayInsert(
                    into: quotedTable, columns: takesKey ? columns + [TableLayout.primaryKey] : columns,
                    contents: takesKey ? contents + [.reference] : contents)
            }
        }

        private let session: PostgresSession
        /// The most rows waiting at once, whatever their tables: the memory the buffer may hold.
        private let rowsPerBatch: Int
        /// The rows waiting, by shape, in the order each shape's first row came.
        private var batches: [(shape: Shape, rows: [[StoredValue]])] = []
        private var waiting = 0
        /// Each table's key generator (its identity column's sequence), looked up once.
        private var sequences: [String: String] = [:]

        /// The first block of keys a shape reserves; each next one doubles, up to `rowsPerBatch`.
        fileprivate static let firstBlock = 16

        init(session: PostgresSession, rowsPerBatch: Int) {
            self.session = session
            self.rowsPerBatch = max(1, rowsPerBatch)
        }

        /// Queues a row of `shape` with `values` for its prepared columns, and returns its key: the one among the
        /// values if they hold it, or the next key reserved for its table.
        func insert(_ values: [StoredValue], shape: Shape) throws -> Int64 {
            var values = values
            let key: Int64
            if let position = shape.keyPosition {
                guard case .integer(let given) = values[position] else {
                    throw SchemaStoreError.missingPrimaryKey(entity: shape.table)
                }
                key = given
            } else {
                key = try nextKey(for: shape)
                values.append(.integer(key))
            }
            // Rows of one entity usually come in a run: look at the last batch first.
            if let last = batches.indices.last, batches[last].shape === shape {
                batches[last].rows.append(values)
            } else if let index = batches.firstIndex(where: { $0.shape === shape }) {
                batches[index].rows.append(values)
            } else {
                batches.append((shape, [values]))
            }
            waiting += 1
            if waiting >= rowsPerBatch { try send() }
            return key
        }

        /// Sends every row waiting.
        func send() throws {
            guard waiting > 0 else { return }
            let sending = batches
            batches = []
            waiting = 0
            for batch in sending {
                try batch.shape.insert.send(batch.rows, on: session)
            }
        }

        /// The next key of `shape`'s table, reserving a block of them when none is left.
        private func nextKey(for shape: Shape) throws -> Int64 {
            if shape.nextKey == shape.keys.count {
                shape.keys = try reserve(shape.blockSize, of: try sequence(of: shape.table, quoted: shape.quotedTable))
                guard !shape.keys.isEmpty else { throw NoKeysReserved(table: shape.table) }
                shape.nextKey = 0
                shape.blockSize = min(shape.blockSize * 2, max(Self.firstBlock, rowsPerBatch))
            }
            let key = shape.keys[shape.nextKey]
            shape.nextKey += 1
            return key
        }

        /// The server answered a reservation of keys with none (it never does; said rather than trapped).
        struct NoKeysReserved: Error, CustomStringConvertible {
            let table: String
            var description: String { "the key generator of '\(table)' reserved no keys" }
        }

        /// `count` keys of `sequence`, in one round trip. They are one run of numbers unless another session drew
        /// from the sequence meanwhile, so the server sends the first and the last, and the whole list only then.
        private func reserve(_ count: Int, of sequence: String) throws -> [Int64] {
            let rows = try session.query(
                """
                SELECT min(k), max(k), CASE WHEN max(k) - min(k) + 1 = count(*) THEN NULL ELSE array_agg(k ORDER BY k) END
                FROM (SELECT nextval($1::regclass) AS k FROM generate_series(1, $2)) AS drawn
                """,
                [.text(sequence), .int64(Int64(count))])
            guard let cells = rows.first.map(Array.init), cells.count == 3,
                let first = try PostgresValueCoding.integer(cells[0]),
                let last = try PostgresValueCoding.integer(cells[1])
            else { return [] }
            if cells[2].bytes == nil { return Array(first...last) }
            return try cells[2].decode([Int64].self)
        }

        /// The sequence behind `table`'s identity column, qualified: named once, rather than for every key.
        private func sequence(of table: String, quoted: String) throws -> String {
            if let known = sequences[table] { return known }
            let rows = try session.query("SELECT pg_get_serial_sequence($1, '_pk')", [.text(quoted)])
            guard let name = try rows.first?.first.flatMap(PostgresValueCoding.text) else {
                throw SchemaStoreError.unknownEntity(table)
            }
            sequences[table] = name
            return name
        }
    }
#endif

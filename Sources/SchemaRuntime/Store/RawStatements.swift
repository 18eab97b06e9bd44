import SchemaModel

/// Runs statements given as SQL on any store's connection: parameters are written `?` and numbered as the
/// engine spells them, and a failure is a ``SchemaStoreError/Code/statementFailed`` error holding the
/// engine's. The typed API runs its own statements on the same connection.
enum RawStatements {
    /// Runs `sql`, a statement that returns no rows.
    static func execute(_ sql: String, _ arguments: [SQLArgument], on connection: any StoreConnection) throws {
        let spelled = try spell(sql, arguments, dialect: connection.dialect)
        do {
            try connection.execute(spelled, arguments.map(\.storeArgument))
        } catch {
            throw SchemaStoreError.statementFailed(sql: sql, underlying: error)
        }
    }

    /// The rows `sql` returns, each with the selected `columns`, named and typed in the order they are
    /// selected.
    static func fetch(
        _ sql: String, _ arguments: [SQLArgument], columns: KeyValuePairs<String, PrimitiveType>,
        on connection: any StoreConnection
    ) throws -> [StoredRow] {
        let spelled = try spell(sql, arguments, dialect: connection.dialect)
        let rows: [[StoredValue]]
        do {
            rows = try connection.rows(
                spelled, arguments.map(\.storeArgument), contents: columns.map { .primitive($0.value) })
        } catch {
            throw SchemaStoreError.statementFailed(sql: sql, underlying: error)
        }
        return try rows.map { values in
            guard values.count == columns.count else {
                throw SchemaStoreError.invalidArgument(
                    name: "columns", value: "\(columns.count) columns",
                    reason: "the query selects \(values.count) columns, and each must be named with its type")
            }
            return StoredRow(Dictionary(zip(columns.map(\.key), values), uniquingKeysWith: { first, _ in first }))
        }
    }

    /// `sql` with each `?` outside quotes and comments spelled as `dialect` numbers parameters (`$1` on
    /// PostgreSQL); the count must match `arguments`.
    static func spell(_ sql: String, _ arguments: [SQLArgument], dialect: any SQLDialect) throws -> String {
        var result = ""
        var position = 0
        var quote: Character?
        var iterator = Array(sql).makeIterator()
        var previous: Character?
        var inLineComment = false
        while let character = iterator.next() {
            defer { previous = character }
            if inLineComment {
                if character == "\n" { inLineComment = false }
                result.append(character)
                continue
            }
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
                continue
            }
            switch character {
            case "'", "\"": quote = character
            case "-" where previous == "-": inLineComment = true
            case "?":
                position += 1
                result += dialect.parameter(position)
                continue
            default: break
            }
            result.append(character)
        }
        guard position == arguments.count else {
            throw SchemaStoreError.invalidArgument(
                name: "arguments", value: "\(arguments.count) values",
                reason: "the statement has \(position) parameters ('?'), and each needs one value, in order")
        }
        return result
    }
}

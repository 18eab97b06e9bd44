#if PostgreSQL
    import PostgresNIO
    import SchemaModel

    /// Rows sent together as one `INSERT ... SELECT ... FROM unnest($1, $2, ...)`: each column's values travel as
    /// one array parameter in its binary form. The statement's text is the same whatever the number of rows, so
    /// the server parses a few hundred bytes per batch rather than a tuple of placeholders per row (which cost a
    /// multi-row `INSERT` more server time than storing the rows did).
    package struct PostgresArrayInsert {
        /// The statement, written once per table and columns.
        package let statement: String
        /// What each column holds, in order.
        private let contents: [ColumnContent]
        /// Each column's array element type: its wire type, or text for a column sent as text (`numeric`, `json`),
        /// which the statement casts to the column's type.
        private let elementTypes: [PostgresDataType]

        /// The most rows one statement sends, which bounds the size of its parameters: callers send fewer.
        package static let rowsPerStatement = 10_000

        /// An insert into `quotedTable` of `columns`, each holding what `contents` says, in order.
        package init(into quotedTable: String, columns: [String], contents: [ColumnContent]) {
            precondition(!columns.isEmpty && columns.count == contents.count, "an insert of rows names its columns")
            let dialect = PostgreSQLDialect()
            self.contents = contents
            var elementTypes: [PostgresDataType] = []
            var selected: [String] = []
            var names: [String] = []
            for (index, content) in contents.enumerated() {
                let wire = PostgresValueCoding.wireForm(of: content)
                let name = "c\(index + 1)"
                names.append(name)
                if wire.format == .binary {
                    elementTypes.append(wire.type)
                    selected.append(name)
                } else {
                    // Text is the only form of these the runtime writes; the server reads it as the column's type.
                    elementTypes.append(.text)
                    selected.append("\(name)::\(dialect.columnType(content))")
                }
            }
            self.elementTypes = elementTypes
            let arrays = (1...columns.count).map { "$\($0)" }.joined(separator: ", ")
            statement =
                "INSERT INTO \(quotedTable) (\(columns.map(dialect.quoted).joined(separator: ", "))) "
                + "SELECT \(selected.joined(separator: ", ")) FROM unnest(\(arrays)) AS \"rows\"(\(names.joined(separator: ", ")))"
        }

        /// Sends `rows`, each the values of the columns in order, in as few statements as ``rowsPerStatement``
        /// allows, without waiting for the server (``PostgresSession/send(_:bindings:)``): the session's next
        /// statement reports a failure.
        package func send(_ rows: [[StoredValue]], on session: PostgresSession) throws {
            var start = 0
            while start < rows.count {
                let end = min(start + Self.rowsPerStatement, rows.count)
                var bindings = PostgresBindings(capacity: contents.count)
                for column in contents.indices {
                    bindings.append(try array(of: column, in: rows[start..<end]))
                }
                session.send(statement, bindings: bindings)
                start = end
            }
        }

        /// Column `column` of `rows` as a one-dimensional array in PostgreSQL's binary form: a header, then each
        /// element's length (-1 for NULL) and bytes.
        private func array(of column: Int, in rows: ArraySlice<[StoredValue]>) throws -> PostgresParameter {
            let content = contents[column]
            let elementType = elementTypes[column]
            guard let arrayType = elementType.arrayType else {
                preconditionFailure("every wire type of PostgresValueCoding has an array type")
            }
            var buffer = ByteBuffer()
            buffer.reserveCapacity(20 + rows.count * 16)
            buffer.writeInteger(Int32(1))  // dimensions
            let nullFlag = buffer.writerIndex
            buffer.writeInteger(Int32(0))  // whether an element is NULL, set below
            buffer.writeInteger(Int32(bitPattern: elementType.rawValue))
            buffer.writeInteger(Int32(rows.count))
            buffer.writeInteger(Int32(1))  // the first index
            var hasNull = false
            for values in rows {
                let value = values[column]
                if case .null = value {
                    hasNull = true
                    buffer.writeInteger(Int32(-1))
                    continue
                }
                let length = buffer.writerIndex
                buffer.writeInteger(Int32(0))
                try PostgresValueCoding.write(value, for: content, into: &buffer)
                buffer.setInteger(Int32(buffer.writerIndex - length - 4), at: length)
            }
            if hasNull { buffer.setInteger(Int32(1), at: nullFlag) }
            return PostgresParameter(type: arrayType, format: .binary, bytes: buffer)
        }
    }

    extension PostgresDataType {
        /// The type of an array of this type, for the element types the runtime sends.
        fileprivate var arrayType: PostgresDataType? {
            switch self {
            case .bool: .boolArray
            case .int2: .int2Array
            case .int4: .int4Array
            case .int8: .int8Array
            case .float4: .float4Array
            case .float8: .float8Array
            case .timestamptz: .timestamptzArray
            case .uuid: .uuidArray
            case .text: .textArray
            case .bytea: .byteaArray
            default: nil
            }
        }
    }
#endif

#if PostgreSQL
    import Foundation
    import PostgresNIO
    import SchemaModel

    /// How a stored value travels to and from PostgreSQL, for a column holding a given ``ColumnContent``: the
    /// runtime keeps values in SQLite's five storage classes (``StoredValue``), and each PostgreSQL column type
    /// of docs/PostgreSQL.md has one wire form for them.
    ///
    /// Every value is written out here rather than through postgres-nio's conveniences, so the mapping is in one
    /// place and exact: dates to the nearest microsecond (postgres-nio truncates), `numeric` as the decimal text
    /// (a `Decimal` would lose a written scale such as `12.50`), a `UInt64` beyond `bigint`'s range as `numeric`.
    package enum PostgresValueCoding {
        /// Microseconds from 1970 to PostgreSQL's epoch, 2000-01-01.
        private static let postgresEpoch: Int64 = 946_684_800_000_000

        /// `values`, for columns holding `contents` in the same order, as bind parameters.
        package static func parameters(_ values: [StoredValue], for contents: [ColumnContent]) throws
            -> [PostgresParameter]
        {
            var parameters: [PostgresParameter] = []
            parameters.reserveCapacity(values.count + 1)
            for index in 0..<min(values.count, contents.count) {
                parameters.append(try parameter(values[index], for: contents[index]))
            }
            return parameters
        }

        /// `value`, for a column holding `content`, as a bind parameter.
        package static func parameter(_ value: StoredValue, for content: ColumnContent) throws -> PostgresParameter {
            if case .null = value { return PostgresParameter(type: .null, format: .binary, bytes: nil) }
            var buffer = ByteBuffer()
            try write(value, for: content, into: &buffer)
            let wire = wireForm(of: content)
            return PostgresParameter(type: wire.type, format: wire.format, bytes: buffer)
        }

        /// The type and format a column holding `content` receives its values in: binary where the runtime writes
        /// the type's binary form, text for `numeric` and `json`, whose text is what the store keeps.
        package static func wireForm(of content: ColumnContent) -> (type: PostgresDataType, format: PostgresFormat) {
            switch content {
            case .primitive(.bool): (.bool, .binary)
            case .primitive(.int8), .primitive(.int16), .primitive(.uint8): (.int2, .binary)
            case .primitive(.int32), .primitive(.uint16): (.int4, .binary)
            case .primitive(.int), .primitive(.int64), .primitive(.uint32), .enumeration(.int), .reference:
                (.int8, .binary)
            case .primitive(.uint64), .primitive(.decimal): (.numeric, .text)
            case .primitive(.double): (.float8, .binary)
            case .primitive(.float): (.float4, .binary)
            case .primitive(.date): (.timestamptz, .binary)
            case .primitive(.uuid): (.uuid, .binary)
            case .json: (.json, .text)
            case .primitive(.string), .primitive(.url), .enumeration(.string): (.text, .binary)
            case .primitive(.data): (.bytea, .binary)
            }
        }

        /// Writes `value`, not NULL, for a column holding `content`, into `buffer` in ``wireForm(of:)``: the bytes
        /// a parameter carries, or an element of an array parameter.
        static func write(_ value: StoredValue, for content: ColumnContent, into buffer: inout ByteBuffer) throws {
            switch content {
            case .primitive(.bool):
                buffer.writeInteger(UInt8(try integer(value, content) == 0 ? 0 : 1))
            case .primitive(.int8), .primitive(.int16), .primitive(.uint8):
                buffer.writeInteger(try fitting(Int16.self, value, content))
            case .primitive(.int32), .primitive(.uint16):
                buffer.writeInteger(try fitting(Int32.self, value, content))
            case .primitive(.int), .primitive(.int64), .primitive(.uint32), .enumeration(.int), .reference:
                buffer.writeInteger(try integer(value, content))
            case .primitive(.uint64):
                // Stored as the Int64 with the same bits; PostgreSQL keeps the unsigned value.
                buffer.writeString(String(UInt64(bitPattern: try integer(value, content))))
            case .primitive(.double):
                buffer.writeInteger(try real(value, content).bitPattern)
            case .primitive(.float):
                buffer.writeInteger(Float(try real(value, content)).bitPattern)
            case .primitive(.date):
                buffer.writeInteger(try timestamp(try real(value, content)))
            case .primitive(.uuid):
                let text = try self.text(value, content)
                guard let uuid = UUID(uuidString: text) else { throw mismatch(value, content, detail: "not a UUID") }
                withUnsafeBytes(of: uuid.uuid) { _ = buffer.writeBytes($0) }
            case .primitive(.decimal), .json, .primitive(.string), .primitive(.url), .enumeration(.string):
                buffer.writeString(try text(value, content))
            case .primitive(.data):
                guard case .blob(let bytes) = value else { throw mismatch(value, content) }
                buffer.writeBytes(bytes)
            }
        }

        /// How a query reads a column holding `content`: `numeric` and `json` as their text, which is what the store
        /// keeps, and everything else as it is.
        package static func selectExpression(_ quotedColumn: String, content: ColumnContent) -> String {
            switch content {
            case .primitive(.uint64), .primitive(.decimal), .json: "\(quotedColumn)::text"
            default: quotedColumn
            }
        }

        /// The stored value of `cell`, read through ``selectExpression(_:content:)`` from a column holding `content`.
        package static func storedValue(of cell: PostgresCell, for content: ColumnContent) throws -> StoredValue {
            guard var bytes = cell.bytes else { return .null }
            switch content {
            case .primitive(.uint64):
                let text = try readText(&bytes, cell)
                guard let number = UInt64(text) else {
                    throw unreadable(cell, "not an unsigned 64-bit integer: \(text)")
                }
                return .integer(Int64(bitPattern: number))
            case .primitive(.decimal), .json, .primitive(.string), .primitive(.url), .enumeration(.string):
                return .text(try readText(&bytes, cell))
            case .primitive(.data):
                return .blob(bytes.readBytes(length: bytes.readableBytes) ?? [])
            default:
                break
            }
            guard cell.format == .binary else { throw unreadable(cell, "expected the binary format") }
            switch (cell.dataType, bytes.readableBytes) {
            case (.bool, 1):
                return .integer(Int64(bytes.readInteger(as: UInt8.self) ?? 0))
            case (.int2, 2):
                return .integer(Int64(bytes.readInteger(as: Int16.self) ?? 0))
            case (.int4, 4):
                return .integer(Int64(bytes.readInteger(as: Int32.self) ?? 0))
            case (.int8, 8):
                return .integer(bytes.readInteger(as: Int64.self) ?? 0)
            case (.float4, 4):
                return .real(Double(Float(bitPattern: bytes.readInteger(as: UInt32.self) ?? 0)))
            case (.float8, 8):
                return .real(Double(bitPattern: bytes.readInteger(as: UInt64.self) ?? 0))
            case (.timestamptz, 8):
                return .real(seconds(fromTimestamp: bytes.readInteger(as: Int64.self) ?? 0))
            case (.uuid, 16):
                guard let raw = bytes.readBytes(length: 16) else { throw unreadable(cell, "a UUID needs 16 bytes") }
                let uuid = UUID(
                    uuid: (
                        raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7], raw[8], raw[9], raw[10],
                        raw[11],
                        raw[12], raw[13], raw[14], raw[15]
                    ))
                return .text(uuid.uuidString)
            default:
                throw unreadable(
                    cell, "a \(cell.dataType) value of \(bytes.readableBytes) bytes where \(content) is stored")
            }
        }

        // MARK: The store's own cells

        /// A text cell (a metadata value, a catalog name) as a string; `nil` when NULL.
        package static func text(_ cell: PostgresCell) throws -> String? {
            guard case .text(let text) = try storedValue(of: cell, for: .primitive(.string)) else { return nil }
            return text
        }

        /// A `boolean` cell (a catalog flag); NULL reads as false.
        package static func bool(_ cell: PostgresCell) throws -> Bool {
            try storedValue(of: cell, for: .primitive(.bool)) == .integer(1)
        }

        /// A `bigint` cell (a key, a count); `nil` when NULL.
        package static func integer(_ cell: PostgresCell) throws -> Int64? {
            guard case .integer(let number) = try storedValue(of: cell, for: .primitive(.int64)) else { return nil }
            return number
        }

        // MARK: Dates

        /// Microseconds from PostgreSQL's epoch, rounded to the nearest; the infinities are PostgreSQL's own.
        ///
        /// Counted from 1970 in whole microseconds first, in integers: converting through PostgreSQL's epoch in
        /// floating point put dates near 1970 one unit in the last place off.
        private static func timestamp(_ secondsSince1970: Double) throws -> Int64 {
            if secondsSince1970 == .infinity { return .max }
            if secondsSince1970 == -.infinity { return .min }
            guard let microseconds = Int64(exactly: (secondsSince1970 * 1_000_000).rounded()),
                case (let sinceEpoch, false) = microseconds.subtractingReportingOverflow(postgresEpoch),
                sinceEpoch != .max, sinceEpoch != .min
            else {
                throw PostgresValueError(
                    message: "the date \(secondsSince1970) (seconds since 1970) is outside PostgreSQL's range")
            }
            return sinceEpoch
        }

        private static func seconds(fromTimestamp microseconds: Int64) -> Double {
            if microseconds == .max { return .infinity }
            if microseconds == .min { return -.infinity }
            let (sinceEpoch, overflow) = microseconds.addingReportingOverflow(postgresEpoch)
            guard !overflow else { return (Double(microseconds) + Double(postgresEpoch)) / 1_000_000 }
            // One division of two exact numbers: the nearest Double to the microsecond value, as the literal is.
            return Double(sinceEpoch) / 1_000_000
        }

        // MARK: Reading stored values

        private static func integer(_ value: StoredValue, _ content: ColumnContent) throws -> Int64 {
            guard case .integer(let number) = value else { throw mismatch(value, content) }
            return number
        }

        private static func fitting<Integer: FixedWidthInteger>(
            _ type: Integer.Type, _ value: StoredValue, _ content: ColumnContent
        ) throws -> Integer {
            guard let number = Integer(exactly: try integer(value, content)) else {
                throw mismatch(value, content, detail: "out of range")
            }
            return number
        }

        private static func real(_ value: StoredValue, _ content: ColumnContent) throws -> Double {
            switch value {
            case .real(let number): return number
            // SQLite keeps a whole-numbered REAL as an integer when it can; so may a value read from it.
            case .integer(let number): return Double(number)
            default: throw mismatch(value, content)
            }
        }

        private static func text(_ value: StoredValue, _ content: ColumnContent) throws -> String {
            guard case .text(let text) = value else { throw mismatch(value, content) }
            return text
        }

        private static func readText(_ bytes: inout ByteBuffer, _ cell: PostgresCell) throws -> String {
            guard let text = bytes.readString(length: bytes.readableBytes) else {
                throw unreadable(cell, "not UTF-8 text")
            }
            return text
        }

        private static func mismatch(_ value: StoredValue, _ content: ColumnContent, detail: String? = nil)
            -> PostgresValueError
        {
            let type = PostgreSQLDialect().columnType(content)
            return PostgresValueError(
                message: "a \(value.storageClass) value \(value) can't be stored in a \(type) column"
                    + (detail.map { " (\($0))" } ?? ""))
        }

        private static func unreadable(_ cell: PostgresCell, _ detail: String) -> PostgresValueError {
            PostgresValueError(message: "column '\(cell.columnName)' can't be read: \(detail)")
        }
    }

    /// A value that can't be written to or read from its PostgreSQL column, with why.
    package struct PostgresValueError: Error, CustomStringConvertible, LocalizedError {
        /// What went wrong, naming the value and the column type.
        package let message: String

        package var description: String { message }
        package var errorDescription: String? { message }
    }

    /// One bind parameter, its bytes written out by ``PostgresValueCoding``.
    package struct PostgresParameter: PostgresDynamicTypeEncodable, Sendable {
        package let psqlType: PostgresDataType
        package let psqlFormat: PostgresFormat
        /// The encoded value; `nil` for NULL.
        package let bytes: ByteBuffer?

        package init(type: PostgresDataType, format: PostgresFormat, bytes: ByteBuffer?) {
            psqlType = type
            psqlFormat = format
            self.bytes = bytes
        }

        /// A `bigint`.
        package static func int64(_ value: Int64) -> PostgresParameter {
            var buffer = ByteBuffer()
            buffer.writeInteger(value)
            return PostgresParameter(type: .int8, format: .binary, bytes: buffer)
        }

        /// Text, or another type written as its text (`numeric`, `json`).
        package static func text(_ text: String, type: PostgresDataType = .text) -> PostgresParameter {
            PostgresParameter(type: type, format: .text, bytes: ByteBuffer(string: text))
        }

        package func encode<JSONEncoder: PostgresJSONEncoder>(
            into byteBuffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>
        ) {
            if var bytes { byteBuffer.writeBuffer(&bytes) }
        }
    }

    extension PostgresBindings {
        /// Appends `parameter`, or SQL NULL.
        package mutating func append(stored parameter: PostgresParameter) {
            if parameter.bytes == nil {
                appendNull()
            } else {
                append(parameter)
            }
        }
    }
#endif

import Foundation
import PostgresNIO
import SchemaModel
import SchemaRuntimePostgres
import Testing

/// Every schema type's values, edge values included, written to a column of the PostgreSQL type
/// docs/PostgreSQL.md gives it and read back as the same stored value.
@Suite("PostgreSQL keeps every type's values exactly", PostgresTestDatabase.required, .serialized)
struct PostgresValueRoundTripTests {
    /// Values of each column content that must come back unchanged.
    static let cases: [(content: ColumnContent, values: [StoredValue])] = [
        (.primitive(.bool), [.integer(0), .integer(1)]),
        (.primitive(.int8), [.integer(Int64(Int8.min)), .integer(Int64(Int8.max)), .integer(0)]),
        (.primitive(.uint8), [.integer(0), .integer(255)]),
        (.primitive(.int16), [.integer(Int64(Int16.min)), .integer(Int64(Int16.max))]),
        (.primitive(.uint16), [.integer(65_535)]),
        (.primitive(.int32), [.integer(Int64(Int32.min)), .integer(Int64(Int32.max))]),
        (.primitive(.uint32), [.integer(Int64(UInt32.max))]),
        (.primitive(.int), [.integer(.min), .integer(.max), .integer(-1)]),
        (.primitive(.int64), [.integer(.min), .integer(.max)]),
        // UInt64.max is stored as the Int64 -1; PostgreSQL keeps 18446744073709551615.
        (.primitive(.uint64), [.integer(-1), .integer(0), .integer(.max), .integer(.min)]),
        (
            .primitive(.double),
            [
                .real(0), .real(-0.0), .real(.pi), .real(.greatestFiniteMagnitude), .real(-.leastNonzeroMagnitude),
                .real(.infinity), .real(-.infinity),
            ]
        ),
        (.primitive(.float), [.real(Double(Float.greatestFiniteMagnitude)), .real(Double(Float(0.1))), .real(-1.5)]),
        (
            .primitive(.date),
            [
                .real(0), .real(-1_000_000_000.5), .real(4_102_444_800.123456), .real(253_402_300_799),
                .real(.infinity), .real(-.infinity),
            ]
        ),
        (.primitive(.decimal), [.text("0"), .text("-12.50"), .text("12345678901234567890.123456789012345678901")]),
        (
            .primitive(.uuid),
            [.text("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), .text("00000000-0000-0000-0000-000000000000")]
        ),
        (
            .primitive(.string),
            [.text(""), .text("it's \"quoted\" \\ and ünïcödé 🙂"), .text(String(repeating: "long ", count: 20_000))]
        ),
        (.primitive(.url), [.text("https://example.com/a?b=c#d")]),
        (.primitive(.data), [.blob([]), .blob([0x00, 0xFF, 0x7F]), .blob(Array(repeating: 0xAB, count: 1 << 20))]),
        (.json, [.text("[]"), .text("[1,2,3]"), .text("[\"a\",\"ü\"]"), .text("{\"street\":\"x\",\"lines\":[]}")]),
        (.enumeration(.string), [.text("breakfast")]),
        (.enumeration(.int), [.integer(-3), .integer(.max)]),
        (.reference, [.integer(1), .integer(.max)]),
    ]

    @Test("each value reads back as written, NULL included", arguments: cases.indices)
    func roundTrip(caseIndex: Int) throws {
        let (content, values) = Self.cases[caseIndex]
        let session = try PostgresTestDatabase.connect()
        defer { try? session.close() }
        let type = PostgreSQLDialect().columnType(content)
        try session.query("BEGIN")
        try session.query("CREATE TEMPORARY TABLE round_trip (position integer, value \(type)) ON COMMIT DROP")
        for (position, value) in (values + [.null]).enumerated() {
            try session.query(
                "INSERT INTO round_trip VALUES ($1, $2)",
                [
                    try PostgresValueCoding.parameter(.integer(Int64(position)), for: .primitive(.int32)),
                    try PostgresValueCoding.parameter(value, for: content),
                ])
        }
        let rows = try session.query(
            "SELECT \(PostgresValueCoding.selectExpression("value", content: content)) FROM round_trip ORDER BY position"
        )
        let read = try rows.map { row in try PostgresValueCoding.storedValue(of: try #require(row.first), for: content)
        }
        try session.query("ROLLBACK")
        #expect(read == values + [.null], "\(type)")
    }

    @Test("each value sent among many rows, as an element of its column's array, reads back as written, NULL included")
    func roundTripInArrays() throws {
        let session = try PostgresTestDatabase.connect()
        defer { try? session.close() }
        let columns = Self.cases.indices.map { "v\($0)" }
        let definitions = zip(columns, Self.cases).map { "\($0) \(PostgreSQLDialect().columnType($1.content))" }
        try session.query("BEGIN")
        try session.query(
            "CREATE TEMPORARY TABLE round_trip (position integer, \(definitions.joined(separator: ", "))) ON COMMIT DROP"
        )
        // Row r holds each content's r-th value, and NULL where a content has fewer: every column has NULLs.
        let rowCount = Self.cases.map(\.values.count).max()! + 1
        let rows = (0..<rowCount).map { row in
            [StoredValue.integer(Int64(row))] + Self.cases.map { row < $0.values.count ? $0.values[row] : .null }
        }
        let insert = PostgresArrayInsert(
            into: "round_trip", columns: ["position"] + columns,
            contents: [.primitive(.int32)] + Self.cases.map(\.content))
        try insert.send(rows, on: session)
        let selected = zip(columns, Self.cases).map { PostgresValueCoding.selectExpression($0, content: $1.content) }
        let read = try session.query(
            "SELECT \(selected.joined(separator: ", ")) FROM round_trip ORDER BY position")
        try session.query("ROLLBACK")
        #expect(read.count == rowCount)
        for (index, (content, values)) in Self.cases.enumerated() {
            let column = try read.map { row in
                try PostgresValueCoding.storedValue(of: Array(row)[index], for: content)
            }
            #expect(column == values + Array(repeating: .null, count: rowCount - values.count), "\(content)")
        }
    }

    @Test("a date is kept to the nearest microsecond")
    func datesRoundToMicroseconds() throws {
        let session = try PostgresTestDatabase.connect()
        defer { try? session.close() }
        let rows = try session.query(
            "SELECT $1::timestamptz, $2::timestamptz",
            [
                try PostgresValueCoding.parameter(.real(1.000_000_4), for: .primitive(.date)),
                try PostgresValueCoding.parameter(.real(1.000_000_6), for: .primitive(.date)),
            ])
        let row = try #require(rows.first)
        let values = try row.map { try PostgresValueCoding.storedValue(of: $0, for: .primitive(.date)) }
        #expect(values == [.real(1), .real(1.000_001)])
    }

    @Test("a value the column's type can't hold is refused with both named")
    func mismatchedValuesAreRefused() throws {
        #expect {
            try PostgresValueCoding.parameter(.text("7"), for: .primitive(.int64))
        } throws: { error in
            "\(error)" == "a TEXT value '7' can't be stored in a bigint column"
        }
        #expect {
            try PostgresValueCoding.parameter(.integer(70_000), for: .primitive(.int16))
        } throws: { error in
            "\(error)" == "a INTEGER value 70000 can't be stored in a smallint column (out of range)"
        }
        #expect {
            try PostgresValueCoding.parameter(.text("not-a-uuid"), for: .primitive(.uuid))
        } throws: { error in
            "\(error)" == "a TEXT value 'not-a-uuid' can't be stored in a uuid column (not a UUID)"
        }
    }
}

import Foundation
import SchemaGenCore
import SchemaModel
import Testing

/// The PostgreSQL dialect's statements on a real server: every golden history's tables are created, and every
/// type's defaults read back as the values they stand for. Each script runs in a transaction that is rolled
/// back, so the database is left as it was.
@Suite("PostgreSQL accepts the store layout", PostgreSQLTestServer.required)
struct PostgreSQLLayoutTests {
    @Test("every golden history's latest tables are created on PostgreSQL", arguments: GoldenReferenceTests.histories)
    func goldenLayoutsAreAccepted(history: String) throws {
        let step = try #require(try GoldenReferenceTests.analysis(history).steps.last)
        let tables = StoreLayout(step.schema.schema).tables
        let statements = PostgreSQLDialect().createStatements(for: tables)
        let created = try PostgreSQLTestServer.run(
            """
            BEGIN;
            CREATE SCHEMA layout_check;
            SET LOCAL search_path TO layout_check;
            \(statements.map { $0 + ";" }.joined(separator: "\n"))
            SELECT count(*) FROM information_schema.tables WHERE table_schema = 'layout_check';
            ROLLBACK;
            """)
        #expect(created.trimmingCharacters(in: .whitespacesAndNewlines) == "\(tables.count)")
    }

    /// An edge value of each type as a default, and how PostgreSQL prints it back (`::text`, in UTC).
    static let defaults: [(content: ColumnContent, value: StoredValue, printed: String)] = [
        (.primitive(.bool), .integer(1), "true"),
        (.primitive(.int8), .integer(-128), "-128"),
        (.primitive(.uint16), .integer(65_535), "65535"),
        (.primitive(.uint32), .integer(4_294_967_295), "4294967295"),
        (.primitive(.int64), .integer(Int64.min), "-9223372036854775808"),
        (.primitive(.uint64), .integer(-1), "18446744073709551615"),
        (.primitive(.double), .real(-.infinity), "-Infinity"),
        (.primitive(.float), .real(.nan), "NaN"),
        (.primitive(.double), .real(0.1), "0.1"),
        (.primitive(.date), .real(0), "1970-01-01 00:00:00+00"),
        (.primitive(.date), .real(4_102_444_800.123456), "2100-01-01 00:00:00.123456+00"),
        (.primitive(.decimal), .text("-12.50"), "-12.50"),
        (.primitive(.uuid), .text("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"),
        (.primitive(.string), .text("it's ünïcode"), "it's ünïcode"),
        (.primitive(.data), .blob([0x00, 0xAB, 0xFF]), "\\x00abff"),
        (.json, .text("[1,2,\"three\"]"), "[1,2,\"three\"]"),
        (.enumeration(.int), .integer(3), "3"),
    ]

    @Test("each type's default is a literal PostgreSQL reads back as the value it stands for")
    func defaultsReadBack() throws {
        let dialect = PostgreSQLDialect()
        let columns = Self.defaults.enumerated().map { index, entry in
            "\"c\(index)\" \(dialect.columnType(entry.content)) NOT NULL DEFAULT \(dialect.literal(entry.value, in: entry.content))"
        }
        let selects = Self.defaults.indices.map { "\"c\($0)\"::text" }
        let printed = try PostgreSQLTestServer.run(
            """
            BEGIN;
            SET LOCAL timezone TO 'UTC';
            CREATE TEMPORARY TABLE defaults_check (\(columns.joined(separator: ", "))) ON COMMIT DROP;
            INSERT INTO defaults_check DEFAULT VALUES;
            \\pset fieldsep '\\t'
            SELECT \(selects.joined(separator: ", ")) FROM defaults_check;
            ROLLBACK;
            """)
        let values = printed.trimmingCharacters(in: .newlines).components(separatedBy: "\t")
        #expect(values == Self.defaults.map(\.printed))
    }
}

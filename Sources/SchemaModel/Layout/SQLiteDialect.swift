#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// SQLite's spelling of the store layout: its four storage types, dates as seconds since 1970, and names
/// of any length. Every SQLite store is written in it, and the store fingerprint is taken from it, so what
/// it writes never changes for an existing layout.
package struct SQLiteDialect: SQLDialect {
    package var engineName: String { "SQLite" }

    package init() {}

    package func columnType(_ content: ColumnContent) -> String {
        switch content {
        case .json: "TEXT"
        case .reference: "INTEGER"
        case .enumeration(let rawType): rawType == .int ? "INTEGER" : "TEXT"
        case .primitive(let primitive):
            switch primitive {
            case .bool, .int, .int8, .int16, .int32, .int64, .uint8, .uint16, .uint32, .uint64: "INTEGER"
            case .double, .float, .date: "REAL"
            case .string, .uuid, .url, .decimal: "TEXT"
            case .data: "BLOB"
            }
        }
    }

    package func literal(_ value: StoredValue, in content: ColumnContent) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let number): String(number)
        // SQLite has no literal for infinity or NaN.
        case .real(let number): number.isFinite ? "\(number)" : "NULL"
        case .text(let text): SQL.literal(text)
        case .blob(let bytes): "X'" + bytes.map { $0.hexDigits() }.joined() + "'"
        }
    }

    package var primaryKeyDefinition: String { "\(quoted(TableLayout.primaryKey)) INTEGER PRIMARY KEY" }

    package var foreignKeyClause: String { "" }

    package var allowsForwardReferences: Bool { true }

    package func quoted(_ name: String) -> String { SQL.quoted(name) }

    /// Numbered, as PostgreSQL's are, so one statement's text serves both engines' placeholders alike.
    package func parameter(_ position: Int) -> String { "?\(position)" }

    /// Unchanged: a column's type affinity converts what it is given (an integer into a `TEXT` column becomes
    /// its decimal text), and every widening keeps the stored value's meaning.
    package func conversion(of expression: String, from old: ColumnContent, to new: ColumnContent) -> String {
        expression
    }
}

import Foundation
import GRDB
import SchemaModel
import SchemaRuntime

#if canImport(GRDBSQLite)
    import GRDBSQLite
#elseif canImport(SQLite3)
    import SQLite3
#endif

/// An INSERT or UPDATE the runtime runs once per row, with the row's values bound straight from
/// ``StoredValue``s through SQLite's C API (GRDB exposes each statement's `sqliteStatement` for that use).
///
/// Building GRDB's `StatementArguments` for every row goes through its generic initializers, which are not
/// specialized across the module boundary and cost more than SQLite's own work; binding directly makes a
/// million typed inserts cost little more than hand-written ones. GRDB still runs the statement, so its
/// transaction handling and errors are unchanged.
final class PreparedRowStatement {
    let statement: Statement
    private let parameterCount: Int32

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        parameterCount = sqlite3_bind_parameter_count(statement.sqliteStatement)
        // GRDB keeps a statement's bindings when it resets it only once it holds arguments as set; NULLs
        // stand in until the first row binds its own.
        statement.setUncheckedArguments(
            StatementArguments(Array(repeating: nil as (any DatabaseValueConvertible)?, count: Int(parameterCount))))
    }

    /// Runs the statement with `values` bound to its parameters in order.
    func execute(_ values: [StoredValue]) throws {
        guard values.count == Int(parameterCount) else {
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE,
                message: "\(values.count) values for \(parameterCount) parameters", sql: statement.sql)
        }
        let handle = statement.sqliteStatement
        // A statement that ran must be reset before new values are bound; resetting keeps no row state.
        sqlite3_reset(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(var text):
                // With its length, so text holding a NUL is stored whole; an empty buffer may have no address,
                // which SQLite would read as NULL, so "" gets one.
                code = text.withUTF8 { buffer in
                    guard let base = buffer.baseAddress, !buffer.isEmpty else {
                        return sqlite3_bind_text(handle, index, "", 0, Self.transient)
                    }
                    return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        sqlite3_bind_text(handle, index, $0, Int32(buffer.count), Self.transient)
                    }
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    guard let base = buffer.baseAddress, !buffer.isEmpty else {
                        return sqlite3_bind_zeroblob(handle, index, 0)
                    }
                    return sqlite3_bind_blob(handle, index, base, Int32(buffer.count), Self.transient)
                }
            }
            guard code == SQLITE_OK else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code), message: "binding parameter \(index) failed",
                    sql: statement.sql)
            }
        }
        try statement.execute()
    }

    /// Tells SQLite to copy text and blobs before the call returns, since Swift owns their memory.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

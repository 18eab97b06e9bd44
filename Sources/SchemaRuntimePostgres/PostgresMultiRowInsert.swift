import Foundation
import PostgresNIO
import SchemaModel

/// Rows sent as multi-row `INSERT`s: one round trip for as many rows as PostgreSQL's parameter limit allows.
enum PostgresMultiRowInsert {
    /// `($1, $2), ($3, $4)` for each count of rows and columns a statement has had: the same for every full
    /// batch, so written once rather than once per row.
    private static let placeholders = PlaceholderText()

    /// The most parameters one statement binds (PostgreSQL's wire protocol counts them in 16 bits).
    static let parameterLimit = 65_535

    /// Sends `rows`, each the values of `contents`' columns, after `prefix` (`INSERT INTO "T" ("a") VALUES `).
    static func send(
        _ rows: [[StoredValue]], prefix: String, contents: [ColumnContent], on session: PostgresSession
    ) throws {
        let rowsPerStatement = max(1, parameterLimit / max(1, contents.count))
        var start = 0
        while start < rows.count {
            let chunk = rows[start..<min(start + rowsPerStatement, rows.count)]
            var bindings = PostgresBindings(capacity: chunk.count * contents.count)
            for values in chunk {
                for (value, content) in zip(values, contents) {
                    try PostgresValueCoding.bind(value, for: content, into: &bindings)
                }
            }
            try session.execute(
                prefix + placeholders.text(rows: chunk.count, columns: contents.count), bindings: bindings)
            start += chunk.count
        }
    }
}

/// The `VALUES` tuples of multi-row statements, by their count of rows and columns, kept for the shapes a
/// process sends (a full batch's, mostly; at most 64 of them).
private final class PlaceholderText: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [Int: String] = [:]

    /// `rows` tuples of `columns` numbered parameters.
    func text(rows: Int, columns: Int) -> String {
        let key = rows &* 65_536 &+ columns
        if let known = lock.withLock({ texts[key] }) { return known }
        var text = ""
        text.reserveCapacity(rows * columns * 8)
        var number = 0
        for row in 0..<rows {
            text += row == 0 ? "(" : ", ("
            for column in 0..<columns {
                number += 1
                text += column == 0 ? "$\(number)" : ", $\(number)"
            }
            text += ")"
        }
        lock.withLock { if texts.count < 64 { texts[key] = text } }
        return text
    }
}

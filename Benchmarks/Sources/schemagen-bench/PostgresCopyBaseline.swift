import Foundation
import Logging
import PostgresNIO

extension PostgresBenchmarks {
    /// The benchmark's items as a team bulk-loads them by hand: one `COPY ... FROM STDIN` in text format, rows
    /// streamed in chunks of 1,000, the keys left to the table's generator, in one transaction. The text is
    /// written with integer arithmetic (no date formatter), so the baseline's cost is the server's.
    static func insertByCopy(_ url: String, schema: String, rows: Int) throws {
        try withConnection(url) { connection in
            let logger = Logger(label: "bench")
            try await connection.query("SET search_path TO \(unescaped: "\"\(schema)\"")", logger: logger)
            try await connection.query("BEGIN", logger: logger)
            try await connection.copyFrom(
                // postgres-nio quotes the names itself.
                table: "Item", columns: ["name", "quantity", "createdAt", "score", "comment"],
                logger: logger
            ) { writer in
                var chunk = ByteBuffer()
                for row in 0..<rows {
                    let (name, quantity, createdAt, score, comment, _) = RuntimeBenchmarks.item(row)
                    chunk.writeString(copyText(name))
                    chunk.writeString("\t\(quantity)\t\(copyTimestamp(createdAt))\t")
                    chunk.writeString(score.map(String.init) ?? "\\N")
                    chunk.writeString("\t\(comment.map(copyText) ?? "\\N")\n")
                    if row % 1000 == 999 {
                        try await writer.write(chunk)
                        chunk.clear()
                    }
                }
                if chunk.readableBytes > 0 { try await writer.write(chunk) }
            }
            try await connection.query("COMMIT", logger: logger)
        }
    }

    /// `text` escaped for `COPY`'s text format.
    private static func copyText(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return text }
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    /// `date` as `YYYY-MM-DD HH:MM:SS.ffffff+00`, from its microseconds by the civil-from-days algorithm.
    private static func copyTimestamp(_ date: Date) -> String {
        let microseconds = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
        let (seconds, fraction) = microseconds.quotientAndRemainder(dividingBy: 1_000_000)
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let micro = String(fraction)
        return "\(year)-\(two(month))-\(two(day)) \(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):"
            + "\(two(secondOfDay % 60)).\(String(repeating: "0", count: 6 - micro.count))\(micro)+00"
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// ISO 8601 dates and date-times as schema defaults, converted to seconds since 1970-01-01T00:00:00Z.
///
/// Accepted: `YYYY-MM-DD` (midnight UTC), and `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z` or an
/// offset `±HH:MM`. A date-time without a zone is refused rather than guessed, because its meaning would
/// depend on the machine that runs the migration. (YAML's own timestamp form with a space instead of `T`
/// is accepted too.)
enum ISO8601Date {
    /// Why a text is not an accepted date.
    enum Failure: Error, Equatable {
        /// The text does not have the shape of a date.
        case malformed
        /// A date-time without `Z` or an offset.
        case missingZone
        /// The shape is right but a field is out of range (month 13, February 30, hour 24).
        case outOfRange(String)
    }

    /// The UTC date-time of `seconds` since the epoch, `YYYY-MM-DDTHH:MM:SSZ`, with milliseconds only when
    /// there is a fraction; generated code shows it beside the number it stands for, and a written schema
    /// holds it. Dates are proleptic Gregorian, as ``secondsSince1970(_:)`` reads them, so every date it
    /// accepts is written back as the same day.
    static func text(secondsSince1970 seconds: Double) -> String {
        let hasFraction = seconds.rounded(.down) != seconds
        // Past 9e15 seconds (285 million years) the milliseconds would overflow; no date a schema reads comes near.
        guard seconds.isFinite, abs(seconds) < 9e15 else { return "\(seconds) seconds since 1970" }
        let milliseconds = Int((seconds * 1000).rounded())
        let (days, millisecondOfDay) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = civilDate(daysSince1970: days)
        let secondOfDay = millisecondOfDay / 1000
        var text = "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(secondOfDay / 3600, 2)):"
        text += "\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))"
        if hasFraction { text += ".\(padded(millisecondOfDay % 1000, 3))" }
        return text + "Z"
    }

    /// Parses `text` into seconds since the epoch.
    static func secondsSince1970(_ text: String) -> Result<Double, Failure> {
        let characters = Array(text.utf8)
        var reader = Reader(characters)
        guard let year = reader.digits(4), reader.take("-"), let month = reader.digits(2), reader.take("-"),
            let day = reader.digits(2)
        else { return .failure(.malformed) }
        guard (1...12).contains(month) else { return .failure(.outOfRange("month \(month)")) }
        guard (1...daysIn(month: month, year: year)).contains(day) else {
            return .failure(.outOfRange("day \(day) of month \(month)"))
        }
        let days = daysSince1970(year: year, month: month, day: day)
        if reader.isAtEnd { return .success(Double(days) * 86_400) }

        guard reader.take("T") || reader.take("t") || reader.take(" "), let hour = reader.digits(2),
            reader.take(":"), let minute = reader.digits(2)
        else { return .failure(.malformed) }
        var second = 0
        var fraction = 0.0
        if reader.take(":") {
            guard let value = reader.digits(2) else { return .failure(.malformed) }
            second = value
            if reader.take(".") {
                guard let (value, count) = reader.fraction() else { return .failure(.malformed) }
                fraction = Double(value) / pow10(count)
            }
        }
        guard hour < 24 else { return .failure(.outOfRange("hour \(hour)")) }
        guard minute < 60 else { return .failure(.outOfRange("minute \(minute)")) }
        guard second < 60 else { return .failure(.outOfRange("second \(second)")) }

        var offsetSeconds = 0
        if reader.take("Z") || reader.take("z") {
            // UTC.
        } else if let sign = reader.sign() {
            guard let offsetHours = reader.digits(2) else { return .failure(.malformed) }
            _ = reader.take(":")
            guard let offsetMinutes = reader.digits(2) else { return .failure(.malformed) }
            guard offsetHours < 24, offsetMinutes < 60 else { return .failure(.outOfRange("zone offset")) }
            offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        } else if reader.isAtEnd {
            return .failure(.missingZone)
        }
        guard reader.isAtEnd else { return .failure(.malformed) }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return .success(Double(seconds) + fraction)
    }

    private static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's days-from-civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's civil-from-days).
    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The quotient rounded down and the remainder that goes with it, never negative.
    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// `value` in decimal with at least `width` digits, zeros in front; a negative value keeps its sign first.
    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func pow10(_ count: Int) -> Double {
        (0..<count).reduce(1.0) { value, _ in value * 10 }
    }

    /// A cursor over ASCII bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// Up to nine fractional digits (nanoseconds); more are refused.
        mutating func fraction() -> (value: Int, count: Int)? {
            var value = 0
            var count = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                guard count < 9 else { return nil }
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                count += 1
                index += 1
            }
            return count > 0 ? (value, count) : nil
        }

        mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }
    }
}

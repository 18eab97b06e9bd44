import Testing

@testable import SchemaGenCore

@Suite("Dates are written back as ISO 8601 text")
struct ISO8601DateTextTests {
    @Test("whole seconds without a fraction, fractions as milliseconds, in UTC")
    func spellings() {
        #expect(ISO8601Date.text(secondsSince1970: 0) == "1970-01-01T00:00:00Z")
        #expect(ISO8601Date.text(secondsSince1970: 1_709_209_800) == "2024-02-29T12:30:00Z")
        #expect(ISO8601Date.text(secondsSince1970: 1.5) == "1970-01-01T00:00:01.500Z")
        #expect(ISO8601Date.text(secondsSince1970: 0.001) == "1970-01-01T00:00:00.001Z")
        #expect(ISO8601Date.text(secondsSince1970: -1.5) == "1969-12-31T23:59:58.500Z")
        #expect(ISO8601Date.text(secondsSince1970: -86_400) == "1969-12-31T00:00:00Z")
        #expect(ISO8601Date.text(secondsSince1970: 253_402_300_799) == "9999-12-31T23:59:59Z")
    }

    @Test("a fraction is rounded to the nearest millisecond, carrying into the second")
    func rounding() {
        #expect(ISO8601Date.text(secondsSince1970: 1.0004) == "1970-01-01T00:00:01.000Z")
        #expect(ISO8601Date.text(secondsSince1970: 1.9999) == "1970-01-01T00:00:02.000Z")
        #expect(ISO8601Date.text(secondsSince1970: 12_345.678) == "1970-01-01T03:25:45.678Z")
    }

    @Test("dates before the Gregorian reform are proleptic Gregorian, as they are read")
    func prolepticGregorian() {
        // Foundation's formatter switched to the Julian calendar before 1582 and wrote this as 0001-01-03.
        #expect(ISO8601Date.text(secondsSince1970: -62_135_596_800) == "0001-01-01T00:00:00Z")
        #expect(ISO8601Date.text(secondsSince1970: -12_219_292_800) == "1582-10-15T00:00:00Z")
    }

    @Test("every date written reads back as the same instant")
    func roundTrip() throws {
        // Every 9,970,013 seconds (about 115 days and a few hours, so the time of day and the day of the month vary)
        // from year 1 to 9999, with and without a fraction.
        for seconds in stride(from: -62_135_596_800, through: 253_402_300_799, by: 9_970_013) {
            for fraction in [0.0, 0.25, 0.999] {
                let written = ISO8601Date.text(secondsSince1970: Double(seconds) + fraction)
                let read = try ISO8601Date.secondsSince1970(written).get()
                #expect(read == Double(seconds) + fraction, "\(written)")
                if read != Double(seconds) + fraction { return }
            }
        }
    }

    @Test("a value no date reaches is written as its number of seconds")
    func outOfRange() {
        #expect(ISO8601Date.text(secondsSince1970: .infinity) == "inf seconds since 1970")
        #expect(ISO8601Date.text(secondsSince1970: 1e20) == "1e+20 seconds since 1970")
    }
}

import Foundation
import SchemaModel
import SchemaRuntime

/// A struct attribute's storage: the runtime writes and reads it as a JSON object of its fields by name
/// (`StorableStruct`, as generated code declares it), against what a user would write by hand to keep a
/// `Codable` struct in a text column: Foundation's `JSONEncoder` and `JSONDecoder`, reused, with dates as
/// seconds since 1970 as the runtime stores them. Both sides encode and decode the same values in the same
/// run, and the stored bytes are compared too.
enum ValueTypeBenchmarks {
    /// A struct as schemagen generates it: its fields, a memberwise initialiser, and its storage.
    struct Address: Codable, Hashable, StorableStruct {
        var street: String
        var city: String
        var postcode: String?
        var location: Point?
        var lines: [String]
        var since: Date

        init(storedFields fields: StoredFields) throws {
            self.init(
                street: try fields.value("street"), city: try fields.value("city"),
                postcode: try fields.value("postcode"), location: try fields.value("location"),
                lines: try fields.value("lines"), since: try fields.value("since"))
        }

        init(street: String, city: String, postcode: String?, location: Point?, lines: [String], since: Date) {
            self.street = street
            self.city = city
            self.postcode = postcode
            self.location = location
            self.lines = lines
            self.since = since
        }

        var storedFields: [StoredJSON.Member] {
            [
                .init("street", street), .init("city", city), .init("postcode", postcode),
                .init("location", location), .init("lines", lines), .init("since", since),
            ]
        }
    }

    /// A nested struct.
    struct Point: Codable, Hashable, StorableStruct {
        var latitude: Double
        var longitude: Double

        init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }

        init(storedFields fields: StoredFields) throws {
            self.init(latitude: try fields.value("latitude"), longitude: try fields.value("longitude"))
        }

        var storedFields: [StoredJSON.Member] { [.init("latitude", latitude), .init("longitude", longitude)] }
    }

    static func values(_ count: Int) -> [Address] {
        (0..<count).map { index in
            let postcode: String? = index % 2 == 0 ? String(index % 10_000) : nil
            let latitude = 59.9 + Double(index % 100) / 1_000
            let location: Point? = index % 4 == 0 ? nil : Point(latitude: latitude, longitude: 10.7)
            let lines: [String] = index % 5 == 0 ? [] : ["Floor \(index % 9)", "Flat B"]
            let since = Date(timeIntervalSince1970: 1_700_000_000 + Double(index))
            return Address(
                street: "\(index) Karl Johans gate", city: index % 3 == 0 ? "Oslo" : "Bergen", postcode: postcode,
                location: location, lines: lines, since: since)
        }
    }

    /// Prints one Markdown row per direction: schemagen's storage and the hand-written `Codable` baseline.
    static func run(count: Int = 200_000) throws {
        let addresses = values(count)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970

        var stored: [StoredValue] = []
        let encode = try measure { stored = addresses.map(\.storedValue) }
        var texts: [String] = []
        let baselineEncode = try measure {
            texts = try addresses.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        }
        var decoded: [Address] = []
        let decode = try measure { decoded = try stored.map { try Address(storedValue: $0) } }
        var baselineDecoded: [Address] = []
        let baselineDecode = try measure {
            baselineDecoded = try texts.map { try decoder.decode(Address.self, from: Data($0.utf8)) }
        }
        if let index = addresses.indices.first(where: { decoded[$0] != addresses[$0] }) {
            throw BenchmarkError("value \(index) did not read back equal: \(addresses[index]) became \(decoded[index])")
        }
        if let index = addresses.indices.first(where: { baselineDecoded[$0] != addresses[$0] }) {
            throw BenchmarkError(
                "value \(index) did not read back equal from JSONDecoder: \(addresses[index]) became \(baselineDecoded[index])"
            )
        }
        let storedBytes = stored.reduce(0) { total, value in
            if case .text(let text) = value { return total + text.utf8.count }
            return total
        }
        let baselineBytes = texts.reduce(0) { $0 + $1.utf8.count }
        print(
            "| \(count) struct values (6 fields, one nested) | schemagen | JSONEncoder/JSONDecoder (same run) | ratio |"
        )
        print("|---|---|---|---|")
        print(row("encode", encode, baselineEncode))
        print(row("decode", decode, baselineDecode))
        print(
            "| stored bytes | \(megabytes(storedBytes)) | \(megabytes(baselineBytes)) | "
                + String(format: "%.2fx", Double(storedBytes) / Double(baselineBytes)) + " |")
    }

    private static func row(_ label: String, _ value: Double, _ baseline: Double) -> String {
        String(format: "| %@ | %.3f s | %.3f s | %.2fx |", label as NSString, value, baseline, value / baseline)
    }

    /// The median of 5 runs of `body`, in seconds.
    private static func measure(_ body: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now()
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
        }
        return median(times)
    }
}

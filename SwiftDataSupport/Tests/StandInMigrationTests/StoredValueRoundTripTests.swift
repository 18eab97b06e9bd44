import Foundation
import SwiftData
import Testing

/// One model with an attribute of every type the schema language has, at its edges.
enum EdgesV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Sample.self] }

    enum Mood: String, Codable, CaseIterable {
        case calm, tense
    }

    @Model final class Sample {
        var text: String
        var count: Int
        var small: Int8
        var huge: UInt64
        var ratio: Double
        var single: Float
        var amount: Decimal
        var when: Date
        var identifier: UUID
        var bytes: Data
        var link: URL
        var mood: Mood
        var moods: [Mood]
        var numbers: [Int]?
        var note: String?

        init(
            text: String, count: Int, small: Int8, huge: UInt64, ratio: Double, single: Float, amount: Decimal,
            when: Date, identifier: UUID, bytes: Data, link: URL, mood: Mood, moods: [Mood], numbers: [Int]?,
            note: String?
        ) {
            self.text = text
            self.count = count
            self.small = small
            self.huge = huge
            self.ratio = ratio
            self.single = single
            self.amount = amount
            self.when = when
            self.identifier = identifier
            self.bytes = bytes
            self.link = link
            self.mood = mood
            self.moods = moods
            self.numbers = numbers
            self.note = note
        }
    }
}

@Suite("Stand-in store: every value comes back from the file exactly as it was saved")
struct StoredValueRoundTripTests {
    @Test("edge values of every type survive a save and a fresh container's load")
    func edgeValuesRoundTrip() throws {
        let url = try StoreFolder().url("edges.store")
        let amount = try #require(Decimal(string: "79228162514264337593543950335"))
        let when = Date(timeIntervalSince1970: 1_700_000_000.25)
        let identifier = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let link = try #require(URL(string: "https://example.com/a%20path?q=%C3%A9#part"))
        let bytes = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        do {
            let context = ModelContext(
                try ModelContainer(
                    for: Schema(versionedSchema: EdgesV1.self), configurations: ModelConfiguration(url: url)))
            context.insert(
                EdgesV1.Sample(
                    text: "naïve café · 日本語 · 🏃🏽‍♀️\n\t\"", count: .min, small: .max, huge: .max,
                    ratio: -.greatestFiniteMagnitude, single: .leastNonzeroMagnitude, amount: amount, when: when,
                    identifier: identifier, bytes: bytes, link: link, mood: .tense, moods: [.tense, .calm],
                    numbers: [Int.max, 0, Int.min], note: nil))
            try context.save()
        }
        let context = ModelContext(
            try ModelContainer(for: Schema(versionedSchema: EdgesV1.self), configurations: ModelConfiguration(url: url))
        )
        let sample = try #require(try context.fetch(FetchDescriptor<EdgesV1.Sample>()).first)
        #expect(sample.text == "naïve café · 日本語 · 🏃🏽‍♀️\n\t\"")
        #expect(sample.count == .min && sample.small == .max && sample.huge == .max)
        #expect(sample.ratio == -.greatestFiniteMagnitude && sample.single == .leastNonzeroMagnitude)
        #expect(sample.amount == amount)
        #expect(sample.when == when)
        #expect(sample.identifier == identifier && sample.bytes == bytes && sample.link == link)
        #expect(sample.mood == .tense && sample.moods == [.tense, .calm])
        #expect(sample.numbers == [Int.max, 0, Int.min] && sample.note == nil)
    }
}

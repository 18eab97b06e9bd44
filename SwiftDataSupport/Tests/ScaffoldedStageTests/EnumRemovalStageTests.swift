import SwiftData
import Testing

@testable import SwiftDataEnumRemoval

/// The stage `schemagen scaffold --flavor swiftdata` writes for the EnumRemoval history, run as committed:
/// every attribute that can hold a removed case is rewritten while the old values still decode.
@Suite("Scaffolded stages: removed enum cases are rewritten in every attribute shape before the step")
struct EnumRemovalStageTests {
    @Test("single values take the default or nil, arrays drop the removed cases, other values stay")
    func rewritesEveryShape() throws {
        let context = ModelContext()
        let held = SchemaV1.Entry(
            title: "held", mood: .angry, previous: .sad, strict: .happy, moods: [.calm, .angry, .happy, .sad],
            history: [.sad, .happy])
        let clean = SchemaV1.Entry(
            title: "clean", mood: .happy, previous: .calm, strict: .calm, moods: [.happy], history: nil)
        context.insert(held)
        context.insert(clean)

        try SchemaMigrationsStages.willMigrateSchemaV1ToSchemaV2(context)

        #expect(held.mood == .calm, "the new version's default")
        #expect(held.previous == nil)
        #expect(held.strict == .happy)
        #expect(held.moods == [.calm, .happy])
        #expect(held.history == [.happy])
        #expect(clean.mood == .happy && clean.previous == .calm && clean.strict == .calm)
        #expect(clean.moods == [.happy] && clean.history == nil)
    }

    @Test("a required value without a default that holds a removed case stops the stage, naming it")
    func requiredWithoutDefaultStops() {
        let context = ModelContext()
        context.insert(SchemaV1.Entry(title: "x", strict: .angry, moods: []))
        #expect {
            try SchemaMigrationsStages.willMigrateSchemaV1ToSchemaV2(context)
        } throws: { error in
            "\(error)" == "Entry.strict holds the removed case angry and has no default; choose a remaining one here"
        }
    }
}

/// The same history's third step: Mood's raw values change, so every attribute holding a Mood is converted
/// into the new enum (`MoodConverted` in the converting version) case by case.
@Suite("Scaffolded stages: new raw values are reached case by case, in every attribute shape")
struct EnumRawValueStageTests {
    @Test("each value maps to the case of the same name, whose stored raw value is the new one")
    func convertsCaseByCase() throws {
        let context = ModelContext()
        let entry = SchemaV3Converting.Entry(
            title: "t", mood: .happy, previous: nil, strict: .calm, moods: [.calm, .happy], history: [.happy])
        context.insert(entry)

        try SchemaMigrationsStages.didMigrateSchemaV2ToSchemaV3Converting(context)

        #expect(entry.moodConverted == .happy && entry.moodConverted.rawValue == "HAPPY")
        #expect(entry.previousConverted == nil)
        #expect(entry.strictConverted == .calm)
        #expect(entry.moodsConverted.map(\.rawValue) == ["CALM", "HAPPY"])
        #expect(entry.historyConverted?.map(\.rawValue) == ["HAPPY"])
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV2 (2.0.0) -> SchemaV3Converting (2.0.1000000), which schemagen writes
    /// because SwiftData's inferred migration can't change a stored type. SwiftData adds each new attribute
    /// beside the old one; this converts every row on the same object, and SchemaV3 then drops the old
    /// attribute and renames the new one into place (`originalName`).
    ///
    /// Converts:
    /// - Entry.mood: Mood, whose raw values change, into `moodConverted`
    /// - Entry.previous: Mood?, whose raw values change, into `previousConverted`
    /// - Entry.strict: Mood, whose raw values change, into `strictConverted`
    /// - Entry.moods: [Mood], whose raw values change, into `moodsConverted`
    /// - Entry.history: [Mood]?, whose raw values change, into `historyConverted`
    static func didMigrateSchemaV2ToSchemaV3Converting(_ context: ModelContext) throws {
        // Entry.mood, Entry.previous, Entry.strict, Entry.moods, Entry.history: set from the old values.
        try forEach(SchemaV3Converting.Entry.self, in: context) { row in
            row.moodConverted = try convertEntryMood(row.mood)
            row.previousConverted = try convertEntryPrevious(row.previous)
            row.strictConverted = try convertEntryStrict(row.strict)
            row.moodsConverted = try convertEntryMoods(row.moods)
            row.historyConverted = try convertEntryHistory(row.history)
        }
    }

    /// Entry.mood: Mood, whose raw values change.
    private static func convertEntryMood(_ old: SchemaV3Converting.Mood) throws -> SchemaV3Converting.MoodConverted {
        switch old {
        case .calm:
            return .calm
        case .happy:
            return .happy
        }
    }

    /// Entry.previous: Mood?, whose raw values change.
    private static func convertEntryPrevious(
        _ old: SchemaV3Converting.Mood?
    ) throws -> SchemaV3Converting.MoodConverted? {
        guard let old else { return nil }
        switch old {
        case .calm:
            return .calm
        case .happy:
            return .happy
        }
    }

    /// Entry.strict: Mood, whose raw values change.
    private static func convertEntryStrict(_ old: SchemaV3Converting.Mood) throws -> SchemaV3Converting.MoodConverted {
        switch old {
        case .calm:
            return .calm
        case .happy:
            return .happy
        }
    }

    /// Entry.moods: [Mood], whose raw values change.
    private static func convertEntryMoods(
        _ old: [SchemaV3Converting.Mood]
    ) throws -> [SchemaV3Converting.MoodConverted] {
        func element(_ old: SchemaV3Converting.Mood) throws -> SchemaV3Converting.MoodConverted {
            switch old {
            case .calm:
                return .calm
            case .happy:
                return .happy
            }
        }
        return try old.map(element)
    }

    /// Entry.history: [Mood]?, whose raw values change.
    private static func convertEntryHistory(
        _ old: [SchemaV3Converting.Mood]?
    ) throws -> [SchemaV3Converting.MoodConverted]? {
        guard let old else { return nil }
        func element(_ old: SchemaV3Converting.Mood) throws -> SchemaV3Converting.MoodConverted {
            switch old {
            case .calm:
                return .calm
            case .happy:
                return .happy
            }
        }
        return try old.map(element)
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV1 (1.0.0) -> SchemaV2Converting (1.0.1000000), which schemagen writes
    /// because SwiftData's inferred migration can't change a stored type. SwiftData adds each new attribute
    /// beside the old one; this converts every row on the same object, and SchemaV2 then drops the old
    /// attribute and renames the new one into place (`originalName`).
    ///
    /// Converts:
    /// - Account.score: Int -> String, into `scoreConverted`
    /// - Account.ratio: Double? -> Float, into `ratioConverted`
    /// - Account.tags: [Int] -> [Double], into `tagsConverted`
    /// - Account.level: String -> Level, into `levelConverted`
    /// - Account.code: Code, whose raw values change, into `codeConverted`
    /// - Account.codes: [Code], whose raw values change, into `codesConverted`
    /// - Device.weight: String? -> Double?, into `weightConverted`
    static func didMigrateSchemaV1ToSchemaV2Converting(_ context: ModelContext) throws {
        // Account.score, Account.ratio, Account.tags, Account.level, Account.code, Account.codes: set from the old
        // values.
        try forEach(SchemaV2Converting.Account.self, in: context) { row in
            row.scoreConverted = try convertAccountScore(row.score)
            row.ratioConverted = try convertAccountRatio(row.ratio)
            row.tagsConverted = try convertAccountTags(row.tags)
            row.levelConverted = try convertAccountLevel(row.level)
            row.codeConverted = try convertAccountCode(row.code)
            row.codesConverted = try convertAccountCodes(row.codes)
        }

        // Device.weight: set from the old values.
        try forEach(SchemaV2Converting.Device.self, in: context) { row in
            row.weightConverted = try convertDeviceWeight(row.weight)
        }
    }

    /// Account.score: Int -> String.
    private static func convertAccountScore(_ old: Int) throws -> String {
        return String(describing: old)
    }

    /// Account.ratio: Double? -> Float.
    private static func convertAccountRatio(_ old: Double?) throws -> Float {
        guard let old else {
            throw SchemaMigrationsStagesError("Account.ratio was nil in a row; choose its value in convertAccountRatio")
        }
        return Float(old)
    }

    /// Account.tags: [Int] -> [Double].
    private static func convertAccountTags(_ old: [Int]) throws -> [Double] {
        func element(_ old: Int) throws -> Double {
            if let value = Double(exactly: old) { return value }
            throw SchemaMigrationsStagesError("Account.tags: convert \(old) to Double in convertAccountTags")
        }
        return try old.map(element)
    }

    /// Account.level: String -> Level.
    private static func convertAccountLevel(_ old: String) throws -> SchemaV2Converting.LevelConverted {
        if let value = SchemaV2Converting.LevelConverted(rawValue: old) { return value }
        throw SchemaMigrationsStagesError("Account.level: convert \(old) to Level in convertAccountLevel")
    }

    /// Account.code: Code, whose raw values change.
    private static func convertAccountCode(_ old: SchemaV2Converting.Code) throws -> SchemaV2Converting.CodeConverted {
        switch old {
        case .alpha:
            return .alpha
        case .beta:
            return .beta
        }
    }

    /// Account.codes: [Code], whose raw values change.
    private static func convertAccountCodes(
        _ old: [SchemaV2Converting.Code]
    ) throws -> [SchemaV2Converting.CodeConverted] {
        func element(_ old: SchemaV2Converting.Code) throws -> SchemaV2Converting.CodeConverted {
            switch old {
            case .alpha:
                return .alpha
            case .beta:
                return .beta
            }
        }
        return try old.map(element)
    }

    /// Device.weight: String? -> Double?.
    private static func convertDeviceWeight(_ old: String?) throws -> Double? {
        guard let old else { return nil }
        if let value = Double(old) { return value }
        throw SchemaMigrationsStagesError("Device.weight: convert \(old) to Double in convertDeviceWeight")
    }
}

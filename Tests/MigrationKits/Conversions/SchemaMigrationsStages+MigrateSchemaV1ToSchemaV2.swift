// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GoldenConversions
import SchemaRuntime

extension SchemaMigrationsStages {
    /// SchemaV1 (1.0.0) -> SchemaV2 (2.0.0).
    ///
    /// Needs code because:
    /// - the raw type of 'Code' changed; stored values must be converted
    /// - 'Account.score' changed type from Int to String
    /// - 'Account.ratio' changed type from Double to Float
    /// - 'Account.ratio' made required
    /// - 'Account.tags' changed type from [Int] to [Double]
    /// - 'Account.level' changed type from String to Level
    /// - required attribute 'Account.key' added with 'uuid': each existing row needs its own value
    /// - 'Device.weight' changed type from String to Double
    ///
    /// Changes in this step:
    /// - enumCasesAdded Level.mid: case added
    /// - enumRawTypeChanged Code: String -> Int
    /// - attributeTypeChanged Account.score: Int -> String
    /// - attributeTypeChanged Account.ratio: Double -> Float (narrowing)
    /// - attributeOptionalityChanged Account.ratio: optional -> required
    /// - attributeTypeChanged Account.tags: [Int] -> [Double]
    /// - attributeTypeChanged Account.level: String -> Level (narrowing)
    /// - attributeDefaultChanged Account.level: none -> .low
    /// - attributeAdded Account.key: UUID
    /// - attributeTypeChanged Device.weight: String -> Double (narrowing)
    func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<SchemaV1, SchemaV2>) throws {
        // Codes keep their case; only the raw value's type changes.
        func code(_ old: SchemaV1.Code) -> SchemaV2.Code {
            switch old {
            case .alpha: .alpha
            case .beta: .beta
            }
        }
        try context.migrate(SchemaV1.Account.self, to: SchemaV2.Account.self) { old in
            // A Float can't hold every Double: the extremes are clamped, and a missing ratio becomes 0.
            let limit = Double(Float.greatestFiniteMagnitude)
            return SchemaV2.Account(
                name: old.name, score: String(old.score), ratio: Float(min(max(old.ratio ?? 0, -limit), limit)),
                tags: old.tags.map(Double.init), level: SchemaV2.Level(rawValue: old.level) ?? .low,
                code: code(old.code), codes: old.codes.map(code))
        }
        try context.migrate(SchemaV1.Device.self, to: SchemaV2.Device.self) { old in
            SchemaV2.Device(serial: old.serial, weight: old.weight.flatMap(Double.init))
        }
    }
}

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
    /// - Task.status: Status, now stored as its raw value, into `statusConverted`
    /// - Task.lastStatus: Status?, now stored as the enum, into `lastStatusConverted`
    static func didMigrateSchemaV1ToSchemaV2Converting(_ context: ModelContext) throws {
        // Task.status, Task.lastStatus: set from the old values.
        try forEach(SchemaV2Converting.Task.self, in: context) { row in
            row.statusConverted = try convertTaskStatus(row.status)
            row.lastStatusConverted = try convertTaskLastStatus(row.lastStatus)
        }
    }

    /// Task.status: Status, now stored as its raw value.
    private static func convertTaskStatus(
        _ old: SchemaV2Converting.Status
    ) throws -> SchemaV2Converting.StatusConverted {
        switch old {
        case .`open`:
            return .`open`
        case .done:
            return .done
        }
    }

    /// Task.lastStatus: Status?, now stored as the enum.
    private static func convertTaskLastStatus(
        _ old: SchemaV2Converting.Status?
    ) throws -> SchemaV2Converting.StatusConverted? {
        guard let old else { return nil }
        switch old {
        case .`open`:
            return .`open`
        case .done:
            return .done
        }
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV1 (1.0.0) -> SchemaV2 (2.0.0).
    ///
    /// Needs code because:
    /// - uniqueness added on Picture.url: existing rows may have duplicates
    ///
    /// Changes in this step:
    /// - attributeHashModifierChanged Picture.url: hashModifier none -> 'unique-2.0.0' (given by schemagen: only
    /// uniqueness changed, which Apple's pages disagree is in the hash)
    /// - attributeUniquenessAdded Picture.url: unique ["url"]
    static func willMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // attributeUniquenessAdded Picture.url: unique ["url"].
        // Rows repeating [url] would fail the step. Nothing is deleted for you: in each repeat, merge its data
        // into the first row, give it another value, or delete it (context.delete(row)); then remove the check.
        var pictureUrlSeen = Set<[AnyHashable]>()
        var pictureUrlRepeats: [String] = []
        try forEach(SchemaV1.Picture.self, in: context) { row in
            let key: [AnyHashable] = [AnyHashable(row.url)]
            if !pictureUrlSeen.insert(key).inserted {
                pictureUrlRepeats.append(key.map { "\($0.base)" }.joined(separator: ", "))
            }
        }
        if !pictureUrlRepeats.isEmpty {
            let listed = pictureUrlRepeats.prefix(10).joined(separator: "; ")
            throw SchemaMigrationsStagesError(
                "Picture rows repeating an earlier row's [url]: \(pictureUrlRepeats.count) (\(listed)); "
                    + "merge, change or delete them in this stage")
        }
    }

    /// Applies what ``willMigrateSchemaV1ToSchemaV2(_:)`` kept, to SchemaV2's models.
    static func didMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // Nothing to apply: willMigrateSchemaV1ToSchemaV2 did the work.
    }
}

// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import Foundation
import SwiftData

nonisolated extension SchemaMigrationsStages {
    /// SchemaV1 (1.0.0) -> SchemaV2 (2.0.0).
    ///
    /// Needs code because:
    /// - the counts of 'Playlist.songs' were tightened
    ///
    /// Changes in this step:
    /// - relationshipCountChanged Playlist.songs: 0... -> 1... (tightened)
    /// - relationshipAdded Song.album: Album?
    /// - modelAdded Album: new model
    static func willMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // relationshipCountChanged Playlist.songs: 0... -> 1... (tightened).
        // Read what this needs from SchemaV1's models here, keep it in a SchemaMigrationsStagesCarryOver, and apply it
        // in didMigrate.
    }

    /// Applies what ``willMigrateSchemaV1ToSchemaV2(_:)`` kept, to SchemaV2's models.
    static func didMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // Nothing is applied yet: willMigrateSchemaV1ToSchemaV2 notes what this stage must carry across; apply it here.
    }
}

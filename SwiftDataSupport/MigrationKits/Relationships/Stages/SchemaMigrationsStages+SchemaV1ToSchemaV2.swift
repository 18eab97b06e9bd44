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
        // A playlist must now hold a song: one that holds none gets the first song, so no playlist is lost. It is
        // done before the step, where SwiftData checks the new minimum.
        var first = FetchDescriptor<SchemaV1.Song>()
        first.fetchLimit = 1
        guard let song = try context.fetch(first).first else { return }
        try forEach(SchemaV1.Playlist.self, in: context) { playlist in
            if playlist.songs.isEmpty { playlist.songs.append(song) }
        }
    }

    /// Applies what ``willMigrateSchemaV1ToSchemaV2(_:)`` kept, to SchemaV2's models.
    static func didMigrateSchemaV1ToSchemaV2(_ context: ModelContext) throws {
        // Nothing to apply: willMigrateSchemaV1ToSchemaV2 did the work on the old models.
    }
}

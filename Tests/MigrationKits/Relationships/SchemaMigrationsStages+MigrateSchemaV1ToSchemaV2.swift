// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GoldenRelationships
import SchemaRuntime

extension SchemaMigrationsStages {
    /// SchemaV1 (1.0.0) -> SchemaV2 (2.0.0).
    ///
    /// Needs code because:
    /// - the counts of 'Playlist.songs' were tightened
    ///
    /// Changes in this step:
    /// - relationshipCountChanged Playlist.songs: 0... -> 1... (tightened)
    /// - relationshipAdded Song.album: Album?
    /// - modelAdded Album: new model
    func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<SchemaV1, SchemaV2>) throws {
        // A playlist must now hold a song: one that holds none gets the first song, so no playlist is lost.
        // Songs gain a column, so this step rebuilds their table: the old rows are in `_old_Song` until the
        // automatic copy after this code brings them over with their keys. The SQL runs on every store.
        try context.execute(
            sql: """
                INSERT INTO "_join_Playlist_songs" ("source_pk", "target_pk")
                SELECT "Playlist"."_pk", (SELECT min("_pk") FROM "_old_Song") FROM "Playlist"
                WHERE EXISTS (SELECT 1 FROM "_old_Song")
                AND NOT EXISTS (SELECT 1 FROM "_join_Playlist_songs" WHERE "source_pk" = "Playlist"."_pk")
                """)
    }
}

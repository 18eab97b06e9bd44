import GoldenRelationships
import SchemaRuntime
import SchemaTestKit
import Testing

@Suite("The migration test kit checks the counts the latest version demands of every to-many")
struct KitCountTests {
    /// The Relationships golden's stages as `schemagen scaffold` writes them: nothing done.
    struct ScaffoldedStages: SchemaMigrationsCustomStages {
        func migrateSchemaV1ToSchemaV2(_ context: CustomStageContext<SchemaV1, SchemaV2>) throws {}
    }

    @Test("a count the latest version tightened fails for every row that breaks it, with the count it holds")
    func countOutOfBounds() {
        let report = MigrationTestKit(SchemaMigrations.self, customStages: ScaffoldedStages()).migrate(from: "1.0.0")
        #expect(
            report.failures.map(\.description) == [
                "1.0.0 -> 2.0.0: Playlist row 3, 'songs' holds 0 related rows, but must hold at least 1"
            ])
    }
}

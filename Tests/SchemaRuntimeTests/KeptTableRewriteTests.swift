import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

@Suite("A custom stage may rewrite an entity whose table the step would keep")
struct KeptTableRewriteTests {
    /// The example's stages, plus a rewrite of the outbox, which 1.1.0 -> 1.2.0 does not change.
    struct OutboxRewritingStages: SchemaMigrationsCustomStages {
        func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
            try FitLogStages().migrateSchemaV2ToSchemaV3(context)
            try context.migrate(SchemaV2.SDOutboxEvent.self, to: SchemaV3.SDOutboxEvent.self) { old in
                SchemaV3.SDOutboxEvent(
                    id: old.id, eventType: old.eventType.uppercased(), payload: old.payload, createdAt: old.createdAt,
                    attempts: old.attempts + 1)
            }
        }

        func migrateSchemaV3ToSchemaV4(_ context: CustomStageContext<SchemaV3, SchemaV4>) throws {
            try FitLogStages().migrateSchemaV3ToSchemaV4(context)
        }
    }

    @Test("every row is read from where the step set it aside and rewritten with its key; none is lost")
    func rewriteKeepsEveryRow() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        let store = try ExamplePlan.open(url, upTo: 2)
        let keys = try store.write { context in
            try ["sync", "delete", "upload"].map { type in
                let event = SchemaV2.SDOutboxEvent(eventType: type, attempts: 2)
                try context.insert(event)
                return try #require(event.persistentModelID)
            }
        }
        _ = consume store
        let migrated = try SchemaStore.open(
            at: url, schemas: ExamplePlan.schemas(upTo: 3),
            stages: ExamplePlan.stages(upTo: 3, customStages: OutboxRewritingStages()))
        let events = try migrated.read {
            try $0.fetch(SchemaV3.SDOutboxEvent.self, orderBy: [.ascending("_pk")])
        }
        #expect(events.map(\.eventType) == ["SYNC", "DELETE", "UPLOAD"])
        #expect(events.map(\.attempts) == [3, 3, 3])
        #expect(events.map(\.persistentModelID) == keys)
    }
}

import GeneratedSchemas
import ScaffoldedStages
import SchemaRuntime
import Testing

/// With public generated code (the default), a test target imports the app's module plainly, as the migration
/// test suite does; the scaffolded stages must be reachable that way, so the scaffold makes them public too.
@Suite("The scaffold's stages have the generated code's access level")
struct ScaffoldAccessTests {
    @Test("public scaffolded stages are created and planned from another module without @testable")
    func publicStagesReachableFromATestTarget() {
        let stages = SchemaMigrations.stages(SchemaMigrationsStages())
        #expect(stages.count == SchemaMigrations.schemas.count - 1)
        #expect(stages.filter { $0.kind == .custom }.count == 2)
    }
}

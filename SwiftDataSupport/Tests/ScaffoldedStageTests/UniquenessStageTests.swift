import SwiftData
import Testing

@testable import SwiftDataSwiftDataMapping

/// The uniqueness stage `schemagen scaffold --flavor swiftdata` writes for the SwiftDataMapping history
/// (`Person.name` becomes unique), run as committed: it never deletes a row of its own accord.
@Suite("Scaffolded stages: new uniqueness over repeated values stops the migration, deleting nothing")
struct UniquenessStageTests {
    @Test("repeated names stop the stage with the repeats listed and the choices named; every row is still there")
    func repeatsStopTheStage() throws {
        let context = ModelContext()
        for name in ["Ada", "Grace", "Ada", "Ada"] { context.insert(SchemaV3Converting.Person(name: name)) }
        #expect {
            try SchemaMigrationsStages.willMigrateSchemaV3ConvertingToSchemaV3(context)
        } throws: { error in
            "\(error)"
                == "Person rows repeating an earlier row's [name]: 2 (Ada; Ada); merge, change or delete them in this stage"
        }
        #expect(try context.fetch(FetchDescriptor<SchemaV3Converting.Person>()).count == 4)
    }

    @Test("distinct names pass")
    func distinctNamesPass() throws {
        let context = ModelContext()
        for name in ["Ada", "Grace"] { context.insert(SchemaV3Converting.Person(name: name)) }
        try SchemaMigrationsStages.willMigrateSchemaV3ConvertingToSchemaV3(context)
        #expect(try context.fetch(FetchDescriptor<SchemaV3Converting.Person>()).count == 2)
    }
}

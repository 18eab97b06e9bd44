import SwiftData
import Testing

@testable import SwiftDataSwiftDataMapping

/// The conversion stage `schemagen scaffold --flavor swiftdata` writes for the SwiftDataMapping history
/// (`Journal.ratio`: `Float` -> `Double`), run as committed against the converting version's models.
@Suite("Scaffolded stages: a type change is converted on the same objects, in the converting version")
struct ConversionStageTests {
    @Test("every row's converted attribute is set from its old value, on the same object")
    func convertsEveryRowInPlace() throws {
        let context = ModelContext()
        let owner = SchemaV3Converting.Person(name: "Ada")
        let journals = [Float(0.25), 1.5, -3].map { ratio in
            SchemaV3Converting.Journal(title: "j\(ratio)", ratio: ratio, owner: owner)
        }
        for journal in journals { context.insert(journal) }

        try SchemaMigrationsStages.didMigrateSchemaV2ToSchemaV3Converting(context)

        #expect(journals.map(\.ratioConverted) == [0.25, 1.5, -3])
        #expect(journals.map(\.ratio) == [0.25, 1.5, -3], "the old attribute is left for SwiftData to drop")
    }
}

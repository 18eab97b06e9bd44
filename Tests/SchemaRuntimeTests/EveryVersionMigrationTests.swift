import FitLogExample
import Foundation
import GRDB
import GeneratedSchemas
import SchemaModel
import Testing

@testable import SchemaRuntime

@Suite("A store at every version of the example migrates to the latest, losing nothing the stages keep")
struct EveryVersionMigrationTests {
    static let versions = Array(1...7)

    @Test("fill at version k, migrate, compare rows, values, relationships and schema", arguments: versions)
    func migrateFrom(version: Int) throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        let schemas = ExamplePlan.allSchemas.map { $0.schemaDescription }
        let start = schemas[version - 1]
        _ = try ExamplePlan.open(url, upTo: version)
        try SyntheticRows.fill(url, schema: start, rowsPerEntity: 25)
        let before = try StoreInspection.rows(url, schema: start)

        _ = try ExamplePlan.open(url)
        let after = try StoreInspection.rows(url, schema: schemas[6])

        // Follow each entity and property through every step's renames, as far as it survives unchanged.
        var compared = 0
        for model in start.models {
            guard let beforeRows = before[model.name] else { continue }
            var entity: String? = model.name
            var properties = Dictionary(uniqueKeysWithValues: model.propertyNames.map { ($0, Optional($0)) })
            for index in (version - 1)..<6 {
                let correspondence = StepCorrespondence(previous: schemas[index], current: schemas[index + 1])
                guard let current = entity else { break }
                entity = correspondence.currentModelNames[current]
                for (original, name) in properties {
                    guard let name, let entity else {
                        properties[original] = .some(nil)
                        continue
                    }
                    let renamed = correspondence.currentPropertyName(ofPrevious: name, inModel: entity)
                    let oldAttribute = schemas[index].model(named: current)?.attribute(named: name)
                    let newAttribute = renamed.flatMap { schemas[index + 1].model(named: entity)?.attribute(named: $0) }
                    // A value whose type changed was rewritten by a custom stage; it is checked elsewhere.
                    let keepsValue =
                        oldAttribute == nil
                        || (newAttribute?.type == oldAttribute?.type && newAttribute?.isTransient == false)
                    properties[original] = keepsValue ? renamed : .some(nil)
                }
            }
            guard let finalEntity = entity else {
                // Only the legacy notes are dropped, and the history acknowledges it.
                #expect(model.name == "SDLegacyNote")
                continue
            }
            let afterRows = try #require(after[finalEntity])
            #expect(afterRows.count == beforeRows.count, "\(model.name) -> \(finalEntity)")
            for (key, values) in beforeRows {
                let migrated = try #require(afterRows[key], "\(finalEntity) row \(key) is missing")
                for (original, name) in properties {
                    guard let name, let value = values[original], let newValue = migrated[name] else { continue }
                    #expect(newValue == value, "\(model.name).\(original) -> \(finalEntity).\(name), row \(key)")
                    compared += 1
                }
            }
        }

        // Every entity's rows were compared, value by value (25 rows, several properties each).
        #expect(compared >= start.models.count * 25, "only \(compared) values compared")

        let fresh = folder.file("fresh.sqlite")
        _ = try ExamplePlan.open(fresh)
        #expect(try StoreInspection.normalisedSchema(url) == StoreInspection.normalisedSchema(fresh))
        let (recorded, _) = try StoreInspection.recordedVersion(url)
        #expect(recorded == "1.6.0")
    }

    @Test("the custom stage rewrote every free-text quantity into a number and a unit")
    func quantitiesRewritten() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        let schemas = ExamplePlan.allSchemas.map { $0.schemaDescription }
        _ = try ExamplePlan.open(url, upTo: 1)
        try SyntheticRows.fill(url, schema: schemas[0], rowsPerEntity: 10)
        let store = try ExamplePlan.open(url)
        let items = try store.read { try $0.fetch(SchemaV7.SDMealLogItem.self, orderBy: [.ascending("_pk")]) }
        #expect(items.map(\.quantity) == (1...10).map(Double.init))
        #expect(items.allSatisfy { $0.unit == "g" })
    }
}

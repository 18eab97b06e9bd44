import Foundation
import SchemaModel
import SchemaTestKit
import Testing

/// The framework kit matches rows by value, since a framework's store shows no keys: rows read back in another
/// order, twins alike in every value included, must still be matched to the rows they came from.
@Suite("Framework test kit: rows read back in any order are matched to the fixture rows they came from")
struct FrameworkRowMatchingTests {
    /// Parents and children that only a flag and their pairs tell apart, so many rows are twins.
    let version = Schema(
        version: SchemaVersion(1, 0, 0), name: "V1",
        models: [
            Model(
                name: "Parent", attributes: [Attribute(name: "flag", type: AttributeType(.primitive(.bool)))],
                relationships: [
                    Relationship(name: "children", target: "Child", cardinality: .toMany(isOptional: false))
                ]),
            Model(
                name: "Child", attributes: [Attribute(name: "flag", type: AttributeType(.primitive(.bool)))],
                relationships: [
                    Relationship(
                        name: "parent", target: "Parent", cardinality: .toOne(isOptional: true), inverse: "children")
                ]),
        ])

    /// What a framework would read back from a store holding `fixture`'s rows: in store order, or reversed.
    func read(_ fixture: FixtureObjects, reversed: Bool) throws -> MigratedObjects {
        func ordered<T>(_ items: [T]) -> [T] { reversed ? items.reversed() : items }
        final class Object {
            let position: Int
            let values: [String: StoredValue]
            var related: [Object] = []
            init(_ position: Int, _ values: [String: StoredValue]) {
                self.position = position
                self.values = values
            }
        }
        let parents = try fixture.rows("Parent").enumerated().map {
            Object($0, ["flag": .of(try $1.value("flag") as Bool)])
        }
        let children = try fixture.rows("Child").enumerated().map {
            Object($0, ["flag": .of(try $1.value("flag") as Bool)])
        }
        for (owner, targets) in fixture.pairs("Child", "parent") {
            children[owner].related = targets.map { parents[$0] }
        }
        for (owner, targets) in fixture.pairs("Parent", "children") {
            parents[owner].related = targets.map { children[$0] }
        }
        var migrated = MigratedObjects()
        migrated.add("Parent", ordered(parents)) { $0.values }
        migrated.add("Child", ordered(children)) { $0.values }
        migrated.link("Parent", "children", ordered(parents), to: ordered(children)) { $0.related }
        migrated.link("Child", "parent", ordered(children), to: ordered(parents)) { $0.related }
        return migrated
    }

    @Test("every row arrives, read in store order or in reverse, and twins keep their own pairs")
    func anyOrderMatches() {
        let kit = FrameworkMigrationTestKit(versions: [version], customStageVersions: [])
        for reversed in [false, true] {
            var objects: FixtureObjects?
            let intact = kit.migrate(
                from: "1.0.0", write: { fixture, _ in objects = fixture },
                migrateAndRead: { _ in try read(objects!, reversed: reversed) })
            #expect(intact.failures.map(\.description) == [], "reversed: \(reversed)")
            #expect(intact.checkedPairs > 0 && intact.checkedValues > 0)
        }
    }
}

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
    func read(
        _ fixture: FixtureObjects, reversed: Bool, dropping dropped: Int? = nil, detaching detached: Int? = nil
    ) throws -> MigratedObjects {
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
        // A stage that detached a child from its parent: both rows kept, the pair lost.
        if let detached {
            let child = children[detached]
            child.related = []
            for parent in parents { parent.related.removeAll { $0 === child } }
        }
        // A stage that deleted a child: gone from the store, and from its parent's children.
        var kept = children
        if let dropped {
            let child = children[dropped]
            kept.removeAll { $0 === child }
            for parent in parents { parent.related.removeAll { $0 === child } }
        }
        var migrated = MigratedObjects()
        migrated.add("Parent", ordered(parents)) { $0.values }
        migrated.add("Child", ordered(kept)) { $0.values }
        migrated.link("Parent", "children", ordered(parents), to: ordered(kept)) { $0.related }
        migrated.link("Child", "parent", ordered(kept), to: ordered(parents)) { $0.related }
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

    @Test("one deleted row is one failure: the row, not the pairs it took with it nor a rematching of the rest")
    func deletedRowIsOneRootCause() {
        let kit = FrameworkMigrationTestKit(versions: [version], customStageVersions: [])
        for dropped in [0, 1, 2, 3] {
            for reversed in [false, true] {
                var objects: FixtureObjects?
                let report = kit.migrate(
                    from: "1.0.0", write: { fixture, _ in objects = fixture },
                    migrateAndRead: { _ in try read(objects!, reversed: reversed, dropping: dropped) })
                #expect(
                    report.failures.map(\.kind) == [.missingRow],
                    "dropping \(dropped), reversed: \(reversed): \(report.failures)")
            }
        }
    }

    @Test("a pair lost between two rows that arrived is reported from both sides, naming the rows")
    func lostPairBetweenKeptRows() {
        let kit = FrameworkMigrationTestKit(versions: [version], customStageVersions: [])
        var objects: FixtureObjects?
        let report = kit.migrate(
            from: "1.0.0", write: { fixture, _ in objects = fixture },
            migrateAndRead: { _ in try read(objects!, reversed: false, detaching: 0) })
        #expect(report.failures.map(\.kind) == [.missingPair, .missingPair], "\(report.failures)")
        #expect(report.failures.allSatisfy { $0.description.contains("lost the pair to") }, "\(report.failures)")
    }
}

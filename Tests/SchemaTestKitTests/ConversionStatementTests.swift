import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaTestKit
import Testing

/// A custom stage's conversions are proved only by values a team states: the kit asks for each, and takes a
/// statement from any fixture file whose rows cross the stage, or an `unchecked:` entry with its reason.
@Suite("The kit asks for a stated value of every attribute a custom stage converts, computes, fills or deduplicates")
struct ConversionStatementTests {
    let kit = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages())

    /// The example's rows of 1.2.0 that state what 1.3.0's stage makes of a quantity (`Fixtures/1.2.0.yaml`).
    static func quantities(version: SchemaVersion = SchemaVersion(1, 2, 0), unchecked: [String: String] = [:])
        -> FixtureRows
    {
        FixtureRows(
            file: "Fixtures/\(version).yaml", version: version,
            rows: [
                .init(
                    "SDMealLogItem", "oats", values: ["foodName": .text("Oats"), "quantity": .text("150 g")],
                    expected: ["quantity": .real(150), "unit": .text("g")])
            ], unchecked: unchecked)
    }

    @Test("with no fixture file, each converted value fails, naming the attribute, the stage and the file to write")
    func everyConversionIsAskedFor() {
        #expect(
            kit.unstatedConversions(in: [], folder: "Fixtures").map(\.description) == [
                "1.2.0 -> 1.3.0: the custom stage converts SDMealLogItem.quantity, and no fixture file states what it "
                    + "must hold: in Fixtures/1.2.0.yaml, give one of its SDMealLogItem rows 'expect: { quantity: ... }' "
                    + "(named as in the latest version), or list 'SDMealLogItem.quantity: <why>' under 'unchecked:'; "
                    + "'schemagen testkit --fixture-skeletons' writes the file to fill in"
            ])
    }

    @Test("a row of a version before the stage that states the value meets it")
    func statedValueMeetsIt() {
        #expect(kit.unstatedConversions(in: [Self.quantities()], folder: "Fixtures").isEmpty)
        #expect(
            kit.unstatedConversions(in: [Self.quantities(version: SchemaVersion(1, 0, 0))], folder: "Fixtures")
                .isEmpty)
    }

    @Test("a statement in a version after the stage proves nothing of it: its rows never cross the stage")
    func laterStatementDoesNotCount() {
        let later = Self.quantities(version: SchemaVersion(1, 3, 0))
        #expect(kit.unstatedConversions(in: [later], folder: "Fixtures").map(\.property) == ["quantity"])
    }

    @Test("an 'unchecked:' entry with its reason meets it")
    func uncheckedMeetsIt() {
        let unchecked = FixtureRows(
            file: "Fixtures/1.2.0.yaml", version: SchemaVersion(1, 2, 0), rows: [],
            unchecked: ["SDMealLogItem.quantity": "parsed by the same code the app tests"])
        #expect(kit.unstatedConversions(in: [unchecked], folder: "Fixtures").isEmpty)
    }

    @Test("a fixture without a version, from a suite written before versions were given, states nothing")
    func unversionedFixtureStatesNothing() {
        let old = FixtureRows(file: "Fixtures/1.2.0.yaml", rows: Self.quantities().rows)
        #expect(kit.unstatedConversions(in: [old], folder: "Fixtures").count == 1)
    }
}

/// A sealed version's missing frozen store is frozen by one test, which says once what to commit.
@Suite("Missing frozen stores are frozen together, and the first run says once what to commit")
struct FreezeMissingStoresTests {
    @Test("two missing stores make one failure naming both, and a second run finds them kept")
    func oneFailureForEveryMissingStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-freeze-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kit = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages())
        let stores = ["1.0.0", "1.2.0"].map { FrozenStore($0, at: folder.appendingPathComponent("\($0).sqlite")) }
        #expect(stores.allSatisfy { !$0.exists })
        #expect(
            kit.freezeMissingStores(stores, shownIn: "Fixtures/stores").map(\.description) == [
                "1.0.0 -> 1.6.0: no frozen store yet: froze 1.0.0.sqlite and 1.2.0.sqlite in Fixtures/stores now, with "
                    + "this release's code; commit them (git add Fixtures/stores), so every later release is checked "
                    + "against these bytes"
            ])
        #expect(stores.allSatisfy { $0.exists })
        // Only the stores themselves: a store is moved into place whole, never copied there piece by piece.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["1.0.0.sqlite", "1.2.0.sqlite"])
        #expect(kit.freezeMissingStores(stores, shownIn: "Fixtures/stores").isEmpty)
        let report = kit.migrate(frozenStore: stores[1].url, version: "1.2.0")
        #expect(report.failures.isEmpty && report.checkedValues > 0, "\(report.summary)")
    }

    @Test("a version the plan lacks is named, and the stores that could be frozen still are")
    func unknownVersionIsNamed() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-freeze-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kit = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages())
        let failures = kit.freezeMissingStores(
            [
                FrozenStore("0.9.0", at: folder.appendingPathComponent("0.9.0.sqlite")),
                FrozenStore("1.1.0", at: folder.appendingPathComponent("1.1.0.sqlite")),
            ],
            shownIn: "stores")
        #expect(
            failures.map(\.description) == [
                "1.1.0 -> 1.6.0: no frozen store yet: froze 1.1.0.sqlite in stores now, with this release's code; commit "
                    + "it (git add stores), so every later release is checked against these bytes",
                "1.6.0 -> 1.6.0: the store could not be migrated: the plan has no version 0.9.0 to freeze a store of",
            ])
    }
}

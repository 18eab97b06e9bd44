import FitLogExample
import Foundation
import GeneratedSchemas
import SchemaModel
import SchemaRuntime
import SchemaTestKit
import Testing

/// A frozen store is checked like a fresh one: its version's fixture file's `expect:` values apply to the rows
/// an earlier release wrote, found in the store whatever keys that release gave them.
@Suite("Frozen stores are checked against their version's fixture file")
struct FrozenStoreFixtureTests {
    static let fixture = FixtureRows(
        file: "Fixtures/1.2.0.yaml",
        rows: [
            .init("SDMeal", "breakfast", values: ["title": .text("Breakfast")], links: ["items": ["oats", "coffee"]]),
            .init(
                "SDMealLogItem", "oats", values: ["foodName": .text("Oats"), "quantity": .text("150 g")],
                expected: ["quantity": .real(150), "unit": .text("g")]),
            .init(
                "SDMealLogItem", "coffee", values: ["foodName": .text("Coffee"), "quantity": .text("2.5 dl")],
                expected: ["quantity": .real(2.5), "unit": .text("dl")]),
        ])

    /// A frozen 1.2.0 store in a scratch folder, written with `fixture`'s rows, for `body`.
    static func withFrozenStore(
        _ fixture: FixtureRows = Self.fixture, _ body: (URL, MigrationTestKit<SchemaMigrations>) throws -> Void
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemagen-frozen-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let frozen = folder.appendingPathComponent("stores/1.2.0.sqlite")
        let kit = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages())
        let first = kit.migrate(frozenStore: frozen, version: "1.2.0", adding: fixture)
        #expect(first.failures.map(\.kind) == [.frozenStoreMissing])
        try body(frozen, kit)
    }

    @Test("a stage wrong on a fixture row fails on the frozen store too, naming the row and the file")
    func expectationsApplyToFrozenRows() throws {
        try Self.withFrozenStore { frozen, kit in
            #expect(kit.migrate(frozenStore: frozen, version: "1.2.0", adding: Self.fixture).failures.isEmpty)
            let broken = MigrationTestKit(
                SchemaMigrations.self, customStages: KitTeethTests.BrokenStages(fault: .ignoresUnits))
            let report = broken.migrate(frozenStore: frozen, version: "1.2.0", adding: Self.fixture)
            let key = try #require(report.failures.first?.rowKey)
            #expect(
                report.failures.map(\.description) == [
                    "1.2.0 -> 1.6.0: SDMealLogItem row \(key) ('coffee' of Fixtures/1.2.0.yaml), 'unit' (added in 1.3.0) expected 'dl' (Fixtures/1.2.0.yaml), found 'g'"
                ])
        }
    }

    @Test("a conversion wrong only on the bytes an earlier release wrote fails on the frozen store alone")
    func conversionWrongOnFrozenBytes() throws {
        try Self.withFrozenStore { frozen, kit in
            // The release that froze the store wrote the coffee's quantity with a decimal comma; the stage
            // splits "2,5 dl" into 2 and ",5 dl". A fresh store, written today, holds "2.5 dl" and passes.
            try KitTeethTests.execute(
                "UPDATE SDMealLogItem SET quantity = '2,5 dl' WHERE quantity = '2.5 dl'", in: frozen)
            #expect(kit.migrate(from: "1.2.0", adding: Self.fixture).failures.isEmpty)
            let report = kit.migrate(frozenStore: frozen, version: "1.2.0", adding: Self.fixture)
            let key = try #require(report.failures.first?.rowKey)
            let row = "SDMealLogItem row \(key) ('coffee' of Fixtures/1.2.0.yaml, frozen holding quantity '2,5 dl')"
            #expect(
                report.failures.map(\.description) == [
                    "1.2.0 -> 1.6.0: \(row), 'quantity' expected 2.5 (Fixtures/1.2.0.yaml), found 2.0",
                    "1.2.0 -> 1.6.0: \(row), 'unit' (added in 1.3.0) expected 'dl' (Fixtures/1.2.0.yaml), found ',5 dl'",
                ])
        }
    }

    @Test("a fixture row the frozen store does not hold is a failure that says why and what to do")
    func rowMissingFromFrozenStore() throws {
        var earlier = Self.fixture
        earlier.rows.removeLast()
        earlier.rows[0].links = ["items": ["oats"]]
        try Self.withFrozenStore(earlier) { frozen, kit in
            let report = kit.migrate(frozenStore: frozen, version: "1.2.0", adding: Self.fixture)
            #expect(
                report.failures.map(\.description) == [
                    "1.2.0 -> 1.6.0: the frozen store has no SDMealLogItem row for 'coffee' of Fixtures/1.2.0.yaml: the fixture file gained it after the store was frozen, so its expect: can't be checked on the frozen bytes; give the row in a later version's fixture file, or delete the frozen store to freeze it again with today's code"
                ])
        }
    }
}

/// Fixture stores hold more rows than a custom stage's batch, so a stage that loses its second batch fails.
@Suite("Fixture stores cross a custom stage's batches")
struct FixtureBatchTests {
    @Test("a custom stage that drops every row after its first batch fails, naming the first row it lost")
    func stageDroppingItsSecondBatch() throws {
        let report = KitTeethTests.report(.dropsAfterFirstBatch, from: "1.2.0")
        let missing = report.failures.filter { $0.kind == .missingRow && $0.model == "SDMealLogItem" }
        #expect(!missing.isEmpty, "\(report.summary)")
        #expect(
            missing.first?.description
                == "1.2.0 -> 1.6.0: SDMealLogItem row \(MigrationStage.defaultBatchSize + 1) is missing after the migration"
        )
    }

    @Test("every table of a version a custom stage follows holds more rows than one batch, and only small ones")
    func tablesHoldMoreThanABatch() {
        let kit = MigrationTestKit(SchemaMigrations.self, customStages: FitLogStages())
        let report = kit.migrate(from: "1.2.0")
        #expect(report.failures.isEmpty, "\(report.failures)")
        // 1.2.0 has seven models, each past the first batch; 1.5.0 is followed by lightweight steps only.
        #expect(report.checkedRows > 7 * MigrationStage.defaultBatchSize, "\(report.summary)")
        let last = kit.migrate(from: "1.5.0")
        #expect(last.checkedRows < MigrationStage.defaultBatchSize, "\(last.summary)")
    }
}

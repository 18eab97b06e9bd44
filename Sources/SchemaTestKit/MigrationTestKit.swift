import Foundation
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite

/// Proves that a store written at a shipped version arrives intact at the plan's latest version: it creates
/// a real SQLite store at that version, fills it with generated fixture rows (every attribute's edge values,
/// every relationship shape), migrates it through the plan's real stages (the app's custom stages
/// included), and checks every row, value and relationship pair the plan says must survive.
///
/// `schemagen testkit` writes a Swift Testing suite that calls this once per shipped version:
///
/// ```swift
/// let report = MigrationTestKit(SchemaMigrations.self, customStages: AppStages()).migrate(from: "1.4.0")
/// for failure in report.failures { Issue.record("\(failure)") }
/// ```
public struct MigrationTestKit<Plan: SchemaMigrationPlan> {
    /// The app's custom stages, run as the app runs them.
    public let customStages: Plan.CustomStages

    /// A kit for `plan`, migrating with `customStages`.
    public init(_ plan: Plan.Type, customStages: Plan.CustomStages) {
        self.customStages = customStages
    }

    /// Every version of the plan, oldest first.
    public var versions: [SchemaVersion] { Plan.schemas.map { $0.versionIdentifier } }

    /// The versions a store may have been written at: every version but the latest.
    public var shippedVersions: [SchemaVersion] { Array(versions.dropLast()) }

    /// Writes a store at `version` with the generated fixture rows, migrates it to the latest version, and
    /// reports every row, value and pair that did not arrive as the plan says.
    public func migrate(from version: SchemaVersion) -> MigrationReport { migrate(from: version, adding: nil) }

    /// ``migrate(from:)`` with a team's hand-written rows (a fixture file `schemagen testkit` compiled) written
    /// beside the generated ones; the values their `expect:` states are checked in the latest version.
    public func migrate(from version: SchemaVersion, adding fixture: FixtureRows?) -> MigrationReport {
        report(from: version) { start, folder, report in
            let url = folder.appendingPathComponent("\(version).sqlite")
            let keys = try writeStore(at: url, version: start, fixture: fixture)
            try check(url, from: start, fixture: fixture, placed: .written(keys), into: &report)
        }
    }

    /// Migrates a copy of the frozen store at `url`, a store written at `version` by an earlier release of the
    /// app's code and committed beside the suite, and checks it like ``migrate(from:adding:)``: a later change
    /// to the runtime or the plan meets the bytes the old code wrote. `fixture`'s rows are found in the store
    /// (by their values, or at their place after the generated rows) and their `expect:` values checked there;
    /// a row the store lacks is a failure. The file itself is never changed.
    ///
    /// When there is no file yet, one is frozen now (the generated rows, and `fixture`'s) and the report
    /// fails, asking for it to be committed: a frozen store proves nothing until it is kept.
    public func migrate(frozenStore url: URL, version: SchemaVersion, adding fixture: FixtureRows? = nil)
        -> MigrationReport
    {
        report(from: version) { start, folder, report in
            guard FileManager.default.fileExists(atPath: url.path) else {
                try freeze(at: url, version: start, fixture: fixture, scratch: folder)
                report.failures.append(
                    MigrationFailure(
                        .frozenStoreMissing, from: version, to: latestVersion,
                        actual: "froze one now at \(url.path); commit it, so later releases are checked against it"))
                return
            }
            let copy = folder.appendingPathComponent(url.lastPathComponent)
            try FileManager.default.copyItem(at: url, to: copy)
            let recorded = try StoreSnapshot.recordedVersion(of: copy)
            guard recorded == version else {
                report.failures.append(
                    MigrationFailure(
                        .migrationFailed, from: version, to: latestVersion,
                        actual:
                            "the frozen store \(url.lastPathComponent) records version \(recorded.map(String.init(describing:)) ?? "none"), not \(version)"
                    ))
                return
            }
            try check(copy, from: start, fixture: fixture, placed: .frozen, into: &report)
        }
    }

    /// Writes the store of version number `index` with the generated rows and `fixture`'s into `scratch`, and
    /// moves it to `url` in one step, so a test that finds the file finds it whole.
    func freeze(at url: URL, version index: Int, fixture: FixtureRows?, scratch: URL) throws {
        let fresh = scratch.appendingPathComponent("frozen.sqlite")
        _ = try writeStore(at: fresh, version: index, fixture: fixture)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A rename within the folder is atomic; a copy across file systems is not.
        let staged = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fresh, to: staged)
        guard rename(staged.path, url.path) == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            try? FileManager.default.removeItem(at: staged)
            throw POSIXError(code)
        }
    }

    /// A report from `version`: `body` gets the version's position in the plan and a scratch folder, removed
    /// afterwards. A version the plan does not have, and anything `body` throws, are failures of the report.
    private func report(
        from version: SchemaVersion, _ body: (Int, URL, inout MigrationReport) throws -> Void
    ) -> MigrationReport {
        var report = MigrationReport(fromVersion: version, toVersion: latestVersion)
        guard let start = index(of: version, into: &report) else { return report }
        do {
            try ScratchFolder.with { folder in try body(start, folder, &report) }
        } catch {
            report.failures.append(
                MigrationFailure(.migrationFailed, from: version, to: latestVersion, actual: Self.describe(error)))
        }
        return report
    }

    /// ``migrate(frozenStore:version:adding:)`` for a version written as text (`"1.4.0"`).
    public func migrate(frozenStore url: URL, version: String, adding fixture: FixtureRows? = nil) -> MigrationReport {
        guard let parsed = SchemaVersion(parsing: version) else { return migrate(from: version) }
        return migrate(frozenStore: url, version: parsed, adding: fixture)
    }

    /// The latest version of the plan.
    private var latestVersion: SchemaVersion { versions.last ?? SchemaVersion(0, 0, 0) }

    /// The position of `version` in the plan, or `nil` after reporting that the plan does not have it.
    private func index(of version: SchemaVersion, into report: inout MigrationReport) -> Int? {
        if let index = versions.firstIndex(of: version) { return index }
        report.failures.append(
            MigrationFailure(
                .migrationFailed, from: version, to: latestVersion,
                actual:
                    "the plan has no version \(version) (it has \(versions.map(\.description).joined(separator: ", ")))"
            ))
        return nil
    }

    /// Creates the store at `url` as the app at version number `index` created it, closes it, and writes the
    /// generated rows and `fixture`'s into it; returns the keys the fixture's rows were given.
    private func writeStore(at url: URL, version index: Int, fixture: FixtureRows?) throws -> [String: [String: Int64]]
    {
        let schemas = Plan.schemas
        _ = try SchemaStore.open(
            at: url, schemas: Array(schemas.prefix(index + 1)), stages: Array(Plan.stages(customStages).prefix(index)),
            history: Plan.historyIdentifier)
        let layout = StoreLayout(schemas[index].schemaDescription)
        // Past the first batch wherever a custom stage may read, so a stage that loses its second batch fails.
        let custom = Plan.stages(customStages).dropFirst(index).contains { $0.kind == .custom }
        let generated = GeneratedFixture(layout, minimumRows: custom ? MigrationStage.defaultBatchSize + 1 : 0)
        let tables = FixtureTables(generated, handWritten: fixture, layout: layout)
        try FixtureWriter.write(tables, to: url)
        return tables.keys
    }

    /// Where a store holds a fixture's rows.
    private enum FixturePlacement {
        /// Written by this kit just now, with these keys, by model and row key.
        case written([String: [String: Int64]])
        /// Written by an earlier release into a frozen store: to be found there.
        case frozen
    }

    /// Reads the store at `url` (at version number `start`), migrates it through the plan, reads it again, and
    /// adds to `report` everything that did not arrive as the plan, and `fixture`'s `expect:`, say.
    private func check(
        _ url: URL, from start: Int, fixture: FixtureRows?, placed placement: FixturePlacement,
        into report: inout MigrationReport
    ) throws {
        let schemas = Plan.schemas
        let stages = Plan.stages(customStages)
        let before = try StoreSnapshot(of: url, layout: StoreLayout(schemas[start].schemaDescription))
        _ = try SchemaStore.open(at: url, plan: Plan.self, customStages: customStages)
        let after = try StoreSnapshot(of: url, layout: StoreLayout(schemas[schemas.count - 1].schemaDescription))
        var trace = MigrationTrace(before)
        for index in start..<(schemas.count - 1) {
            trace.step(to: schemas[index + 1].schemaDescription, isCustom: stages[index].kind == .custom)
        }
        var unfound: [MigrationFailure] = []
        switch (fixture, placement) {
        case (let fixture?, .written(let keys)):
            trace.state(fixture, keys: keys)
        case (let fixture?, .frozen):
            let found = FrozenFixtureRows(fixture, in: before)
            trace.state(fixture, keys: found.keys, notes: found.notes)
            unfound = found.missing.map { row in
                var failure = MigrationFailure(
                    .fixtureRowNotFrozen, from: schemas[start].versionIdentifier, to: latestVersion, model: row.model)
                failure.rowLabel = "'\(row.key)' of \(fixture.file)"
                return failure
            }
        case (nil, _):
            break
        }
        let comparison = trace.compare(with: after)
        report.failures += comparison.failures + unfound
        report.checkedRows = comparison.rows
        report.checkedValues = comparison.values
        report.checkedPairs = comparison.pairs
    }

    /// A failure for every value the plan's custom stages convert, compute, fill or deduplicate that none of
    /// `fixtures` states under `expect:` (in a file of a version whose rows cross the stage) or lists as
    /// `unchecked:`: the kit can't know what such a value must become, so a stage that gets it wrong passes
    /// every other test. Each failure names the file of `folder` to write.
    public func unstatedConversions(in fixtures: [FixtureRows], folder: String) -> [MigrationFailure] {
        let stages = Plan.stages(customStages)
        // Closures, not key paths: a key path through an existential metatype crashes Swift 6.3's SIL passes.
        let versions = Plan.schemas.map { $0.schemaDescription }
        let custom = zip(versions.dropFirst(), stages).filter { $0.1.kind == .custom }.map { $0.0.version }
        return ConversionStatements(versions: versions, customStageVersions: Set(custom))
            .unstated(in: fixtures, folder: folder)
    }

    /// ``migrate(from:)`` for a version written as text (`"1.4.0"`); text that is no version is reported as a
    /// failure.
    public func migrate(from version: String, adding fixture: FixtureRows? = nil) -> MigrationReport {
        guard let parsed = SchemaVersion(parsing: version) else {
            var report = MigrationReport(fromVersion: latestVersion, toVersion: latestVersion)
            report.failures.append(
                MigrationFailure(
                    .migrationFailed, from: latestVersion, to: latestVersion,
                    actual: "'\(version)' is not a version such as 1.4.0"))
            return report
        }
        return migrate(from: parsed, adding: fixture)
    }

    private static func describe(_ error: any Error) -> String {
        (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
}

/// What one migration of a fixture store found.
public struct MigrationReport: Sendable {
    /// The version the store was written at.
    public var fromVersion: SchemaVersion
    /// The version it was migrated to.
    public var toVersion: SchemaVersion
    /// Everything that did not arrive as the plan says; empty when the data arrived intact.
    public var failures: [MigrationFailure] = []
    /// How many rows of the old store were found after the migration.
    public var checkedRows = 0
    /// How many values were compared.
    public var checkedValues = 0
    /// How many relationship pairs were compared.
    public var checkedPairs = 0

    /// Creates an empty report.
    public init(fromVersion: SchemaVersion, toVersion: SchemaVersion) {
        self.fromVersion = fromVersion
        self.toVersion = toVersion
    }

    /// One line: what was checked and how many failures there were.
    public var summary: String {
        "\(fromVersion) -> \(toVersion): \(checkedRows) rows, \(checkedValues) values and \(checkedPairs) pairs checked, "
            + (failures.isEmpty ? "all intact" : "\(failures.count) failures")
    }
}

extension MigrationTestKit where Plan: LightweightMigrationPlan {
    /// A kit for a plan whose every stage is lightweight, which needs no custom stages.
    public init(_ plan: Plan.Type) {
        self.init(plan, customStages: Plan.noCustomStages)
    }
}

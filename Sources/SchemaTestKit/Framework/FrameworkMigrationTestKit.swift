import Foundation
import SchemaModel

/// ``MigrationTestKit`` for a store only the app's framework can write and migrate (SwiftData's): the suite
/// writes the kit's fixture rows at a shipped version with the framework's own API, the framework migrates the
/// store through the app's real plan, the suite reads the latest version's models back, and the kit checks
/// every row, value and relationship pair against what the plan says must survive, with the same rules and
/// messages as the portable kit. The framework's store shows no keys, so rows are matched by their values.
///
/// `schemagen testkit` writes the suite for the SwiftData flavor:
///
/// ```swift
/// let report = kit.migrate(from: "1.4.0", write: Self.write1_4_0, migrateAndRead: Self.migrateAndRead)
/// ```
public struct FrameworkMigrationTestKit: Sendable {
    /// Every version of the history, oldest first, as the generator described it.
    public let versions: [Schema]
    /// The versions a custom stage migrates to: their own changes are the stage's to make.
    public let customStageVersions: Set<SchemaVersion>

    /// A kit for `versions`, whose steps to `customStageVersions` run custom stages.
    public init(versions: [Schema], customStageVersions: [SchemaVersion]) {
        self.versions = versions
        self.customStageVersions = Set(customStageVersions)
    }

    /// A failure for every value the custom stages convert, compute, fill or deduplicate that none of `fixtures`
    /// states under `expect:` or lists as `unchecked:`, as ``MigrationTestKit/unstatedConversions(in:folder:)``.
    public func unstatedConversions(in fixtures: [FixtureRows], folder: String) -> [MigrationFailure] {
        ConversionStatements(versions: versions, customStageVersions: customStageVersions)
            .unstated(in: fixtures, folder: folder)
    }

    /// Has `write` create a store at `version` holding the generated fixture rows and `fixture`'s (a team's
    /// hand-written rows, whose `expect:` values are checked in the latest version), has `migrateAndRead` open
    /// it with the migration plan and read every model of the latest version, and reports every row, value and
    /// pair that did not arrive as the plan says. Anything either throws is a failure of the report.
    public func migrate(
        from version: String, adding fixture: FixtureRows? = nil, write: (FixtureObjects, URL) throws -> Void,
        migrateAndRead: (URL) throws -> MigratedObjects
    ) -> MigrationReport {
        let latest = versions.last?.version ?? SchemaVersion(0, 0, 0)
        let parsed = SchemaVersion(parsing: version)
        var report = MigrationReport(fromVersion: parsed ?? latest, toVersion: latest)
        guard let parsed, let start = versions.firstIndex(where: { $0.version == parsed }) else {
            report.failures.append(
                MigrationFailure(
                    .migrationFailed, from: parsed ?? latest, to: latest,
                    actual:
                        "the history has no version \(version) (it has \(versions.map(\.version.description).joined(separator: ", ")))"
                ))
            return report
        }
        do {
            try ScratchFolder.with { folder in
                let url = folder.appendingPathComponent("\(version).store")
                let layout = StoreLayout(versions[start])
                let tables = FixtureTables(GeneratedFixture(layout), handWritten: fixture, layout: layout)
                let before = StoreSnapshot(fixture: tables, layout: layout)
                try write(FixtureObjects(before), url)
                let migrated = try migrateAndRead(url)
                var trace = MigrationTrace(before)
                for next in versions[(start + 1)...] {
                    trace.step(to: next, isCustom: customStageVersions.contains(next.version))
                }
                if let fixture { trace.state(fixture, keys: tables.keys) }
                let after = RowMatching.snapshot(
                    of: migrated, matching: trace, layout: StoreLayout(versions[versions.count - 1]))
                let comparison = trace.compare(with: after)
                report.failures += comparison.failures
                report.checkedRows = comparison.rows
                report.checkedValues = comparison.values
                report.checkedPairs = comparison.pairs
            }
        } catch {
            report.failures.append(
                MigrationFailure(
                    .migrationFailed, from: parsed, to: latest,
                    actual: (error as? any LocalizedError)?.errorDescription ?? String(describing: error)))
        }
        return report
    }
}

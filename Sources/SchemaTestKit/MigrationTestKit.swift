import Foundation
import SchemaModel
import SchemaRuntime

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
        let schemas = Plan.schemas
        let latest = versions.last ?? version
        var report = MigrationReport(fromVersion: version, toVersion: latest)
        guard let start = versions.firstIndex(of: version) else {
            report.failures.append(
                MigrationFailure(
                    .migrationFailed, from: version, to: latest,
                    actual:
                        "the plan has no version \(version) (it has \(versions.map(\.description).joined(separator: ", ")))"
                ))
            return report
        }
        let stages = Plan.stages(customStages)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "schemagen-testkit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("\(version).sqlite")
            let schema = schemas[start].schemaDescription
            // The store as the app at `version` created it; closed before the fixtures are written.
            _ = try SchemaStore.open(
                at: url, schemas: Array(schemas.prefix(start + 1)), stages: Array(stages.prefix(start)),
                history: Plan.historyIdentifier)
            let layout = StoreLayout(schema)
            let keys = try FixtureWriter.write(GeneratedFixture(layout), handWritten: fixture, layout: layout, to: url)
            let before = try StoreSnapshot(of: url, layout: layout)
            _ = try SchemaStore.open(at: url, plan: Plan.self, customStages: customStages)
            let after = try StoreSnapshot(of: url, layout: StoreLayout(schemas[schemas.count - 1].schemaDescription))
            var trace = MigrationTrace(before)
            for index in start..<(schemas.count - 1) {
                trace.step(to: schemas[index + 1].schemaDescription, isCustom: stages[index].kind == .custom)
            }
            for row in fixture?.rows ?? [] {
                guard let key = keys[row.model]?[row.key] else { continue }
                trace.rowLabels[row.model, default: [:]][key] = "'\(row.key)' of \(fixture?.file ?? "")"
                for (attribute, value) in row.expected {
                    trace.state(value, model: row.model, key: key, attribute: attribute, file: fixture?.file ?? "")
                }
            }
            let comparison = trace.compare(with: after)
            report.failures += comparison.failures
            report.checkedRows = comparison.rows
            report.checkedValues = comparison.values
            report.checkedPairs = comparison.pairs
        } catch {
            report.failures.append(
                MigrationFailure(.migrationFailed, from: version, to: latest, actual: Self.describe(error)))
        }
        return report
    }

    /// ``migrate(from:)`` for a version written as text (`"1.4.0"`); text that is no version is reported as a
    /// failure.
    public func migrate(from version: String, adding fixture: FixtureRows? = nil) -> MigrationReport {
        guard let parsed = SchemaVersion(parsing: version) else {
            let latest = versions.last ?? SchemaVersion(0, 0, 0)
            var report = MigrationReport(fromVersion: latest, toVersion: latest)
            report.failures.append(
                MigrationFailure(
                    .migrationFailed, from: latest, to: latest, actual: "'\(version)' is not a version such as 1.4.0"))
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

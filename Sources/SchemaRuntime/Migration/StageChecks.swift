import GRDB
import SchemaModel

/// The runtime's checks after each stage, before it commits: foreign keys, SQLite's quick integrity check,
/// and, for a lightweight stage that loses nothing, the same number of rows in every entity.
struct StageChecks {
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    let executor: StepExecutor
    let before: [String: Int]
    let after: [String: Int]

    func run() throws {
        let db = executor.db
        var violations: [Row] = []
        for table in executor.tablesToCheckForeignKeys {
            violations += try Row.fetchAll(db, sql: "PRAGMA foreign_key_check(\(SQL.quoted(table.name)))")
        }
        if let first = violations.first {
            let table: String = first[0]
            let parent: String = first[2]
            throw Failure(
                reason:
                    "\(violations.count) rows break foreign keys (first: a row of '\(table)' points at a missing '\(parent)')"
            )
        }
        for table in executor.rewrittenTables {
            let integrity = try String.fetchOne(db, sql: "PRAGMA quick_check(\(SQL.quoted(table.name)))") ?? "no answer"
            guard integrity == "ok" else {
                throw Failure(reason: "SQLite's integrity check of '\(table.name)' says: \(integrity)")
            }
        }
        guard !executor.isCustom else { return }
        let loses = SchemaDiff(executor.correspondence).changes.contains { $0.isDestructive }
        guard !loses else { return }
        for (entity, count) in after {
            guard let model = executor.to.model(named: entity),
                let oldModel = executor.correspondence.previousModel(of: model), let previous = before[oldModel.name],
                previous != count
            else { continue }
            throw Failure(
                reason:
                    "'\(entity)' had \(previous) rows before the stage and \(count) after, in a stage that loses no data"
            )
        }
    }
}

import SchemaModel

/// The runtime's checks after each stage, before it commits: foreign keys, the engine's own check of the
/// rewritten tables, and, for a lightweight stage that loses nothing, the same number of rows in every
/// entity.
struct StageChecks {
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    let executor: StepExecutor
    let before: [String: Int]
    let after: [String: Int]

    func run() throws {
        let database = executor.database
        if let violations = try database.foreignKeyViolations(in: executor.tablesToCheckForeignKeys) {
            throw Failure(
                reason:
                    "\(violations.count) rows break foreign keys (first: a row of '\(violations.table)' points at a missing '\(violations.parent)')"
            )
        }
        for table in executor.rewrittenTables {
            if let problem = try database.integrityProblem(of: table.name) { throw Failure(reason: problem) }
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

import SchemaModel

/// One stage of a plan, carried out inside the transaction a store opened for it: the new version's tables
/// prepared, the custom stage's code run, the rest of the rows copied, the checks passed. Every store's
/// migrator runs its steps through this, so a step does the same in SQLite and in PostgreSQL; the store
/// owns the transaction, the lock and the metadata around it.
package struct StepRun {
    let stage: MigrationStage
    let from: Schema
    let to: Schema
    let oldLayout: StoreLayout
    let newLayout: StoreLayout

    /// The step from `from` to `to` (laid out as `oldLayout` and `newLayout`) through `stage`.
    package init(stage: MigrationStage, from: Schema, to: Schema, oldLayout: StoreLayout, newLayout: StoreLayout) {
        self.stage = stage
        self.from = from
        self.to = to
        self.oldLayout = oldLayout
        self.newLayout = newLayout
    }

    /// Runs the step in `database` and returns how many rows it inserted, copied or rewrote. `progress` is told
    /// the rows done out of the rows to copy; `validate`, the app's own check, gets each rewritten entity's
    /// row count before and after. A custom stage's error and the validation's are thrown wrapped
    /// (``CustomStageError``, ``ValidationHookError``) so the store can tell them from its own faults.
    package func run(
        in database: any StepDatabase, progress: ((Int, Int) -> Void)? = nil,
        validate: ((_ before: [String: Int], _ after: [String: Int]) throws -> Void)? = nil
    ) throws -> Int {
        let executor = StepExecutor(
            from: from, to: to, oldLayout: oldLayout, newLayout: newLayout, database: database,
            isCustom: stage.kind == .custom)
        executor.progress = progress
        // Rows are counted only in the entities this step rewrites: counting the others would read every row
        // of tables the step leaves alone.
        let rewritten = Set(
            executor.rewrittenTables.compactMap { table -> String? in
                guard case .entity = table.kind else { return nil }
                return executor.counterpart(of: table)?.0.name
            })
        let before = try Self.rowCounts(database, layout: oldLayout, only: rewritten)
        try executor.prepareStructure()
        if let custom = stage.customMigration {
            do {
                try custom(StageEnvironment(executor: executor))
            } catch {
                throw CustomStageError(underlying: error)
            }
        }
        try executor.finish()
        let after = try Self.rowCounts(database, layout: newLayout, only: Set(executor.rewrittenTables.map(\.name)))
        try StageChecks(executor: executor, before: before, after: after).run()
        do {
            try validate?(before, after)
        } catch {
            throw ValidationHookError(underlying: error)
        }
        try database.finishRestructuring(layout: newLayout)
        return executor.rowsTouched
    }

    /// The number of rows of each entity of `layout` whose table is in `tables`, by entity name.
    static func rowCounts(_ database: any StepDatabase, layout: StoreLayout, only tables: Set<String>) throws
        -> [String: Int]
    {
        var counts: [String: Int] = [:]
        for table in layout.tables where tables.contains(table.name) {
            guard case .entity(let model) = table.kind, try database.tableExists(table.name) else { continue }
            counts[model] = try database.rowCount(of: table.name)
        }
        return counts
    }
}

/// A custom stage's error, kept apart from the runtime's own.
package struct CustomStageError: Error {
    var underlying: any Error
}

/// A validation hook's error, kept apart from the runtime's own checks.
package struct ValidationHookError: Error {
    var underlying: any Error
}

/// The plan has fewer stages than steps between its versions.
package struct MissingStage: Error, CustomStringConvertible {
    var from: SchemaVersion
    var to: SchemaVersion

    package init(from: SchemaVersion, to: SchemaVersion) {
        self.from = from
        self.to = to
    }

    package var description: String { "the migration plan has no stage for this step" }
}

/// A stage that failed, before it is known where the store ends up.
package struct StageFailure: Error {
    package enum Kind { case custom, validation, migration }

    package var kind: Kind
    package var from: SchemaVersion
    package var to: SchemaVersion
    package var underlying: any Error

    package init(kind: Kind, from: SchemaVersion, to: SchemaVersion, underlying: any Error) {
        self.kind = kind
        self.from = from
        self.to = to
        self.underlying = underlying
    }

    /// Sorts what a stage threw: the user's own errors stay exactly as thrown; the engine's faults of the store
    /// (`engineFault` says which errors are, as the typed error for each) become typed errors, even when they
    /// surface through a custom stage's code.
    package init(
        _ error: any Error, from: SchemaVersion, to: SchemaVersion,
        engineFault: (any Error) -> SchemaStoreError?
    ) {
        switch error {
        case let error as CustomStageError:
            if let fault = engineFault(error.underlying) {
                self.init(kind: .migration, from: from, to: to, underlying: fault)
            } else {
                self.init(kind: .custom, from: from, to: to, underlying: error.underlying)
            }
        case let error as ValidationHookError:
            self.init(kind: .validation, from: from, to: to, underlying: error.underlying)
        case let error as StageChecks.Failure:
            self.init(kind: .validation, from: from, to: to, underlying: error)
        default:
            self.init(kind: .migration, from: from, to: to, underlying: engineFault(error) ?? error)
        }
    }

    /// The error the store throws once it knows the outcome.
    package func error(path: String, outcome: MigrationOutcome) -> SchemaStoreError {
        switch kind {
        case .custom: .customStageFailed(path: path, from: from, to: to, underlying: underlying, outcome: outcome)
        case .validation: .validationFailed(path: path, from: from, to: to, underlying: underlying, outcome: outcome)
        case .migration: .migrationFailed(path: path, from: from, to: to, underlying: underlying, outcome: outcome)
        }
    }
}

import Foundation
import SchemaModel
import SchemaRuntime

extension SchemaStore {
    /// What ``open(at:plan:customStages:options:)`` would do to the store at `url`, without changing it: the
    /// plan's stages run, custom ones included, on a private copy, which is then removed. A store the plan
    /// would refuse is refused with the same error.
    public static func preview<Plan: SchemaMigrationPlan>(
        at url: URL, plan: Plan.Type, customStages: Plan.CustomStages
    ) throws -> MigrationPreview {
        try PrivateStoreCopy.with(of: try StoreName.resolve(url)) { copy, existed in
            let log = PreviewLog()
            var options = StoreOptions()
            // The copy is thrown away: a backup of it would only cost time.
            options.backupBeforeMigrating = false
            options.statementTrace = { log.record($0) }
            options.progress = { log.start(stage: $0.stage) }
            let store = try open(at: copy, plan: plan, customStages: customStages, options: options)
            return MigrationPreview(history: try store.history(), existed: existed, log: log)
        }
    }

    /// ``preview(at:plan:customStages:)`` for a plan whose every stage is lightweight.
    public static func preview<Plan: LightweightMigrationPlan>(at url: URL, plan: Plan.Type) throws
        -> MigrationPreview
    {
        try preview(at: url, plan: plan, customStages: Plan.noCustomStages)
    }
}

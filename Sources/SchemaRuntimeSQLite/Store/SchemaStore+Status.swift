import Foundation
import SchemaModel
import SchemaRuntime

extension SchemaStore {
    /// The status of the store at `url` against `plan`, read from a private copy, so the store is never
    /// written; a store the plan would refuse (another app's, a newer one, one whose tables differ from its
    /// version's layout) throws the refusal opening it would.
    public static func status<Plan: SchemaMigrationPlan>(
        at url: URL, plan: Plan.Type, customStages: Plan.CustomStages
    ) throws -> StoreStatus {
        try status(
            at: url, versions: Plan.schemas.map { $0.schemaDescription },
            stageKinds: Plan.stages(customStages).map(\.kind), history: Plan.historyIdentifier,
            formerHistories: Plan.formerHistoryIdentifiers, retiredVersions: Plan.retiredVersions.map(\.version))
    }

    /// ``status(at:plan:customStages:)`` for a history described as data (its version files read by a tool,
    /// not compiled): `versions` oldest first, `stageKinds[i]` the kind of the stage into `versions[i + 1]`,
    /// `history` the identifier its stores record (`nil` accepts any), `retiredVersions` those retired before
    /// `versions`' first.
    public static func status(
        at url: URL, versions: [Schema], stageKinds: [MigrationStage.Kind], history: String?,
        formerHistories: [String] = [], retiredVersions: [SchemaVersion] = []
    ) throws -> StoreStatus {
        let file = try StoreName.resolve(url)
        let identifiers = versions.map(\.version)
        guard !identifiers.isEmpty else {
            throw SchemaStoreError.unknownSchema(
                path: file.path, storeVersion: nil, reason: "the migration plan has no versions")
        }
        // A file that is no database is refused before anything reads it as one.
        if case .notSQLite = try StoreFile.inspect(file) {
            throw SchemaStoreError.notADatabase(path: file.path, detail: "the file is not an SQLite database")
        }
        return try PrivateStoreCopy.with(of: file) { copy, existed in
            guard existed else {
                return StoreStatus(versions: identifiers, at: nil, stageKinds: stageKinds, history: [])
            }
            let recognition = StoreRecognition(
                url: file, schemas: [], facts: VersionFacts(describing: versions, retired: retiredVersions),
                history: history,
                formerHistories: formerHistories, busyTimeout: StoreOptions().busyTimeout)
            let (state, applied) = try recognition.stateAndHistory(readingCopy: copy.path)
            switch state {
            case .new:
                return StoreStatus(versions: identifiers, at: nil, stageKinds: stageKinds, history: [])
            case .atVersion(let index, _, _, _):
                return StoreStatus(versions: identifiers, at: index, stageKinds: stageKinds, history: applied)
            case .newerCompatible(let storeVersion, _, _):
                return StoreStatus(versions: identifiers, newerCompatible: storeVersion, history: applied)
            }
        }
    }

    /// ``status(at:plan:customStages:)`` for a plan whose every stage is lightweight.
    public static func status<Plan: LightweightMigrationPlan>(at url: URL, plan: Plan.Type) throws -> StoreStatus {
        try status(at: url, plan: plan, customStages: Plan.noCustomStages)
    }
}

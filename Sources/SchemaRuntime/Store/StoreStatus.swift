import Foundation
import SchemaModel

/// Where a store stands against a plan, read without changing it (Rails' `db:migrate:status`, Alembic's
/// `current`): the version it is at, the stages it has applied, the stages opening it would run, and that
/// its tables match its version's layout (a store whose tables differ is refused with the difference).
public struct StoreStatus: Sendable {
    /// A stage opening the store would run.
    public struct PendingStage: Sendable {
        /// The version it migrates from.
        public var from: SchemaVersion
        /// The version it migrates to.
        public var to: SchemaVersion
        /// Whether it is lightweight or custom.
        public var kind: MigrationStage.Kind
    }

    /// The version the store is at; `nil` when there is no store yet (opening it creates one at the latest).
    public var version: SchemaVersion?
    /// The plan's latest version.
    public var latestVersion: SchemaVersion
    /// Every stage applied to the store, oldest first, starting with its creation.
    public var history: [AppliedStage]
    /// The stages opening it would run, in order; empty when it is at the latest version.
    public var pending: [PendingStage]
    /// Whether the store is at a version newer than the plan's latest that the plan's latest can still use:
    /// a newer release migrated it with expanding steps only (a rolling deploy). Opening it serves it as it
    /// is.
    public var servedAsOlderInstance = false

    /// The status of a store at `versions[index]` (`nil`: no store yet) of a history whose stage into
    /// `versions[i + 1]` is of kind `stageKinds[i]`, having applied `history`. Both engines build it here.
    package init(versions: [SchemaVersion], at index: Int?, stageKinds: [MigrationStage.Kind], history: [AppliedStage])
    {
        latestVersion = versions.last ?? SchemaVersion(0, 0, 0)
        version = index.map { versions[$0] }
        self.history = history
        pending =
            index.map { index in
                (index..<(versions.count - 1)).map {
                    PendingStage(
                        from: versions[$0], to: versions[$0 + 1], kind: $0 < stageKinds.count ? stageKinds[$0] : .custom
                    )
                }
            } ?? []
    }

    /// The status of a store a newer release migrated to `storeVersion`, which the plan's latest version can
    /// still use (``servedAsOlderInstance``).
    package init(versions: [SchemaVersion], newerCompatible storeVersion: SchemaVersion, history: [AppliedStage]) {
        self.init(versions: versions, at: nil, stageKinds: [], history: history)
        version = storeVersion
        servedAsOlderInstance = true
    }

    /// One line each: the version, the history, what is pending.
    public var summary: [String] {
        let at =
            servedAsOlderInstance
            ? "at \(version.map(String.init(describing:)) ?? "?"), newer than the plan's latest but usable by it (a newer release migrated it with expanding steps only), its tables holding the plan's"
            : version.map { "at \($0), whose tables match its layout" } ?? "no store yet: opening creates one"
        var lines = ["\(at); the plan's latest is \(latestVersion)"]
        lines += history.map { stage in
            "applied \(stage.from.map { "\($0) -> " } ?? "")\(stage.to) \(stage.kind), \(stage.rowsTouched) rows"
        }
        lines += pending.map { "pending \($0.from) -> \($0.to) \($0.kind.rawValue)" }
        if version != nil && pending.isEmpty && !servedAsOlderInstance { lines.append("up to date") }
        return lines
    }
}

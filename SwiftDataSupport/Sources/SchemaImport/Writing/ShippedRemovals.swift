import SchemaKit
import SchemaModel

/// The removals a hand-written history made that no stage of schemagen's covers: a model, property or enum case
/// gone in a step the app's plan makes lightweight (or has no stage for), where SwiftData dropped that data on
/// every device that migrated, or in a step whose custom stage the app wrote, which it wrote to carry the step's
/// data. The history is a fact, so the import writes `acceptDataLoss` for the first and `carries` for the
/// second, each with a comment saying the import added it; the audit still reports the first.
enum ShippedRemovals {
    /// A version's removals, as `acceptDataLoss` paths, with the warning for each.
    struct Acceptance {
        /// Removals the app's plan makes without a custom stage: `acceptDataLoss`.
        var paths: [String]
        /// Removals in a step the app's plan gives a custom stage: `carries`.
        var carriedPaths: [String] = []
        var warnings: [Diagnostic]
    }

    /// The removals of each version's step that nothing covers in `files`, by version.
    static func find(in files: [WrittenVersionFile], history: ImportedHistory) -> [SchemaVersion: Acceptance] {
        let loaded = files.compactMap(\.loaded)
        guard loaded.count == files.count, loaded.count > 1 else { return [:] }
        var found: [SchemaVersion: Acceptance] = [:]
        for step in HistoryAnalysis(SchemaHistory(versions: loaded)).steps.dropFirst() {
            let uncovered = step.destructiveChanges.filter { $0.coverage == .none }.map(\.change)
            guard !uncovered.isEmpty, let previous = step.previous else { continue }
            let name = history.versions.first { $0.version == step.schema.version }?.schemaName ?? step.schema.name
            let previousName =
                history.versions.first { $0.version == previous.version }?.schemaName ?? previous.name
            let planStage = history.plan?.stages.first { $0.from == previousName && $0.to == name }
            if planStage?.kind == .custom {
                found[step.schema.version] = Acceptance(
                    paths: [], carriedPaths: uncovered.compactMap(\.dataLossPath), warnings: [])
                continue
            }
            let stage = planStage != nil ? "in a lightweight stage" : "with no stage"
            found[step.schema.version] = Acceptance(
                paths: uncovered.compactMap(\.dataLossPath),
                warnings: uncovered.map { change in
                    .warning(
                        .shippedRemovalAccepted,
                        "\(name) drops \(change.dataLossPath ?? change.path) (\(change.detail)) \(stage) from "
                            + "\(previousName): SwiftData deleted that data as the version shipped, so the import "
                            + "writes acceptDataLoss for it", at: step.schema.location(of: change.element),
                        hint: "the audit still reports it; if the data was meant to be kept, only a custom stage "
                            + "that ships before a device migrates keeps it there")
                })
        }
        return found
    }

    /// The comment above `migration:` in a file whose `carries` the import wrote.
    static func carriesComment(previous: String?) -> String {
        "carries added by schemagen-import: the app's custom stage"
            + (previous.map { " from \($0)" } ?? "") + " was written for this step's data"
    }

    /// The comment above `migration:` in a file whose `acceptDataLoss` the import wrote.
    static func comment(previous: String?) -> String {
        "acceptDataLoss added by schemagen-import: the app's plan drops this data without a custom stage"
            + (previous.map { " from \($0)" } ?? "") + ", and the history shipped so"
    }
}

import Foundation
import SchemaKit

/// The files `generate` writes for a history, in either flavor and in this order: one per version, then the
/// typealias map and the migration plan. The flavors differ only in how a version file and the plan read,
/// so each supplies those two and this owns the list, the names and the batching.
struct HistoryFiles {
    let analysis: HistoryAnalysis
    let context: GenerationContext
    /// The contents of a version's file.
    let versionFile: @Sendable (VersionStep) -> String
    /// The contents of the migration plan.
    let migrationPlan: () -> String

    /// How many version files are rendered at once, concurrently: one per core, so that every core is busy
    /// and a caller writing each batch as it comes holds as little of a long history's output as that allows.
    static var batchSize: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Hands the files to `emit` in order, a batch at a time.
    func render(emit: ([GeneratedFile]) throws -> Void) rethrows {
        let steps = analysis.steps
        for start in stride(from: 0, to: steps.count, by: Self.batchSize) {
            let batch = Array(steps[start..<min(start + Self.batchSize, steps.count)])
            try emit(
                batch.concurrentMap { [versionFile] step in
                    GeneratedFile(
                        path: GeneratedNames.versionFile(forStem: step.schema.fileStem), contents: versionFile(step))
                })
        }
        try emit([
            GeneratedFile(
                path: GeneratedNames.typealiasMapFile,
                contents: TypealiasMapRenderer(analysis: analysis, context: context).render()),
            GeneratedFile(path: GeneratedNames.migrationPlanFile, contents: migrationPlan()),
        ])
    }
}

import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files `generate` writes for a history, in either flavor and in this order: one per version, then the
/// typealias map and the migration plan. The flavors differ only in how a version file and the plan read,
/// so each supplies those two and this owns the list, the names and the order they go out in.
struct HistoryFiles {
    let analysis: HistoryAnalysis
    let context: GenerationContext
    /// The contents of a version's file.
    let versionFile: @Sendable (VersionStep) -> String
    /// The contents of the migration plan.
    let migrationPlan: () -> String

    /// How many version files may be rendered ahead of the one `emit` waits for: two per core, so that every
    /// core stays busy while a slow file is finished.
    static var window: Int { 2 * max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Hands each file to `stage` on the thread that rendered it, as soon as it is rendered, and what `stage`
    /// made of it to `emit` on the calling thread, in order: each version's as soon as it and those before it
    /// are staged, then the typealias map's and the plan's together.
    ///
    /// A writer stages a file by writing it, so a file's text is written and freed by the thread that made it:
    /// when the calling thread wrote every file, the texts waiting for it were a quarter of `generate`'s heap at
    /// its peak on a long history.
    func render<Staged: Sendable>(
        stage: @Sendable (GeneratedFile) -> Staged, emit: ([Staged]) throws -> Void
    ) rethrows {
        try analysis.steps.concurrentForEach(window: Self.window) { [versionFile] step in
            stage(
                GeneratedFile(
                    path: GeneratedNames.versionFile(forStem: step.schema.fileStem), contents: versionFile(step)))
        } consume: { staged in
            try emit([staged])
        }
        try emit([
            stage(
                GeneratedFile(
                    path: GeneratedNames.typealiasMapFile,
                    contents: TypealiasMapRenderer(analysis: analysis, context: context).render())),
            stage(GeneratedFile(path: GeneratedNames.migrationPlanFile, contents: migrationPlan())),
        ])
    }
}

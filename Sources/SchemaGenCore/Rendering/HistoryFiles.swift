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

    /// How many rendered version files may wait to be written: two per core, so that every core is busy
    /// while the files before go out, and a caller writing each file as it comes holds little of a long
    /// history's output at once.
    static var window: Int { 2 * max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Hands the files to `emit` in order: each version's as soon as it and those before it are rendered,
    /// then the typealias map and the plan together.
    func render(emit: ([GeneratedFile]) throws -> Void) rethrows {
        try analysis.steps.concurrentForEach(window: Self.window) { [versionFile] step in
            GeneratedFile(path: GeneratedNames.versionFile(forStem: step.schema.fileStem), contents: versionFile(step))
        } consume: { file in
            try emit([file])
        }
        try emit([
            GeneratedFile(
                path: GeneratedNames.typealiasMapFile,
                contents: TypealiasMapRenderer(analysis: analysis, context: context).render()),
            GeneratedFile(path: GeneratedNames.migrationPlanFile, contents: migrationPlan()),
        ])
    }
}

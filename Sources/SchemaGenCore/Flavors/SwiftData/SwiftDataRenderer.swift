import SchemaKit
import SchemaModel

/// The SwiftData flavor's files: for apps on Apple platforms that persist with SwiftData. The same files as
/// the portable flavor, by the same names (so the build plugin declares its outputs alike): each version a
/// `VersionedSchema` of `@Model` classes, the typealias map, and a `SchemaMigrationPlan`. A step that changes a
/// stored type declares its converting version in its own file, ahead of it.
///
/// It renders only histories that passed ``SwiftDataChecks``, which report what SwiftData can't express.
struct SwiftDataRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext

    func render<Staged: Sendable>(
        stage: @Sendable (GeneratedFile) -> Staged, emit: ([Staged]) throws -> Void
    ) rethrows {
        let chains = SwiftDataConversionChain.chains(in: analysis)
        let classes = ModelClassCache()
        try HistoryFiles(
            analysis: analysis, context: context,
            versionFile: { [context] step in
                VersionFileRenderer(
                    step: step, context: context, waypoint: chains[step.schema.name].map(Self.waypoint),
                    classes: classes
                ).render()
            },
            migrationPlan: { SwiftDataPlanRenderer(analysis: analysis, context: context, chains: chains).render() }
        ).render(stage: stage, emit: emit)
    }

    /// The converting version, declared in its target's file ahead of it, with what it is and why it exists.
    static func waypoint(_ chain: SwiftDataConversionChain) -> VersionFileRenderer.Waypoint {
        let step = chain.step
        return VersionFileRenderer.Waypoint(
            step: chain.convertingStep,
            documentation: [
                "The version SwiftData passes through between ``\(chain.previous.name)`` and ``\(step.schema.name)``, written by",
                "schemagen because SwiftData's inferred migration can't change a stored type: \(chain.previous.name) with",
                "each converted attribute added beside the old one. A custom stage converts every row on the same",
                "object; \(step.schema.name) then drops the old attributes and renames the new ones into place.",
                "",
                "Identifier \(chain.converting.version): \(chain.previous.name)'s, plus \(SwiftDataConversionChain.versionPatchOffset) in the patch number.",
            ],
            target: chain.target,
            migration:
                "Migrates from ``\(chain.converting.name)``, which converted \(chain.conversions.map(\.path).joined(separator: ", ")), with a \(chain.targetStage.rawValue) stage."
        )
    }
}

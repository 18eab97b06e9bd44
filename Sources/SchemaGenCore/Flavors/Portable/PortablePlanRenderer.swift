import SchemaKit
import SchemaModel

/// `SchemaMigrationPlan.swift`: every version in order, every stage, and a protocol with one requirement per
/// custom stage, so a missing implementation is a compile error that names the stage and whose
/// documentation lists the changes that need code.
struct PortablePlanRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext

    private var names: GeneratedNames { context.names }

    func render() -> String {
        let access = context.access
        let customStagesProtocol = names.customStagesProtocol
        let planName = names.planName
        var writer = SwiftWriter()
        writer.line(FileHeader.generated(from: FileHeader.historySource(analysis)))
        writer.line()
        // Retired versions are stated with SchemaModel's version type.
        if !analysis.history.retired.isEmpty { writer.line("import SchemaModel") }
        writer.line("import SchemaRuntime")
        writer.line()
        let customSteps = analysis.steps.filter { $0.stage == .custom }
        writer.documentation([
            "The code the custom stages of ``\(planName)`` need: one requirement per stage, so a missing one fails",
            "the build naming the stage. `schemagen scaffold` writes a starting point for each.",
        ])
        writer.block("\(access)protocol \(customStagesProtocol)") { writer in
            for (index, step) in customSteps.enumerated() {
                if index > 0 { writer.line() }
                writer.documentation(StageDocumentation.lines(for: step))
                let previous = SwiftNames.escaped(step.previous?.name ?? "")
                writer.line(
                    "func \(GeneratedNames.stageRequirement(for: step) ?? "")(_ context: SchemaRuntime.CustomStageContext<\(previous), \(SwiftNames.escaped(step.schema.name))>) throws"
                )
            }
        }
        writer.line()
        writer.line("/// Every version of the schema, oldest first, and the stage between each pair.")
        writer.block("\(access)enum \(SwiftNames.escaped(planName)): SchemaRuntime.SchemaMigrationPlan") {
            writer in
            writer.block("\(access)static var schemas: [any SchemaRuntime.VersionedSchema.Type]") { writer in
                writer.arrayLiteral(analysis.history.versions) { schema, writer in
                    writer.line("\(SwiftNames.escaped(schema.name)).self,")
                }
            }
            writer.line()
            writer.block(
                "\(access)static func stages(_ customStages: any \(customStagesProtocol)) -> [SchemaRuntime.MigrationStage]"
            ) { writer in
                writer.arrayLiteral(analysis.steps.dropFirst()) { step, writer in
                    guard let previous = step.previous else { return }
                    let from = "\(SwiftNames.escaped(previous.name)).self"
                    let to = "\(SwiftNames.escaped(step.schema.name)).self"
                    writer.line("// \(previous.version) -> \(step.schema.version)")
                    if step.stage == .custom {
                        writer.line(
                            ".custom(from: \(from), to: \(to), migrate: customStages.\(GeneratedNames.stageRequirement(for: step) ?? "")),"
                        )
                    } else {
                        writer.line(".lightweight(from: \(from), to: \(to)),")
                    }
                }
            }
            renderRetiredVersions(&writer, access: access)
        }
        if customSteps.isEmpty {
            writer.line()
            writer.documentation([
                "Every stage is lightweight, so a store opens without custom stages:",
                "`SchemaStore.open(at: url, plan: \(planName).self)`.",
            ])
            writer.block("extension \(SwiftNames.escaped(planName)): SchemaRuntime.LightweightMigrationPlan") {
                writer in
                writer.line("\(access)static var noCustomStages: any \(customStagesProtocol) { NoCustomStages() }")
                writer.line()
                writer.line("private struct NoCustomStages: \(customStagesProtocol) {}")
            }
        }
        return writer.text
    }

    /// The versions `schemagen retire` took out, with the fingerprints the lock recorded: a store at one is
    /// refused by name, and the oldest keeps the plan's history identifier.
    private func renderRetiredVersions(_ writer: inout SwiftWriter, access: String) {
        let retired = analysis.history.retired
        guard let oldest = analysis.history.versions.first, let span = analysis.history.retiredSpan else { return }
        writer.line()
        writer.documentation([
            "The versions `schemagen retire` took out (\(span)): a store at one is refused, naming \(oldest.version), the oldest version this plan migrates from."
        ])
        writer.block("\(access)static var retiredVersions: [SchemaRuntime.RetiredVersion]") { writer in
            writer.arrayLiteral(retired) { version, writer in
                let number = "\(version.version.major), \(version.version.minor), \(version.version.patch)"
                writer.line(".init(")
                writer.line("    SchemaModel.SchemaVersion(\(number)),")
                writer.line("    fingerprint: \(SwiftNames.stringLiteral(version.fingerprint))),")
            }
        }
    }
}

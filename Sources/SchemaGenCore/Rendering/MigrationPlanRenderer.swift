import SchemaKit
import SchemaModel

/// `SchemaMigrationPlan.swift`: every version in order, every stage, and a protocol with one requirement per
/// custom stage, so a missing implementation is a compile error that names the stage and whose
/// documentation lists the changes that need code.
struct MigrationPlanRenderer {
    let analysis: HistoryAnalysis
    let options: GenerationOptions

    /// The requirement implementing the stage into `step`: `migrateSchemaV3ToSchemaV4`.
    static func requirementName(for step: VersionStep) -> String {
        step.customStageName ?? ""
    }

    var customStagesProtocol: String { options.customStagesProtocolName }

    func render() -> String {
        let access = options.modifier
        var writer = SwiftWriter()
        writer.line(PortableRenderer.header(source: PortableRenderer.historySource(analysis)))
        writer.line()
        // Retired versions are stated with SchemaModel's version type.
        if !analysis.history.retired.isEmpty { writer.line("import SchemaModel") }
        writer.line("import SchemaRuntime")
        writer.line()
        let customSteps = analysis.steps.filter { $0.stage == .custom }
        writer.documentation([
            "The code the custom stages of ``\(options.planName)`` need: one requirement per stage, so a missing one fails",
            "the build naming the stage. `schemagen scaffold` writes a starting point for each.",
        ])
        writer.block("\(access)protocol \(customStagesProtocol)") { writer in
            for (index, step) in customSteps.enumerated() {
                if index > 0 { writer.line() }
                writer.documentation(documentation(for: step))
                let previous = SwiftNames.escaped(step.previous?.name ?? "")
                writer.line(
                    "func \(Self.requirementName(for: step))(_ context: SchemaRuntime.CustomStageContext<\(previous), \(SwiftNames.escaped(step.schema.name))>) throws"
                )
            }
        }
        writer.line()
        writer.line("/// Every version of the schema, oldest first, and the stage between each pair.")
        writer.block("\(access)enum \(SwiftNames.escaped(options.planName)): SchemaRuntime.SchemaMigrationPlan") {
            writer in
            writer.block("\(access)static var schemas: [any SchemaRuntime.VersionedSchema.Type]") { writer in
                writer.line("[")
                for schema in analysis.history.versions {
                    writer.line("    \(SwiftNames.escaped(schema.name)).self,")
                }
                writer.line("]")
            }
            writer.line()
            writer.block(
                "\(access)static func stages(_ customStages: any \(customStagesProtocol)) -> [SchemaRuntime.MigrationStage]"
            ) { writer in
                let stages = analysis.steps.dropFirst()
                guard !stages.isEmpty else {
                    writer.line("[]")
                    return
                }
                writer.line("[")
                for step in stages {
                    guard let previous = step.previous else { continue }
                    let from = "\(SwiftNames.escaped(previous.name)).self"
                    let to = "\(SwiftNames.escaped(step.schema.name)).self"
                    writer.line("    // \(previous.version) -> \(step.schema.version)")
                    if step.stage == .custom {
                        writer.line(
                            "    .custom(from: \(from), to: \(to), migrate: customStages.\(Self.requirementName(for: step))),"
                        )
                    } else {
                        writer.line("    .lightweight(from: \(from), to: \(to)),")
                    }
                }
                writer.line("]")
            }
            renderRetiredVersions(&writer, access: access)
        }
        if customSteps.isEmpty {
            writer.line()
            writer.documentation([
                "Every stage is lightweight, so a store opens without custom stages:",
                "`SchemaStore.open(at: url, plan: \(options.planName).self)`.",
            ])
            writer.block("extension \(SwiftNames.escaped(options.planName)): SchemaRuntime.LightweightMigrationPlan") {
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
            writer.line("[")
            for version in retired {
                let number = "\(version.version.major), \(version.version.minor), \(version.version.patch)"
                writer.line("    .init(")
                writer.line("        SchemaModel.SchemaVersion(\(number)),")
                writer.line("        fingerprint: \(SwiftNames.stringLiteral(version.fingerprint))),")
            }
            writer.line("]")
        }
    }

    /// The stage's documentation: why it needs code and what changed.
    func documentation(for step: VersionStep) -> [String] {
        Self.documentation(for: step)
    }

    static func documentation(for step: VersionStep, from previous: VersionFile? = nil, reasons: [String]? = nil)
        -> [String]
    {
        let previous = previous ?? step.previous
        var lines = [
            "\(previous?.name ?? "") (\(previous?.version.description ?? "")) -> \(step.schema.name) (\(step.schema.version)).",
            "",
            "Needs code because:",
        ]
        lines += (reasons ?? step.customReasons).map { "- \($0)" }
        lines += ["", "Changes in this step:"]
        lines += step.changes.map { "- \($0.summary)" }
        if let note = step.schema.migration?.note {
            lines += ["", "Note: \(note)"]
        }
        return lines
    }
}

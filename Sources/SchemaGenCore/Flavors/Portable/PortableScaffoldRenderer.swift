import SchemaKit
import SchemaModel

/// `schemagen scaffold`: a starting point for each custom stage, written once into the user's own sources
/// and never overwritten. The stubs compile as written, so a user can fill them in one at a time.
struct PortableScaffoldRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext
    /// Modules the stubs import besides `SchemaRuntime` (the module holding the generated code, when the
    /// stubs live elsewhere).
    let imports: [String]

    private var names: GeneratedNames { context.names }
    private var modules: [String] { imports + ["SchemaRuntime"] }

    /// The scaffold files: the implementing type, and one file per custom stage.
    func render() -> [GeneratedFile] {
        var files = [ScaffoldFile.file(names.stagesTypeFile, contents: implementationType())]
        for step in analysis.steps where step.stage == .custom {
            guard let requirement = GeneratedNames.stageRequirement(for: step) else { continue }
            files.append(
                ScaffoldFile.file(
                    names.scaffoldFile(forStage: requirement), contents: stageStub(step, requirement: requirement)))
        }
        return files
    }

    private func implementationType() -> String {
        var writer = ScaffoldFile.writer(importing: modules)
        writer.documentation([
            "The code of the custom migration stages, one extension per stage in the files beside this one.",
            "Pass an instance to `\(names.planName).stages(_:)`.",
        ])
        // With public generated code, a test target imports the module plainly (not `@testable`), so the
        // migration test suite reaches the stages only when they are public too.
        if context.options.accessLevel == .public {
            writer.block("public struct \(names.stagesType): \(names.customStagesProtocol)") { writer in
                writer.line("public init() {}")
            }
        } else {
            writer.line("struct \(names.stagesType): \(names.customStagesProtocol) {}")
        }
        return writer.text
    }

    private func stageStub(_ step: VersionStep, requirement: String) -> String {
        var writer = ScaffoldFile.writer(importing: modules)
        writer.block("extension \(names.stagesType)") { writer in
            writer.documentation(StageDocumentation.lines(for: step))
            let previous = SwiftNames.escaped(step.previous?.name ?? "")
            writer.block(
                "\(context.access)func \(requirement)(_ context: CustomStageContext<\(previous), \(SwiftNames.escaped(step.schema.name))>) throws"
            ) { writer in
                writer.line("// Read the old version's rows and write the new version's through `context`.")
                writer.line("// The changes that need code:")
                for change in step.changes where change.needsCustomStage {
                    writer.line("// - \(change.summary)")
                }
            }
        }
        return writer.text
    }
}

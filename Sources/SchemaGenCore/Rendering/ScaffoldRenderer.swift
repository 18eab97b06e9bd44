import SchemaKit
import SchemaModel

/// `schemagen scaffold`: a starting point for each custom stage, written once into the user's own sources
/// and never overwritten. The stubs compile as written, so a user can fill them in one at a time.
public struct ScaffoldRenderer: Sendable {
    /// Modules the stubs import besides `SchemaRuntime` (the module holding the generated code, when the
    /// stubs live elsewhere).
    public var imports: [String]

    /// Creates a renderer.
    public init(imports: [String] = []) {
        self.imports = imports
    }

    /// The scaffold files: the implementing type, and one file per custom stage.
    public func render(_ analysis: HistoryAnalysis, options: GenerationOptions) -> [GeneratedFile] {
        let typeName = options.stagesTypeName
        var files = [GeneratedFile(path: "\(typeName).swift", contents: implementationType(typeName, options: options))]
        for step in analysis.steps where step.stage == .custom {
            let requirement = MigrationPlanRenderer.requirementName(for: step)
            files.append(
                GeneratedFile(
                    path: "\(typeName)+\(requirement.prefix(1).uppercased() + requirement.dropFirst()).swift",
                    contents: stageStub(step, typeName: typeName, options: options)))
        }
        // The team reads these from now on: every line within the width generated code keeps.
        return files.map { GeneratedFile(path: $0.path, contents: SwiftLineFitter.fit($0.contents)) }
    }

    /// The first line of every scaffolded file.
    static let ownershipLine =
        "// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it."

    private var importLines: [String] {
        (imports + ["SchemaRuntime"]).map { "import \($0)" }
    }

    private func implementationType(_ typeName: String, options: GenerationOptions) -> String {
        var writer = SwiftWriter()
        writer.line(Self.ownershipLine)
        writer.line()
        for line in importLines { writer.line(line) }
        writer.line()
        writer.documentation([
            "The code of the custom migration stages, one extension per stage in the files beside this one.",
            "Pass an instance to `\(options.planName).stages(_:)`.",
        ])
        // With public generated code, a test target imports the module plainly (not `@testable`), so the
        // migration test suite reaches the stages only when they are public too.
        if options.accessLevel == .public {
            writer.block("public struct \(typeName): \(options.planName)CustomStages") { writer in
                writer.line("public init() {}")
            }
        } else {
            writer.line("struct \(typeName): \(options.planName)CustomStages {}")
        }
        return writer.text
    }

    private func stageStub(_ step: VersionStep, typeName: String, options: GenerationOptions) -> String {
        var writer = SwiftWriter()
        writer.line(Self.ownershipLine)
        writer.line()
        for line in importLines { writer.line(line) }
        writer.line()
        writer.block("extension \(typeName)") { writer in
            writer.documentation(MigrationPlanRenderer.documentation(for: step))
            let previous = SwiftNames.escaped(step.previous?.name ?? "")
            let access = options.accessLevel == .public ? "public " : ""
            writer.block(
                "\(access)func \(MigrationPlanRenderer.requirementName(for: step))(_ context: CustomStageContext<\(previous), \(SwiftNames.escaped(step.schema.name))>) throws"
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

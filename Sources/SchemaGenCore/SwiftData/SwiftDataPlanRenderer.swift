import SchemaKit
import SchemaModel

/// `SchemaMigrationPlan.swift` for SwiftData: `enum SchemaMigrations: SchemaMigrationPlan` with every
/// version and every stage, lightweight or custom. A custom stage's code is the team's, in a type named
/// `SchemaMigrationsStages` that conforms to the generated protocol `SchemaMigrationsCustomStages`: the plan
/// calls `SchemaMigrationsStages.willMigrate…`/`didMigrate…` by name, so a missing implementation fails the
/// build naming the stage, and the protocol's documentation lists why each stage needs code.
struct SwiftDataPlanRenderer {
    let analysis: HistoryAnalysis
    let options: GenerationOptions

    /// `willMigrateSchemaV3ToSchemaV4` and `didMigrateSchemaV3ToSchemaV4`.
    static func handlerNames(for step: VersionStep) -> (willMigrate: String, didMigrate: String) {
        let stage = stageName(for: step)
        return ("willMigrate\(stage)", "didMigrate\(stage)")
    }

    /// `SchemaV3ToSchemaV4`: the stage as its handlers and its scaffold file name it.
    static func stageName(for step: VersionStep) -> String {
        String(step.customStageName?.dropFirst("migrate".count) ?? "")
    }

    /// The protocol the stages type conforms to: `SchemaMigrationsCustomStages`.
    static func protocolName(options: GenerationOptions) -> String { options.planName + "CustomStages" }

    func render() -> String {
        let access = options.modifier
        let plan = SwiftNames.escaped(options.planName)
        let stagesType = ScaffoldRenderer.implementationTypeName(options: options)
        let customSteps = analysis.steps.filter { $0.stage == .custom }
        var writer = SwiftWriter()
        writer.line(PortableRenderer.header(source: PortableRenderer.historySource(analysis)))
        writer.line()
        writer.line("import SwiftData")
        if !customSteps.isEmpty {
            writer.line()
            writer.documentation([
                "The code of the custom stages of ``\(options.planName)``: each stage reads what it needs from the old",
                "version's models in `willMigrate` and writes it to the new version's in `didMigrate` (SwiftData shows",
                "each handler only its own version's models). Implement it in `\(stagesType)`, which the plan calls;",
                "`schemagen scaffold --flavor swiftdata` writes a starting point for each stage.",
            ])
            writer.block("\(access)protocol \(Self.protocolName(options: options))") { writer in
                for (index, step) in customSteps.enumerated() {
                    if index > 0 { writer.line() }
                    let names = Self.handlerNames(for: step)
                    writer.documentation(MigrationPlanRenderer.documentation(for: step))
                    writer.line("static func \(names.willMigrate)(_ context: ModelContext) throws")
                    writer.line()
                    writer.documentation([
                        "The second half of ``\(names.willMigrate)(_:)``, seeing \(step.schema.name)'s models."
                    ])
                    writer.line("static func \(names.didMigrate)(_ context: ModelContext) throws")
                }
            }
        }
        writer.line()
        writer.line("/// Every version of the schema, oldest first, and the stage between each pair.")
        writer.block("\(access)\(SwiftDataRules.isolation)enum \(plan): SchemaMigrationPlan") { writer in
            writer.block("\(access)static var schemas: [any VersionedSchema.Type]") { writer in
                writer.line("[")
                for schema in analysis.history.versions {
                    writer.line("    \(SwiftNames.escaped(schema.name)).self,")
                }
                writer.line("]")
            }
            writer.line()
            writer.block("\(access)static var stages: [MigrationStage]") { writer in
                let steps = analysis.steps.dropFirst()
                guard !steps.isEmpty else {
                    writer.line("[]")
                    return
                }
                writer.line("[")
                for step in steps {
                    guard let previous = step.previous else { continue }
                    let from = "fromVersion: \(SwiftNames.escaped(previous.name)).self"
                    let to = "toVersion: \(SwiftNames.escaped(step.schema.name)).self"
                    writer.line("    // \(previous.version) -> \(step.schema.version)")
                    if step.stage == .custom {
                        let names = Self.handlerNames(for: step)
                        writer.line("    .custom(")
                        writer.line("        \(from), \(to),")
                        writer.line("        willMigrate: \(stagesType).\(names.willMigrate),")
                        writer.line("        didMigrate: \(stagesType).\(names.didMigrate)),")
                    } else {
                        writer.line("    .lightweight(\(from), \(to)),")
                    }
                }
                writer.line("]")
            }
        }
        return writer.text
    }
}

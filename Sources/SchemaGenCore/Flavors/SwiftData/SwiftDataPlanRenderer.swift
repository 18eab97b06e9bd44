import SchemaKit
import SchemaModel

/// `SchemaMigrationPlan.swift` for SwiftData: `enum SchemaMigrations: SchemaMigrationPlan` with every
/// version and every stage, lightweight or custom. A custom stage's code is the team's, in a type named
/// `SchemaMigrationsStages` that conforms to the generated protocol `SchemaMigrationsCustomStages`: the plan
/// calls `SchemaMigrationsStages.willMigrate…`/`didMigrate…` by name, so a missing implementation fails the
/// build naming the stage, and the protocol's documentation lists why each stage needs code.
struct SwiftDataPlanRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext
    /// The converting versions of the history's steps, by target version, as the version files declare
    /// them (computed once by ``SwiftDataRenderer`` for both).
    let chains: [String: SwiftDataConversionChain]

    /// `willMigrateSchemaV3ToSchemaV4` and `didMigrateSchemaV3ToSchemaV4`; from the converting version when
    /// the step goes through one (`willMigrateSchemaV4ConvertingToSchemaV4`).
    static func handlerNames(for step: VersionStep, chain: SwiftDataConversionChain?) -> (
        willMigrate: String, didMigrate: String
    ) {
        GeneratedNames.handlers(forStage: stageName(for: step, chain: chain))
    }

    /// `SchemaV3ToSchemaV4`: the stage into the step's version as its handlers and its scaffold file name it.
    static func stageName(for step: VersionStep, chain: SwiftDataConversionChain?) -> String {
        if let chain { return chain.targetStageName }
        return GeneratedNames.stage(from: step.previous?.name ?? "", to: step.schema.name)
    }

    func render() -> String {
        let access = context.access
        let names = context.names
        let plan = SwiftNames.escaped(names.planName)
        let stagesType = names.stagesType
        var writer = SwiftWriter()
        writer.line(FileHeader.generated(from: FileHeader.historySource(analysis)))
        writer.line()
        writer.line("import SwiftData")
        let requirements = analysis.steps.flatMap { step in customRequirements(step, chain: chains[step.schema.name]) }
        if !requirements.isEmpty {
            writer.line()
            writer.documentation([
                "The code of the custom stages of ``\(names.planName)``: each stage reads what it needs from the old",
                "version's models in `willMigrate` and writes it to the new version's in `didMigrate` (SwiftData shows",
                "each handler only its own version's models). Implement it in `\(stagesType)`, which the plan calls;",
                "`schemagen scaffold --flavor swiftdata` writes a starting point for each stage.",
            ])
            writer.block("\(access)protocol \(names.customStagesProtocol)") { writer in
                for (index, requirement) in requirements.enumerated() {
                    if index > 0 { writer.line() }
                    writer.documentation(requirement.documentation)
                    writer.line("static func \(requirement.name)(_ context: ModelContext) throws")
                }
            }
        }
        writer.line()
        writer.line("/// Every version of the schema, oldest first, and the stage between each pair.")
        if let span = analysis.history.retiredSpan {
            writer.documentation([
                "",
                "Versions \(span) were retired (`schemagen retire`): SwiftData refuses a store at one as of an unknown model version.",
            ])
        }
        writer.block("\(access)\(SwiftDataRules.isolation)enum \(plan): SchemaMigrationPlan") { writer in
            writer.block("\(access)static var schemas: [any VersionedSchema.Type]") { writer in
                writer.arrayLiteral(analysis.steps) { step, writer in
                    if let chain = chains[step.schema.name] {
                        writer.line("\(SwiftNames.escaped(chain.converting.name)).self,")
                    }
                    writer.line("\(SwiftNames.escaped(step.schema.name)).self,")
                }
            }
            writer.line()
            writer.block("\(access)static var stages: [MigrationStage]") { writer in
                writer.arrayLiteral(analysis.steps.dropFirst()) { step, writer in
                    guard var previous = step.previous else { return }
                    var stage = step.stage ?? .lightweight
                    let chain = chains[step.schema.name]
                    if let chain {
                        writer.line(
                            "// \(previous.version) -> \(chain.converting.version): " + Self.conversionSummary(chain))
                        writer.line(".custom(")
                        writer.line(
                            "    fromVersion: \(SwiftNames.escaped(previous.name)).self, toVersion: \(SwiftNames.escaped(chain.converting.name)).self,"
                        )
                        writer.line("    willMigrate: nil,")
                        writer.line("    didMigrate: \(stagesType).\(chain.conversionHandler)),")
                        previous = chain.converting
                        stage = chain.targetStage
                    }
                    let from = "fromVersion: \(SwiftNames.escaped(previous.name)).self"
                    let to = "toVersion: \(SwiftNames.escaped(step.schema.name)).self"
                    writer.line("// \(previous.version) -> \(step.schema.version)")
                    if stage == .custom {
                        let handlers = Self.handlerNames(for: step, chain: chain)
                        writer.line(".custom(")
                        writer.line("    \(from), \(to),")
                        writer.line("    willMigrate: \(stagesType).\(handlers.willMigrate),")
                        writer.line("    didMigrate: \(stagesType).\(handlers.didMigrate)),")
                    } else {
                        writer.line(".lightweight(\(from), \(to)),")
                    }
                }
            }
        }
        return writer.text
    }

    /// `converts Item.quantity, Item.unit`, or, when the list would not fit a line, `converts 7 attributes
    /// (SchemaV2Converting)`.
    private static func conversionSummary(_ chain: SwiftDataConversionChain) -> String {
        let list = "converts " + chain.conversions.map(\.path).joined(separator: ", ")
        return list.count <= 80 ? list : "converts \(chain.conversions.count) attributes (\(chain.converting.name))"
    }

    /// The protocol's requirements for one step: the conversion handler when it goes through a converting
    /// version, and both handlers of its own stage when that is custom.
    private func customRequirements(_ step: VersionStep, chain: SwiftDataConversionChain?) -> [(
        name: String, documentation: [String]
    )] {
        var requirements: [(name: String, documentation: [String])] = []
        if let chain { requirements.append((chain.conversionHandler, chain.conversionDocumentation)) }
        guard (chain?.targetStage ?? step.stage) == .custom else { return requirements }
        let handlers = Self.handlerNames(for: step, chain: chain)
        requirements.append(
            (
                handlers.willMigrate,
                StageDocumentation.lines(
                    for: step, from: chain?.converting, reasons: chain?.remainingCustomReasons)
            ))
        requirements.append(
            (
                handlers.didMigrate,
                ["The second half of ``\(handlers.willMigrate)(_:)``, seeing \(step.schema.name)'s models."]
            ))
        return requirements
    }
}

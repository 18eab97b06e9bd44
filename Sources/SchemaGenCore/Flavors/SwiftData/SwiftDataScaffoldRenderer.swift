import SchemaKit
import SchemaModel

/// `schemagen scaffold --flavor swiftdata`: a compiling starting point for each custom stage, written once
/// into the team's sources and never overwritten.
///
/// SwiftData shows `willMigrate` only the old version's models and `didMigrate` only the new one's, and
/// creating a new version's model in `willMigrate` crashes. So each stub fixes what it can in `willMigrate`
/// on the old models, and what only the new version can take in `didMigrate`, fetching a page at a time;
/// a type change is converted on the same objects, in the stage into the converting version
/// (``SwiftDataConversionChain``). What schemagen can't decide (a value for rows that have none, a
/// conversion it does not know) throws an error naming the model and property, so an unfinished stage stops
/// the migration instead of losing data.
struct SwiftDataScaffoldRenderer {
    let analysis: HistoryAnalysis
    let context: GenerationContext
    /// Modules the stubs import besides `Foundation` and `SwiftData`.
    let imports: [String]

    private var names: GeneratedNames { context.names }
    private var modules: [String] { ["Foundation", "SwiftData"] + imports }

    /// The type holding the stages, the file of shared helpers, and one file per custom stage; nothing when
    /// the history has no custom stage.
    func render() -> [GeneratedFile] {
        let chains = SwiftDataConversionChain.chains(in: analysis)
        var stages: [GeneratedFile] = []
        for step in analysis.steps {
            let chain = chains[step.schema.name]
            if let chain {
                stages.append(
                    ScaffoldFile.file(
                        names.scaffoldFile(forStage: chain.conversionStageName),
                        contents: SwiftDataConversionStub(chain: chain, names: names).render(importing: modules)))
            }
            guard (chain?.targetStage ?? step.stage) == .custom else { continue }
            let stage = SwiftDataPlanRenderer.stageName(for: step, chain: chain)
            stages.append(
                ScaffoldFile.file(
                    names.scaffoldFile(forStage: stage),
                    contents: SwiftDataStageStub(step: step, chain: chain, names: names).render(importing: modules)))
        }
        guard !stages.isEmpty else { return [] }
        return [ScaffoldFile.file(names.stagesTypeFile, contents: implementationType())] + stages
    }

    private func implementationType() -> String {
        let typeName = names.stagesType
        var writer = ScaffoldFile.writer(importing: modules)
        writer.documentation([
            "The code of the custom stages of `\(names.planName)`, one extension per stage in the files beside this",
            "one. The plan calls the stages on this type by name.",
        ])
        writer.block(
            "\(SwiftDataRules.isolation)enum \(typeName): \(names.customStagesProtocol)"
        ) { writer in
            writer.line("/// How many models a stage fetches at a time, so a large store is never loaded at once.")
            writer.line("static let pageSize = 500")
            writer.line()
            writer.line("/// Calls `body` on every `T` in the context, a page at a time, saving after each page.")
            writer.block(
                "static func forEach<T: PersistentModel>(_ type: T.Type, in context: ModelContext, _ body: (T) throws -> Void) throws"
            ) { writer in
                writer.line("var descriptor = FetchDescriptor<T>()")
                writer.line("descriptor.fetchLimit = pageSize")
                writer.line("var offset = 0")
                writer.block("while true") { writer in
                    writer.line("descriptor.fetchOffset = offset")
                    writer.line("let page = try context.fetch(descriptor)")
                    writer.line("for model in page { try body(model) }")
                    writer.line("try context.save()")
                    writer.line("if page.count < pageSize { return }")
                    writer.line("offset += page.count")
                }
            }
            writer.line()
            writer.line("/// `value`, or an error naming `what` when a conversion found none.")
            writer.block("static func required<T>(_ value: T?, _ what: String) throws -> T") { writer in
                writer.line(
                    "guard let value else { throw \(names.stagesError)(\"\\(what): no value for the new version\") }")
                writer.line("return value")
            }
        }
        writer.line()
        writer.documentation([
            "What a stage's `willMigrate` read, kept for its `didMigrate`, which sees only the new version's models.",
            "Locked, because SwiftData may call the two handlers on different threads.",
        ])
        let declaration = "\(SwiftDataRules.isolation)final class \(names.carryOver)"
        var header = declaration + "<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable"
        if header.count + 2 > SwiftWriter.lineLimit {
            // A long plan name: the constraints move to a `where` clause on the next line.
            writer.line(declaration + "<Key, Value>: @unchecked Sendable")
            header = "where Key: Hashable & Sendable, Value: Sendable"
        }
        writer.block(header) {
            writer in
            writer.line("private let lock = NSLock()")
            writer.line("private var values: [Key: Value] = [:]")
            writer.line("private var order: [Key] = []")
            writer.line()
            writer.line("/// Keeps `value` for `key`.")
            writer.block("func store(_ value: Value, for key: Key)") { writer in
                writer.block("lock.withLock") { writer in
                    writer.line("if values.updateValue(value, forKey: key) == nil { order.append(key) }")
                }
            }
            writer.line()
            writer.line("/// The value kept for `key`, removing it.")
            writer.block("func take(_ key: Key) -> Value?") { writer in
                writer.line("lock.withLock { values.removeValue(forKey: key) }")
            }
            writer.line()
            writer.line("/// Every value still kept, in the order stored, removing them.")
            writer.block("func takeAll() -> [Value]") { writer in
                writer.block("lock.withLock") { writer in
                    writer.line("defer { values = [:]; order = [] }")
                    writer.line("return order.compactMap { values[$0] }")
                }
            }
        }
        writer.line()
        writer.line("/// A stage that can't go on without a decision only the app's team can make.")
        writer.block("\(SwiftDataRules.isolation)struct \(names.stagesError): Error, CustomStringConvertible") {
            writer in
            writer.line("let description: String")
            writer.line()
            writer.block("init(_ description: String)") { writer in
                writer.line("self.description = description")
            }
        }
        return writer.text
    }
}

import ArgumentParser
import SchemaGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen plan`: per step, what changed, what is redefined and why, what is reused, the stage kind.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print, per version, the changes, redefined and reused models, and the migration stage kind.",
        discussion: """
            The text format is Markdown, ready to paste into a pull-request review. The JSON format is \
            {"versions":[{"name","version","file"}], "steps":[{"from","to","stage","defined","reused","changes"}]}.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var options: SchemasOptions

    @Option(help: "Output format: text (Markdown) or json.")
    var format: Format = .text

    func run() throws {
        let inputs = try options.resolve()
        let (schemasURL, shownSchemas) = (inputs.schemas, inputs.shownSchemas)
        let pipeline = try inputs.pipeline()
        let result = pipeline.run(directory: schemasURL, displayPath: shownSchemas)
        StandardStreams.writeError(result.diagnostics.map { $0.formatted + "\n" }.joined())
        guard let analysis = result.analysis else { throw ExitCode.failure }
        switch format {
        case .text: print(PlanTextRenderer.render(analysis, context: pipeline.context), terminator: "")
        case .json: print(PlanJSONRenderer.render(analysis, context: pipeline.context), terminator: "")
        }
    }
}

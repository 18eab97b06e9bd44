import ArgumentParser
import SchemaGenCore
import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen graph`: the entity-relationship diagram of a version, with what the step into it did.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the entity-relationship diagram of a version, as Mermaid or Graphviz DOT.",
        discussion: """
            Entities show their stored attributes and types; relationships their counts, inverse and delete \
            rule. Unless the version is the first, entities the step into it added, changed or redefined \
            (because they point at something redefined), and those it removed, are styled apart, with a \
            legend; attributes it added are marked '+', changed ones '~'. GitHub renders Mermaid in Markdown.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid, dot
    }

    @OptionGroup var options: SchemasOptions

    @Option(name: .long, help: "The version to draw, such as 1.6.0 (default: the latest).")
    var version: String?

    @Option(help: "Output format: mermaid or dot.")
    var format: Format = .mermaid

    func run() throws {
        let inputs = try options.resolve()
        let result = try inputs.pipeline().run(directory: inputs.schemas, displayPath: inputs.shownSchemas)
        StandardStreams.writeError(result.diagnostics.map { $0.formatted + "\n" }.joined())
        guard let analysis = result.analysis else { throw ExitCode.failure }
        let step: VersionStep
        if let version {
            guard let wanted = SchemaVersion(parsing: version) else {
                throw ValidationError("--version takes a version number such as 1.2.0, not '\(version)'")
            }
            guard let found = analysis.steps.first(where: { $0.schema.version == wanted }) else {
                throw ValidationError(
                    "the history has no version \(wanted); its versions are "
                        + analysis.steps.map { "\($0.schema.version)" }.joined(separator: ", "))
            }
            step = found
        } else {
            guard let last = analysis.steps.last else { throw ExitCode.failure }
            step = last
        }
        let rendered = GraphRenderer.render(
            EntityGraph(step), format: format == .dot ? .dot : .mermaid)
        print(rendered, terminator: "")
    }
}

import ArgumentParser
import SchemaGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen scaffold`: write a stub for each custom stage that has no file yet.
struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Write a compiling stub for each custom migration stage that has no file yet.",
        discussion: """
            Files are written into your own sources (--into) and never overwritten: once a stub exists, it is \
            yours. Each stub's documentation lists the changes that need code.
            """
    )

    @OptionGroup var schemas: SchemasOptions

    @Option(help: "The folder of your own sources to write the stubs into.")
    var into: String

    @Option(
        name: .customLong("plan-name"),
        help:
            "The name of the generated migration plan type (default: the configuration's 'planName', else SchemaMigrations)."
    )
    var planName: String?

    @Option(
        name: .customLong("import"), help: "A module the stubs import (the one holding the generated code); repeatable."
    )
    var imports: [String] = []

    @Option(
        help:
            "The flavor of the generated code the stubs implement (default: the configuration's 'flavor', else portable)."
    )
    var flavor: GenerationOptions.FlavorName?

    func validate() throws {
        try GenerationOptionsGroup.validatePlanName(planName)
    }

    func run() throws {
        let inputs = try schemas.resolve()
        // The stubs conform to the generated plan's protocol, so they must use the plan name generate uses.
        var options = inputs.generationOptions
        if let planName { options.planName = planName }
        if let flavor { options.flavor = flavor }
        let pipeline = try inputs.pipeline(options: options)
        let result = pipeline.run(directory: inputs.schemas, displayPath: inputs.shownSchemas)
        StandardStreams.writeError(result.diagnostics.map { $0.formatted + "\n" }.joined())
        guard let analysis = result.analysis else { throw ExitCode.failure }
        let files = pipeline.context.scaffold(analysis, imports: imports)
        let folder = URL(
            fileURLWithPath: into, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            // Never overwrite: the file belongs to the user once it exists.
            guard !FileManager.default.fileExists(atPath: url.path) else { continue }
            try Data(file.contents.utf8).write(to: url, options: .atomic)
            written.append(file.path)
        }
        print(
            written.isEmpty
                ? "\(into): every custom stage has a file" : "\(into): wrote \(written.joined(separator: ", "))")
    }
}

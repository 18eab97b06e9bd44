import ArgumentParser
import Foundation
import SchemaGenCore

/// `schemagen generate`: write the Swift for the schema history, touching only files whose bytes change.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift for every schema version, the typealias map and the migration plan.",
        discussion: """
            Writes only files whose bytes changed and removes files it generated earlier that no longer have \
            a source. When any error is found, nothing at all is written.
            """
    )

    @OptionGroup var schemas: SchemasOptions
    @OptionGroup var generation: GenerationOptionsGroup

    func run() throws {
        let plan = try GenerationRun(schemas: schemas, generation: generation).plan()
        try plan.apply()
        let written = plan.writes.map(\.file.path)
        let summary =
            plan.isUpToDate
            ? "\(plan.displayPath): up to date (\(plan.unchanged.count) files)"
            : "\(plan.displayPath): wrote \(written.count), removed \(plan.removals.count), unchanged \(plan.unchanged.count)"
        print(summary)
    }
}

/// `schemagen check`: fail with a diff when the output folder is not what `generate` would write.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Exit 1 with a unified diff when the generated files are stale (for CI on pull requests).",
        discussion: "Exits 0 when the output folder holds exactly what 'schemagen generate' would write."
    )

    @OptionGroup var schemas: SchemasOptions
    @OptionGroup var generation: GenerationOptionsGroup

    func run() throws {
        let plan = try GenerationRun(schemas: schemas, generation: generation).plan()
        guard plan.isUpToDate else {
            print(plan.diff, terminator: "")
            StandardStreams.writeError(
                "\(plan.displayPath) is stale: \(plan.writes.count) files differ, \(plan.removals.count) should be removed; run 'schemagen generate'\n"
            )
            throw ExitCode.failure
        }
        print("\(plan.displayPath): up to date (\(plan.unchanged.count) files)")
    }
}

/// The shared part of `generate` and `check`: run the pipeline, render, and plan the output.
struct GenerationRun {
    let schemas: SchemasOptions
    let generation: GenerationOptionsGroup

    func plan() throws -> OutputPlan {
        let inputs = try schemas.resolve()
        SchemasOptions.noteConfiguration(of: inputs)
        let (outputURL, shownOutput, options) = generation.resolved(with: inputs)
        // The flags' options, so the flavor given on the command line is the one whose checks run.
        let generation = try inputs.pipeline(options: options).generate(
            directory: inputs.schemas, displayPath: inputs.shownSchemas, options: options)
        StandardStreams.writeError(generation.result.diagnostics.map { $0.formatted + "\n" }.joined())
        guard generation.result.analysis != nil else { throw ExitCode.failure }
        let plan = OutputPlan(files: generation.files, directory: outputURL, displayPath: shownOutput)
        StandardStreams.writeError(plan.diagnostics.map { $0.formatted + "\n" }.joined())
        if plan.diagnostics.containsErrors { throw ExitCode.failure }
        return plan
    }
}

import ArgumentParser
import SchemaGenCore
import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        let (report, shownOutput) = try GenerationRun(schemas: schemas, generation: generation).write()
        let summary =
            report.isUpToDate
            ? "\(shownOutput): up to date (\(report.unchanged.count) files)"
            : "\(shownOutput): wrote \(report.written.count), removed \(report.removed.count), unchanged \(report.unchanged.count)"
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

/// The shared part of `generate` and `check`: run the pipeline, render, and write or plan the output.
struct GenerationRun {
    let schemas: SchemasOptions
    let generation: GenerationOptionsGroup

    /// Runs the pipeline and writes each file as it is rendered, on the thread that rendered it
    /// (``OutputWriter``), so a long history's output is never all in memory; writes nothing when the run or
    /// the folder has an error.
    func write() throws -> (OutputWriter.Report, shownOutput: String) {
        let (inputs, outputURL, shownOutput, options) = try resolved()
        var diagnostics: [Diagnostic] = []
        let written = Result {
            try OutputWriter.write(into: outputURL, displayPath: shownOutput) { writer in
                let result = try inputs.pipeline(options: options).generate(
                    directory: inputs.schemas, displayPath: inputs.shownSchemas, options: options,
                    stage: writer.stage, emit: writer.record)
                diagnostics = result.diagnostics
                return result.analysis != nil
            }
        }
        // The run's own diagnostics first, even when writing its files failed.
        StandardStreams.writeError(diagnostics.map { $0.formatted + "\n" }.joined())
        let report = try written.get()
        StandardStreams.writeError(
            report.removedStaging.map {
                "note: removed \(shownOutput)/\($0), left by a 'schemagen generate' that was stopped before it finished\n"
            }.joined())
        StandardStreams.writeError(report.diagnostics.map { $0.formatted + "\n" }.joined())
        guard report.isApplied else { throw ExitCode.failure }
        return (report, shownOutput)
    }

    /// Runs the pipeline and compares all of its output with the folder, for `check`'s diff.
    func plan() throws -> OutputPlan {
        let (inputs, outputURL, shownOutput, options) = try resolved()
        let generation = try inputs.pipeline(options: options).generate(
            directory: inputs.schemas, displayPath: inputs.shownSchemas, options: options)
        StandardStreams.writeError(generation.result.diagnostics.map { $0.formatted + "\n" }.joined())
        guard generation.result.analysis != nil else { throw ExitCode.failure }
        let plan = OutputPlan(files: generation.files, directory: outputURL, displayPath: shownOutput)
        StandardStreams.writeError(plan.diagnostics.map { $0.formatted + "\n" }.joined())
        if plan.diagnostics.containsErrors { throw ExitCode.failure }
        return plan
    }

    /// The inputs, the output folder and the options: the flags' options, so the flavor given on the command
    /// line is the one whose checks run.
    private func resolved() throws -> (
        inputs: Workspace, output: URL, shownOutput: String, options: GenerationOptions
    ) {
        let inputs = try schemas.resolve()
        inputs.printConfigurationNote()
        let (output, shownOutput, options) = generation.resolved(with: inputs)
        return (inputs, output, shownOutput, options)
    }
}

import ArgumentParser
import SchemaGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen validate`: load and check every version, print diagnostics and a summary.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check every schema version file and report problems with their locations.",
        discussion: "Exits 1 when any error is found, 0 otherwise (warnings alone do not fail)."
    )

    @OptionGroup var options: SchemasOptions

    func run() throws {
        let inputs = try options.resolve()
        inputs.printConfigurationNote()
        let (schemasURL, shownSchemas) = (inputs.schemas, inputs.shownSchemas)
        let result = try inputs.pipeline().run(directory: schemasURL, displayPath: shownSchemas)
        let report = ValidationReport(result.loaderResult, folder: shownSchemas)
        StandardStreams.writeError(report.diagnosticsText)
        print(report.summary)
        if report.hasErrors { throw ExitCode.failure }
    }
}

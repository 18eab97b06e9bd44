import ArgumentParser
import SchemaGenCore

/// The `schemagen` command: subcommands for each job.
@main
struct SchemaGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schemagen",
        abstract: "Compile versioned YAML schemas into Swift models, typealias maps and migration plans.",
        discussion: """
            Run from the package root. Each command reads the version files (*.yaml) in the schemas \
            folder, ordered by their 'version:' field, and reports problems as path:line:column: error: lines.
            """,
        version: SchemaGenRelease.version,
        subcommands: [
            ValidateCommand.self, GenerateCommand.self, CheckCommand.self, PlanCommand.self, ScaffoldCommand.self,
            SealCommand.self, RetireCommand.self, GraphCommand.self, DiffCommand.self, TestKitCommand.self,
            NewVersionCommand.self, ExpandCommand.self,
        ]
    )
}

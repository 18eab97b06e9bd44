import Foundation
import PackagePlugin

/// Generates Swift for a target that holds a `schemagen.yaml` and its schema version files, and adds it
/// to the target.
///
/// The outputs are declared from the input file names, and the inputs are every version file and the
/// configuration, so SwiftPM runs schemagen when one of them changes and not otherwise; schemagen rewrites
/// only files whose bytes change. Problems appear in the build as `path:line:column: error:` lines.
@main
struct SchemaGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget,
            let configured = try SchemaGenTarget(folder: target.directoryURL)
        else {
            return []
        }
        let tool = try context.tool(named: "schemagen").url
        // A test target's configuration asks for the migration test suite of the history it points at.
        if target.kind == .test {
            return [
                Self.testKitCommand(
                    for: configured, targetName: target.name, tool: tool, workDirectory: context.pluginWorkDirectoryURL)
            ]
        }
        return [
            try Self.command(
                for: configured, targetName: target.name, tool: tool, workDirectory: context.pluginWorkDirectoryURL)
        ]
    }

    /// `schemagen testkit` into the build folder; the frozen stores stay in the fixtures folder's `stores/`.
    static func testKitCommand(for configured: SchemaGenTarget, targetName: String, tool: URL, workDirectory: URL)
        -> Command
    {
        let output = workDirectory.appendingPathComponent("GeneratedSources")
        return .buildCommand(
            displayName: "schemagen: generating the migration test suite for \(targetName)",
            executable: tool,
            arguments: [
                "testkit", "--config", configured.configuration.path, "--schemas", configured.schemasFolder.path,
                "--output", output.path, "--stores", configured.frozenStoresFolder.path,
            ],
            inputFiles: [configured.configuration] + configured.schemaFiles + configured.fixtureFiles
                + (configured.lockFile.map { [$0] } ?? []),
            outputFiles: [configured.testKitFile(in: output)])
    }

    static func command(for configured: SchemaGenTarget, targetName: String, tool: URL, workDirectory: URL) throws
        -> Command
    {
        let output = workDirectory.appendingPathComponent("GeneratedSources")
        return .buildCommand(
            displayName:
                "schemagen: generating Swift for \(targetName) from \(configured.schemaFiles.count) schema versions",
            executable: tool,
            arguments: [
                "generate", "--config", configured.configuration.path, "--schemas", configured.schemasFolder.path,
                "--output", output.path,
            ],
            // The lock is an input too: sealing or unsealing a version re-runs the checks.
            inputFiles: [configured.configuration] + configured.schemaFiles + (configured.lockFile.map { [$0] } ?? []),
            outputFiles: configured.outputFiles(in: output))
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SchemaGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            // Xcode targets have no folder of their own: the configuration is one of the target's files.
            guard
                let configuration = target.inputFiles.first(where: {
                    $0.url.lastPathComponent == SchemaGenTarget.configurationFileName
                }),
                let configured = try SchemaGenTarget(folder: configuration.url.deletingLastPathComponent())
            else { return [] }
            return [
                try Self.command(
                    for: configured, targetName: target.displayName, tool: context.tool(named: "schemagen").url,
                    workDirectory: context.pluginWorkDirectoryURL)
            ]
        }
    }
#endif

import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-schemas [--target NAME ...] [--check]`:
/// writes the generated files into the package, for teams that commit and review them, or with `--check`
/// fails when the committed files are stale.
///
/// It runs `schemagen generate --config <schemagen.yaml>` (or `check`) for the package's own
/// `schemagen.yaml` and for every target folder that holds one (or only the named targets).
@main
struct GenerateSchemasCommand: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw Failure(
                description: "unexpected arguments \(extractor.remainingArguments); use [--target NAME] [--check]")
        }
        var folders: [URL] = []
        if targetNames.isEmpty {
            folders.append(context.package.directoryURL)
            folders += context.package.targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL }
        } else {
            folders += try context.package.targets(named: targetNames).compactMap {
                ($0 as? SourceModuleTarget)?.directoryURL
            }
        }
        let configured = folders.compactMap(SchemaGenTarget.init(folder:))
        guard !configured.isEmpty else {
            throw Failure(
                description:
                    "no schemagen.yaml found in the package folder or in \(targetNames.isEmpty ? "any target" : "the named targets")"
            )
        }
        let tool = try context.tool(named: "schemagen").url
        var failures: [String] = []
        for target in configured {
            let process = Process()
            process.executableURL = tool
            process.arguments = [check ? "check" : "generate", "--config", target.configuration.path]
            process.currentDirectoryURL = target.configuration.deletingLastPathComponent()
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures.append(target.configuration.path) }
        }
        guard failures.isEmpty else {
            throw Failure(
                description: "schemagen \(check ? "check" : "generate") failed for \(failures.joined(separator: ", "))")
        }
    }
}

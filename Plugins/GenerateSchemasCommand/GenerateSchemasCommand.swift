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
        // Each folder, and whether it is a test target's (whose configuration asks for the test suite only).
        var folders: [(url: URL, isTest: Bool)] = []
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        if targetNames.isEmpty { folders.append((context.package.directoryURL, false)) }
        folders += targets.compactMap { $0 as? SourceModuleTarget }.map { ($0.directoryURL, $0.kind == .test) }
        let configured = try folders.compactMap { folder in
            try SchemaGenTarget(folder: folder.url).map { (target: $0, isTest: folder.isTest) }
        }
        guard !configured.isEmpty else {
            throw Failure(
                description:
                    "no schemagen.yaml found in the package folder or in \(targetNames.isEmpty ? "any target" : "the named targets")"
            )
        }
        let tool = try context.tool(named: "schemagen").url
        var failures: [String] = []
        for (target, isTest) in configured {
            // Models for a source target; the migration test suite for a test target, and for any
            // configuration that names where it goes.
            var runs: [[String]] = []
            if !isTest { runs.append([check ? "check" : "generate"]) }
            if isTest || target.declaresTestKit { runs.append(["testkit"] + (check ? ["--check"] : [])) }
            for arguments in runs {
                let process = Process()
                process.executableURL = tool
                process.arguments = arguments + ["--config", target.configuration.path]
                process.currentDirectoryURL = target.configuration.deletingLastPathComponent()
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus != 0 { failures.append("\(arguments[0]) \(target.configuration.path)") }
            }
        }
        guard failures.isEmpty else {
            throw Failure(
                description: "schemagen failed: \(failures.joined(separator: ", "))")
        }
    }
}

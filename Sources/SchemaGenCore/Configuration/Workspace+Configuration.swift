import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Workspace {
    /// The configuration `choice` means, loaded, and what its reader said about it; `nil` when there is none.
    /// Fails with located diagnostics when the file can't be read or is invalid.
    static func loadConfiguration(_ choice: ConfigurationChoice, workingDirectory: URL) throws(Failure)
        -> (configuration: LoadedConfiguration, diagnostics: [Diagnostic])?
    {
        let url: URL
        let shown: String
        switch choice {
        case .named(let path):
            url = URL(fileURLWithPath: path, relativeTo: workingDirectory)
            shown = path
        case .nearest:
            guard let found = ConfigurationDiscovery.find(from: workingDirectory) else { return nil }
            url = found
            shown = ConfigurationDiscovery.shownPath(of: found, from: workingDirectory)
        case .none:
            return nil
        }
        let bytes: [UInt8]
        switch FileProblem.read(url.path) {
        case .success(let read):
            bytes = read
        case .failure(let problem):
            let hint =
                choice == .nearest
                ? "\(problem.hint), or pass --no-config"
                : problem.isMissing ? "check the path given to --config" : problem.hint
            throw Failure(diagnostics: [
                Diagnostic(
                    .error, .unreadableFile, "the configuration file can't be read: \(problem.reason)",
                    at: .path(shown), hint: hint)
            ])
        }
        let loaded = SchemaGenConfiguration.load(bytes, path: shown)
        guard let configuration = loaded.configuration else { throw Failure(diagnostics: loaded.diagnostics) }
        let folder = url.deletingLastPathComponent()
        let configured = LoadedConfiguration(
            configuration: configuration, folder: folder, shownFolder: shownFolder(of: shown),
            shownFile: shown,
            foundAbove: choice == .nearest
                && folder.standardizedFileURL.path != workingDirectory.standardizedFileURL.path)
        return (configured, loaded.diagnostics)
    }

    /// The folder part of a path as the user wrote it: "Config/schemagen.yaml" gives "Config", "/schemagen.yaml"
    /// gives "/", and a bare file name gives "" (the working directory).
    static func shownFolder(of path: String) -> String {
        let trimmed = path.droppingTrailingSlashes()
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        guard slash != trimmed.startIndex else { return "/" }
        return String(trimmed[..<slash])
    }

    /// With no schemas folder and no configuration here, but targets that have one (a package whose
    /// configurations live in its targets' folders), the error names each as a `--config` to pass.
    static func refuseWithoutTarget(workingDirectory: URL, shownSchemas: String) throws(Failure) {
        let targets = ConfigurationDiscovery.targetConfigurations(in: workingDirectory)
        guard !targets.isEmpty else { return }
        let options = targets.map { "--config " + RelativePath.from(workingDirectory, to: $0) }
        let listed =
            options.count == 1 ? options[0] : options.dropLast().joined(separator: ", ") + " or " + (options.last ?? "")
        throw Failure(diagnostics: [
            Diagnostic(
                .error, .noSuchFolder, "no such folder, and no schemagen.yaml here", at: .path(shownSchemas),
                hint: "this package configures schemagen in its targets: pass \(listed)")
        ])
    }
}

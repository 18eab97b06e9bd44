import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The hand-written fixture files of a history: every `<version>.yaml` of a folder, checked against the
/// history. A missing folder means no fixtures.
public enum FixtureFolder {
    /// Loads the fixture files in `folder` for `analysis`'s history, generated in `context` (whose flavor's plan
    /// says which steps run custom stages). Messages show the folder as `displayPath`; the suite names it
    /// `suitePath` (relative to the configuration, so the generated file is the same however the
    /// configuration was named), by default as messages do.
    public static func load(
        _ folder: URL, displayPath: String, suitePath: String? = nil, analysis: HistoryAnalysis,
        context: GenerationContext = GenerationContext()
    ) -> (
        files: [FixtureFile], diagnostics: [Diagnostic]
    ) {
        // A retired version's fixture file describes stores no release migrates any more: it is not read.
        let retired = Set(analysis.history.retired.map { "\($0.version)" })
        let names =
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !retired.contains(stem(of: $0)) }.sorted()
        let loader = FixtureFileLoader(
            versions: analysis.history.versions.map(\.schema), statements: context.conversionStatements(analysis))
        var files: [FixtureFile] = []
        var diagnostics: [Diagnostic] = []
        for name in names {
            let path = displayPath.isEmpty ? name : "\(displayPath)/\(name)"
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .unreadableFile, "the fixture file can't be read", at: .path(path),
                        hint: "check its permissions"))
                continue
            }
            let loaded = load(Array(data), path: path, loader: loader)
            diagnostics += loaded.diagnostics
            if var file = loaded.file {
                if let suitePath { file.path = suitePath.isEmpty ? name : "\(suitePath)/\(name)" }
                files.append(file)
            }
        }
        return (files, diagnostics)
    }

    /// Loads one fixture file's bytes for `analysis`'s history, generated in `context`; `path` names it in
    /// messages, and its file name without extension is its version.
    public static func load(
        _ bytes: [UInt8], path: String, analysis: HistoryAnalysis, context: GenerationContext = GenerationContext()
    ) -> (file: FixtureFile?, diagnostics: [Diagnostic]) {
        load(
            bytes, path: path,
            loader: FixtureFileLoader(
                versions: analysis.history.versions.map(\.schema), statements: context.conversionStatements(analysis)))
    }

    private static func load(_ bytes: [UInt8], path: String, loader: FixtureFileLoader) -> (
        file: FixtureFile?, diagnostics: [Diagnostic]
    ) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return loader.load(bytes, path: path, stem: stem(of: name))
    }

    /// A file name without its extension: the version a fixture file is named for.
    private static func stem(of name: String) -> String {
        String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
    }
}

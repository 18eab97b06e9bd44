import Foundation
import SchemaKit

/// Reads a folder of version files into a validated ``SchemaHistory``: the front half of every command.
///
/// Files are `*.yaml` and `*.yml` directly in the folder, read in name order so diagnostics come out the
/// same on every machine; the history itself is ordered by `version:`.
public struct SchemaHistoryLoader: Sendable {
    /// What loading a folder produced.
    public struct Result: Sendable {
        /// The history, when there are no errors.
        public var history: SchemaHistory?
        /// Every error and warning, sorted by file, line and column.
        public var diagnostics: [Diagnostic]
        /// The files read, as shown to the user.
        public var files: [String]
    }

    /// Creates a loader.
    public init() {}

    /// Loads every version file in `directory`. `displayPath` is how the folder is named in diagnostics
    /// (by default the path as given).
    public func load(directory: URL, displayPath: String? = nil) -> Result {
        let shownFolder = Self.trimmedFolderName(displayPath ?? directory.path)
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return Result(
                history: nil,
                diagnostics: [
                    Diagnostic(
                        .error, "no such folder", at: .path(shownFolder),
                        hint: "run from the package root, or pass the folder of version files with --schemas")
                ], files: [])
        }
        let names = ((try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }
            .sorted()
        guard !names.isEmpty else {
            return Result(
                history: nil,
                diagnostics: [
                    Diagnostic(
                        .error, "the folder holds no schema files (*.yaml)", at: .path(shownFolder),
                        hint: "add one file per schema version, such as V1.yaml")
                ], files: [])
        }
        let shownFiles = names.map { shownFolder == "." ? $0 : shownFolder + "/" + $0 }
        // Files are independent until the cross-version checks, so they load concurrently.
        let loaded = Array(zip(names, shownFiles)).concurrentMap { name, shownFile in
            let stem = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
                return (
                    schema: Schema?.none,
                    diagnostics: [
                        Diagnostic(
                            .error, "the file can't be read", at: .path(shownFile), hint: "check its permissions")
                    ]
                )
            }
            return loadFile(Array(data), file: shownFile, fileStem: stem)
        }
        var diagnostics = loaded.flatMap(\.diagnostics)
        let schemas = loaded.compactMap(\.schema)
        let files = shownFiles
        // Cross-version checks only make sense once every version has loaded.
        if !diagnostics.containsErrors {
            diagnostics += SchemaHistoryValidator().validate(schemas)
        }
        let history = diagnostics.containsErrors ? nil : SchemaHistory(versions: schemas)
        return Result(history: history, diagnostics: diagnostics.sorted(), files: files)
    }

    /// Reads, loads and validates one file's bytes.
    public func loadFile(_ bytes: [UInt8], file: String, fileStem: String) -> (
        schema: Schema?, diagnostics: [Diagnostic]
    ) {
        switch YAMLReader().read(bytes, path: file) {
        case .failure(let failure):
            return (nil, [failure.diagnostic])
        case .success(let root):
            let loaded = SchemaLoader().load(root, file: file, fileStem: fileStem)
            guard let schema = loaded.schema else { return (nil, loaded.diagnostics) }
            let diagnostics = loaded.diagnostics + SchemaValidator().validate(schema)
            return (diagnostics.containsErrors ? nil : schema, diagnostics)
        }
    }

    private static func trimmedFolderName(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.isEmpty ? "." : trimmed
    }
}

import Foundation
import SchemaKit

/// The front half every command shares: read the folder, load and validate each version, then analyse the
/// history. Commands differ only in what they do with the result.
public struct SchemaPipeline: Sendable {
    /// What the pipeline produced.
    public struct Result: Sendable {
        /// The loaded history and its analysis, when there are no errors.
        public var analysis: HistoryAnalysis?
        /// Every diagnostic, sorted.
        public var diagnostics: [Diagnostic]
        /// The files read, as shown to the user.
        public var files: [String]

        /// The result in the form `ValidationReport` reads.
        public var loaderResult: SchemaHistoryLoader.Result {
            .init(history: analysis?.history, diagnostics: diagnostics, files: files)
        }
    }

    /// Creates a pipeline.
    public init() {}

    /// Runs the pipeline over the version files in `directory`, naming it `displayPath` in diagnostics.
    public func run(directory: URL, displayPath: String? = nil) -> Result {
        let loaded = SchemaHistoryLoader().load(directory: directory, displayPath: displayPath)
        guard let history = loaded.history else {
            return Result(analysis: nil, diagnostics: loaded.diagnostics, files: loaded.files)
        }
        let analysis = HistoryAnalysis(history)
        let diagnostics = (loaded.diagnostics + analysis.diagnostics).sorted()
        return Result(
            analysis: diagnostics.containsErrors ? nil : analysis, diagnostics: diagnostics, files: loaded.files)
    }
}

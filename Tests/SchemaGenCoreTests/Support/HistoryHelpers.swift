import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// Runs the pipeline over version texts (V1.yaml, V2.yaml, ...) in memory.
func analyzeHistory(_ versions: [String]) -> (analysis: HistoryAnalysis?, diagnostics: [Diagnostic]) {
    let files = versions.enumerated().map { SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element) }
    let result = SchemaPipeline().run(files: files, folder: ".")
    return (result.analysis, result.diagnostics)
}

/// A version file with the given version number and `models:` / `enums:` / extra blocks (already indented).
func versionText(_ number: Int, models: String, enums: String = "", extra: String = "") -> String {
    "version: \(number).0.0\n" + (enums.isEmpty ? "" : "enums:\n\(enums)") + "models:\n\(models)" + extra
}

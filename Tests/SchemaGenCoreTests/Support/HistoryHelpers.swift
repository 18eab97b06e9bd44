import SchemaGenCore
import SchemaKit
import Testing

/// Loads version texts (V1, V2, ...) as a history and analyses it, the way the pipeline does, without
/// touching the file system.
func analyzeHistory(_ versions: [String]) -> (analysis: HistoryAnalysis?, diagnostics: [Diagnostic]) {
    var schemas: [Schema] = []
    var diagnostics: [Diagnostic] = []
    for (index, text) in versions.enumerated() {
        let loaded = loadSchema(text, file: "V\(index + 1).yaml")
        diagnostics += loaded.diagnostics
        if let schema = loaded.schema { schemas.append(schema) }
    }
    guard !diagnostics.containsErrors else { return (nil, diagnostics) }
    diagnostics += SchemaHistoryValidator().validate(schemas)
    guard !diagnostics.containsErrors else { return (nil, diagnostics) }
    let analysis = HistoryAnalysis(SchemaHistory(versions: schemas))
    diagnostics += analysis.diagnostics
    return (diagnostics.containsErrors ? nil : analysis, diagnostics)
}

/// A version file with the given version number and `models:` / `enums:` / extra blocks (already indented).
func versionText(_ number: Int, models: String, enums: String = "", extra: String = "") -> String {
    "version: \(number).0.0\n" + (enums.isEmpty ? "" : "enums:\n\(enums)") + "models:\n\(models)" + extra
}

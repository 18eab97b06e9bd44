import SchemaKit
import SchemaModel

/// What `schemagen validate` prints: the diagnostics, then a one-line summary naming what was read.
public struct ValidationReport: Sendable {
    /// The diagnostics, one per block, as `path:line:column: severity: message` with an indented hint.
    public var diagnosticsText: String
    /// One line: the versions and models read, and the error and warning counts.
    public var summary: String
    /// Whether there were errors (the command then exits 1).
    public var hasErrors: Bool

    /// Builds the report for a loaded folder.
    public init(_ result: SchemaHistoryLoader.Result, folder: String) {
        diagnosticsText = result.diagnostics.map { $0.formatted + "\n" }.joined()
        hasErrors = result.diagnostics.containsErrors
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.count - errors
        let counts = "\(Self.plural(errors, "error")), \(Self.plural(warnings, "warning"))"
        guard let history = result.history, let first = history.versions.first, let latest = history.latest else {
            summary = "\(folder): \(Self.plural(result.files.count, "file")) read; \(counts)"
            return
        }
        let range = history.versions.count == 1 ? "\(first.version)" : "\(first.version) to \(latest.version)"
        summary =
            "\(folder): \(Self.plural(history.versions.count, "version")) (\(range)); "
            + "latest \(latest.name) has \(Self.plural(latest.models.count, "model"))"
            + (latest.structs.isEmpty
                ? " and \(Self.plural(latest.enums.count, "enum"))"
                : ", \(Self.plural(latest.enums.count, "enum")) and \(Self.plural(latest.structs.count, "struct"))")
            + "; \(counts)"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

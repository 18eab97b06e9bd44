import SchemaKit
import SchemaModel

/// A custom stage's documentation, the same in both flavors' plans and scaffolds: the step, why it needs
/// code, and what changed.
enum StageDocumentation {
    /// The lines for the stage into `step`, from `previous` (the step's own, unless the flavor passes through
    /// another version first) with `reasons` (the step's, unless some are already handled on the way).
    static func lines(for step: VersionStep, from previous: VersionFile? = nil, reasons: [String]? = nil)
        -> [String]
    {
        let previous = previous ?? step.previous
        var lines = [
            "\(previous?.name ?? "") (\(previous?.version.description ?? "")) -> \(step.schema.name) (\(step.schema.version)).",
            "",
            "Needs code because:",
        ]
        lines += (reasons ?? step.customReasons).map { "- \($0)" }
        lines += ["", "Changes in this step:"]
        lines += step.changes.map { "- \($0.summary)" }
        if let note = step.schema.migration?.note {
            lines += ["", "Note: \(note)"]
        }
        return lines
    }
}

import SchemaKit
import SchemaModel

/// `schemagen plan` as text: per step, what changed, what is redefined and why (the relationship path that
/// forced it), what is reused, and the stage kind with its reasons. The text is Markdown, so a reviewer can
/// paste it into a pull request as it is.
public enum PlanTextRenderer {
    /// The plan of `analysis`, with what `context`'s flavor says of each step (how a rolling deploy goes, or
    /// the converting version a SwiftData step goes through).
    public static func render(_ analysis: HistoryAnalysis, context: GenerationContext = GenerationContext()) -> String {
        var lines: [String] = ["# Migration plan", ""]
        if let span = analysis.history.retiredSpan {
            let oldest = analysis.history.versions.first.map { "\($0.version)" } ?? ""
            lines += [
                "Retired: \(span) (`schemagen retire`); a store at a retired version is refused, naming \(oldest).", "",
            ]
        }
        for step in analysis.steps {
            lines += section(for: step, context: context)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// One step's section, headed at `level` (`##` in the plan), with what `context`'s flavor says of it.
    static func section(for step: VersionStep, level: Int = 2, context: GenerationContext)
        -> [String]
    {
        let heading = String(repeating: "#", count: level)
        let schema = step.schema
        guard let previous = step.previous, let stage = step.stage else {
            return [
                "\(heading) \(schema.name) \(schema.version) (\(schema.file))", "",
                "First version: defines \(MessageText.count(schema.models.count, "model"))"
                    + (schema.structs.isEmpty
                        ? " and \(MessageText.count(schema.enums.count, "enum"))."
                        : ", \(MessageText.count(schema.enums.count, "enum")) and \(MessageText.count(schema.structs.count, "struct"))."),
            ]
        }
        var lines = [
            "\(heading) \(previous.name) -> \(schema.name) \(schema.version) (\(schema.file)): \(stage.rawValue)", "",
        ]
        if stage == .custom {
            lines.append("Custom stage, because:")
            lines += step.customReasons.map { "- \($0)" }
            lines.append("")
        }
        lines += context.route(for: step)?.planLines ?? []
        if let note = schema.migration?.note {
            lines += ["Note: \(note)", ""]
        }
        lines.append("Changes:")
        lines +=
            step.changes.isEmpty
            ? ["- none"]
            : step.changes.map { change in
                let coverage = step.destructiveChanges.first { $0.change == change }
                let loss = coverage.map { " [\($0.label)]" } ?? ""
                return
                    "- \(change.kind.rawValue) `\(change.path)`: \(change.detail)\(loss) (\(step.schema.location(of: change.element)))"
            }
        lines.append("")
        let redefinition = step.redefinition
        lines.append("Defined in \(schema.name):")
        let defined =
            redefinition.definedEnums.map(\.name) + redefinition.definedStructs.map(\.name)
            + redefinition.definedModels.map(\.name)
        lines += defined.isEmpty ? ["- none"] : defined.map { "- \($0): \(redefinition.explanation(for: $0))" }
        lines.append("")
        lines.append("Reused:")
        let reused = redefinition.reused.sorted { $0.key < $1.key }
        lines += reused.isEmpty ? ["- none"] : reused.map { "- \($0.key) = \($0.value).\($0.key)" }
        return lines
    }
}

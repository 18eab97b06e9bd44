import SchemaKit
import SchemaModel

/// `schemagen diff` output: Markdown for a pull-request comment, plain text for a terminal, or JSON for
/// tools. Risks come first: edited versions and removed ones the lock does not retire, then the history's
/// errors; an edit to the base's latest version, unsealed, is a change in progress.
public enum ReviewRenderer {
    /// The output formats.
    public enum Format: String, CaseIterable, Sendable {
        case markdown, text, json
    }

    /// `review` in `format`; `graphs` embeds each new step's diagram (Markdown only).
    public static func render(_ review: HistoryReview, format: Format, graphs: Bool = false) -> String {
        switch format {
        case .markdown: markdown(review, graphs: graphs)
        case .text: text(review)
        case .json: json(review)
        }
    }

    private static func verdict(_ review: HistoryReview) -> String {
        if review.isRisky {
            var risks: [String] = []
            if !review.riskyEdits.isEmpty {
                risks.append("edits \(MessageText.count(review.riskyEdits.count, "existing version"))")
            }
            if !review.riskyRemovals.isEmpty {
                risks.append("removes \(MessageText.count(review.riskyRemovals.count, "version"))")
            }
            if review.diagnostics.containsErrors { risks.append("leaves the history with errors") }
            return "Risky: this change " + risks.joined(separator: ", ") + "."
        }
        if let edit = review.editsInProgress.first {
            let change = "\(edit.version), the latest version, which is not sealed: a change in progress."
            return review.addedVersions.isEmpty
                ? "Edits " + change
                : "Adds \(MessageText.count(review.addedVersions.count, "version")); edits " + change
        }
        if !review.retirements.isEmpty {
            let retired = "Retires \(MessageText.list(review.retirements.map(\.version))) (`schemagen retire`)"
            return review.addedVersions.isEmpty
                ? retired + "; no other version is added, edited or removed."
                : retired + "; adds \(MessageText.count(review.addedVersions.count, "version"))."
        }
        if review.addedVersions.isEmpty { return "No schema version is added, edited or removed." }
        return
            "Adds \(MessageText.count(review.addedVersions.count, "version")); no existing version is edited or removed."
    }

    // MARK: Markdown

    private static func markdown(_ review: HistoryReview, graphs: Bool) -> String {
        var lines = ["# Schema changes against `\(review.baseName)`", "", "**\(verdict(review))**", ""]
        if !review.riskyEdits.isEmpty {
            lines += ["## Edited versions (risky)", ""]
            for edit in review.riskyEdits {
                lines.append(
                    "- **\(edit.version)** (`\(edit.file)`)"
                        + (edit.isSealed ? ", **sealed**: every command refuses this edit" : ", not sealed")
                        + ". Stores of this version on devices, if it shipped, no longer match it.")
                lines += edit.changes.map { "  - `\($0.location)`: \($0.summary)" }
            }
            lines.append("")
        }
        if !review.editsInProgress.isEmpty {
            lines += ["## Versions in progress", ""]
            for edit in review.editsInProgress {
                lines.append(
                    "- **\(edit.version)** (`\(edit.file)`), the base's latest version, not sealed: seal it when it ships "
                        + "(`schemagen seal`), and an edit to it is then refused.")
                lines += edit.changes.map { "  - `\($0.location)`: \($0.summary)" }
            }
            lines.append("")
        }
        if !review.riskyRemovals.isEmpty {
            lines += ["## Removed versions (risky)", ""]
            lines += review.riskyRemovals.map {
                "- **\($0.version)** (`\($0.file)`)\($0.isSealed ? ", **sealed**" : ""): stores at this version can no longer be migrated"
            }
            lines.append("")
        }
        if !review.retirements.isEmpty {
            lines += ["## Retired versions", ""]
            lines += review.retirements.map {
                "- **\($0.version)** (`\($0.file)`): retired in the lock, which keeps its seal; a store at it is refused by name"
            }
            lines.append("")
        }
        let errors = review.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            lines += ["## Errors", "", "```text"] + errors.map(\.formatted) + ["```", ""]
        }
        lines += ["## Added versions", ""]
        lines +=
            review.addedVersions.isEmpty
            ? ["- none"] : review.addedVersions.map { "- \($0.version) (`\($0.file)`), namespace `\($0.name)`" }
        lines.append("")
        for step in review.newSteps {
            lines += PlanTextRenderer.section(for: step, level: 2, context: review.context)
            lines.append("")
            lines += destructive(step)
            if graphs {
                lines += ["```mermaid"]
                lines += GraphRenderer.render(EntityGraph(step), format: .mermaid).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).dropLast().map(String.init)
                lines += ["```", ""]
            }
        }
        lines += ["## Generated files", ""]
        if !review.comparedGeneratedFiles {
            lines.append("Not compared: a history with errors generates nothing.")
        } else if review.generatedFiles.isEmpty {
            lines.append("No generated file changes.")
        } else {
            lines += ["| file | change | lines |", "|---|---|---|"]
            lines += review.generatedFiles.map {
                "| `\($0.path)` | \($0.kind.rawValue) | +\($0.added) -\($0.removed) |"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The step's destructive changes and how each is covered.
    private static func destructive(_ step: VersionStep) -> [String] {
        guard !step.destructiveChanges.isEmpty else { return [] }
        return ["Destructive changes:"]
            + step.destructiveChanges.map { "- `\($0.change.path)`: \($0.change.detail) [\($0.label)]" } + [""]
    }

    // MARK: Text

    private static func text(_ review: HistoryReview) -> String {
        var lines = ["Schema changes against \(review.baseName)", verdict(review), ""]
        for edit in review.editedVersions {
            let state = edit.isInProgress ? ", in progress (latest, not sealed)" : edit.isSealed ? ", sealed" : ""
            lines.append("\(edit.isInProgress ? "edited" : "EDITED") \(edit.version) (\(edit.file))\(state)")
            lines += edit.changes.map { "  \($0.location): \($0.summary)" }
        }
        for removal in review.riskyRemovals {
            lines.append("REMOVED \(removal.version) (\(removal.file))\(removal.isSealed ? ", sealed" : "")")
        }
        for removal in review.retirements {
            lines.append("retired \(removal.version) (\(removal.file))")
        }
        lines += review.diagnostics.filter { $0.severity == .error }.map(\.formatted)
        for file in review.addedVersions {
            lines.append("added \(file.version) (\(file.file))")
        }
        for step in review.newSteps {
            guard let previous = step.previous, let stage = step.stage else { continue }
            lines.append("")
            lines.append("step \(previous.version) -> \(step.schema.version): \(stage.rawValue)")
            lines += step.customReasons.map { "  needs code: \($0)" }
            if let line = review.context.route(for: step)?.reviewLine { lines.append(line) }
            lines += step.changes.map { "  \($0.kind.rawValue) \($0.path): \($0.detail)" }
            lines += step.redefinition.definedNames.map {
                "  defines \($0): \(step.redefinition.explanation(for: $0))"
            }
            lines += step.destructiveChanges.map { "  destructive \($0.change.path) [\($0.label)]" }
        }
        if !review.generatedFiles.isEmpty { lines.append("") }
        lines += review.generatedFiles.map { "\($0.kind.rawValue) \($0.path) +\($0.added) -\($0.removed)" }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: JSON

    private static func json(_ review: HistoryReview) -> String {
        let value: JSONValue = .object([
            ("base", .string(review.baseName)),
            ("risky", .bool(review.isRisky)),
            (
                "edited",
                .array(
                    review.editedVersions.map { edit in
                        .object([
                            ("version", .string("\(edit.version)")), ("file", .string(edit.file)),
                            ("sealed", .bool(edit.isSealed)), ("inProgress", .bool(edit.isInProgress)),
                            (
                                "changes",
                                .array(
                                    edit.changes.map {
                                        .object([
                                            ("location", .string($0.location.description)),
                                            ("summary", .string($0.summary)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            (
                "removed",
                .array(
                    review.removedVersions.map {
                        .object([
                            ("version", .string("\($0.version)")), ("file", .string($0.file)),
                            ("sealed", .bool($0.isSealed)), ("retired", .bool($0.isRetired)),
                        ])
                    })
            ),
            (
                "added",
                .array(
                    review.addedVersions.map {
                        .object([("version", .string("\($0.version)")), ("file", .string($0.file))])
                    })
            ),
            (
                "steps",
                .array(
                    review.newSteps.compactMap { step in
                        guard let previous = step.previous, let stage = step.stage else { return nil }
                        var entries: [(String, JSONValue)] = [
                            ("from", .string("\(previous.version)")), ("to", .string("\(step.schema.version)")),
                            ("stage", .string(stage.rawValue)),
                            ("reasons", .array(step.customReasons.map { .string($0) })),
                            ("defined", .array(step.redefinition.definedNames.map { .string($0) })),
                            (
                                "destructive",
                                .array(
                                    step.destructiveChanges.map {
                                        .object([("path", .string($0.change.path)), ("coverage", .string($0.label))])
                                    })
                            ),
                        ]
                        if let addition = review.context.route(for: step)?.planJSON {
                            entries.append(addition)
                        }
                        return .object(entries)
                    })
            ),
            (
                "generatedFiles",
                .array(
                    review.generatedFiles.map {
                        .object([
                            ("path", .string($0.path)), ("change", .string($0.kind.rawValue)),
                            ("added", .number($0.added)), ("removed", .number($0.removed)),
                        ])
                    })
            ),
            ("errors", .array(review.diagnostics.filter { $0.severity == .error }.map { .string($0.formatted) })),
        ])
        return value.rendered(indent: 0) + "\n"
    }

}

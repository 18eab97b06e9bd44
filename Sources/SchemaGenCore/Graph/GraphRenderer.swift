import SchemaKit
import SchemaModel

/// Draws an ``EntityGraph`` as Mermaid (which GitHub renders in Markdown) or Graphviz DOT. Both are laid out
/// left to right with one box per entity, so 30 entities stay readable, and both are deterministic: the same
/// history gives the same bytes.
public enum GraphRenderer {
    /// The diagram formats.
    public enum Format: String, CaseIterable, Sendable {
        case mermaid, dot
    }

    /// The diagram of `graph` in `format`.
    public static func render(_ graph: EntityGraph, format: Format) -> String {
        switch format {
        case .mermaid: mermaid(graph)
        case .dot: dot(graph)
        }
    }

    /// An entity's node name: prefixed, so a model called `end` (Mermaid) or `Node` (DOT) can't read as a
    /// keyword.
    private static func id(_ name: String) -> String { "e_" + name }

    /// The statuses drawn in a step diagram's legend: those that occur, in a fixed order.
    private static func legendStatuses(_ graph: EntityGraph) -> [EntityGraph.Status] {
        guard graph.isStep else { return [] }
        let present = Set(graph.entities.map(\.status))
        return EntityGraph.Status.allCases.filter { present.contains($0) }
    }

    // MARK: Mermaid

    private static let mermaidStyles: [EntityGraph.Status: String] = [
        .added: "fill:#e6ffed,stroke:#22863a,stroke-width:2px",
        .changed: "fill:#fff5b1,stroke:#b08800,stroke-width:2px",
        .redefined: "fill:#f1f8ff,stroke:#0366d6,stroke-dasharray:5 5",
        .unchanged: "fill:#fafbfc,stroke:#959da5",
        .removed: "fill:#ffeef0,stroke:#cb2431,stroke-dasharray:3 3",
    ]

    private static func mermaid(_ graph: EntityGraph) -> String {
        var lines = [
            "%% \(graph.caption)",
            "flowchart LR",
        ]
        for entity in graph.entities {
            let rows = ([entity.title] + entity.rows).map(mermaidText)
            lines.append("    \(id(entity.name))[\"\(rows.joined(separator: "<br/>"))\"]")
        }
        for link in graph.links {
            let arrow = link.isInheritance ? "-.->" : link.isOneWay ? "-->" : "---"
            lines.append("    \(id(link.from)) \(arrow)|\"\(mermaidText(link.label))\"| \(id(link.to))")
        }
        let legend = legendStatuses(graph)
        if !legend.isEmpty {
            lines.append("    subgraph legend [Legend]")
            for status in legend {
                lines.append("        legend_\(status.rawValue)[\"\(status.legend)\"]")
            }
            lines.append("    end")
        }
        for status in EntityGraph.Status.allCases {
            let members =
                graph.entities.filter { $0.status == status }.map { id($0.name) }
                + (legend.contains(status) ? ["legend_\(status.rawValue)"] : [])
            // The first version has no step, so nothing to set apart.
            guard graph.isStep, !members.isEmpty else { continue }
            lines.append("    classDef \(status.rawValue) \(mermaidStyles[status] ?? "")")
            lines.append("    class \(members.joined(separator: ",")) \(status.rawValue)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text inside a quoted Mermaid label: quotes and angle brackets as entities, so types such as
    /// `[String]?` and names can't end the label or read as HTML.
    private static func mermaidText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: DOT

    private static let dotStyles: [EntityGraph.Status: String] = [
        .added: "style=\"filled,bold\", fillcolor=\"#e6ffed\", color=\"#22863a\"",
        .changed: "style=\"filled,bold\", fillcolor=\"#fff5b1\", color=\"#b08800\"",
        .redefined: "style=\"filled,dashed\", fillcolor=\"#f1f8ff\", color=\"#0366d6\"",
        .unchanged: "style=filled, fillcolor=\"#fafbfc\", color=\"#959da5\"",
        .removed: "style=\"filled,dotted\", fillcolor=\"#ffeef0\", color=\"#cb2431\"",
    ]

    private static func dot(_ graph: EntityGraph) -> String {
        var lines = [
            "// \(graph.caption)",
            "digraph \"\(graph.name)\" {",
            "    rankdir=LR;",
            "    node [shape=record, fontname=\"Helvetica\", fontsize=10];",
            "    edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for entity in graph.entities {
            let title = dotText(entity.title)
            let rows = entity.rows.map { dotText($0) + "\\l" }
            let style = graph.isStep ? ", " + (dotStyles[entity.status] ?? "") : ""
            lines.append("    \(id(entity.name)) [label=\"{\(title)|\(rows.joined())}\"\(style)];")
        }
        for link in graph.links {
            let direction =
                link.isInheritance
                ? ", style=dashed, arrowhead=empty" : link.isOneWay ? "" : ", dir=both, arrowtail=none, arrowhead=none"
            lines.append("    \(id(link.from)) -> \(id(link.to)) [label=\"\(dotText(link.label))\"\(direction)];")
        }
        let legend = legendStatuses(graph)
        if !legend.isEmpty {
            lines.append("    subgraph cluster_legend {")
            lines.append("        label=\"Legend\";")
            for status in legend {
                lines.append(
                    "        legend_\(status.rawValue) [shape=box, label=\"\(status.legend)\", \(dotStyles[status] ?? "")];"
                )
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text inside a DOT record label: the characters records treat as structure are escaped.
    private static func dotText(_ text: String) -> String {
        var result = ""
        for character in text {
            if "{}|<>\"\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

/// A small writer for Swift source: lines, four-space indentation and braces, so renderers say what to
/// write and never count spaces. Output always ends with exactly one newline.
struct SwiftWriter {
    private var lines: [String] = []
    private var level = 0

    /// Writes one line at the current indentation (an empty string writes an empty line).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: level) + text)
    }

    /// Writes each line of a multi-line text at the current indentation.
    mutating func lines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(String(line))
        }
    }

    /// Writes `header {`, the body one level deeper, and `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// Writes `///` lines for a documentation comment; an empty string is an empty comment line.
    /// Writes the schema's own documentation (`doc:`), if any, then the generated `notes`, with an empty
    /// `///` line between them, so the team's words come first and the generator's after.
    mutating func documentation(doc: String?, notes: [String]) {
        var paragraphs: [String] = []
        if let doc {
            // Lines keep their own indentation but not trailing spaces; a block scalar's final newline goes.
            let lines = doc.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
            }
            let trimmed = lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
            if !trimmed.isEmpty { paragraphs.append(trimmed.joined(separator: "\n")) }
        }
        if !paragraphs.isEmpty && !notes.isEmpty { paragraphs.append("") }
        paragraphs += notes
        documentation(paragraphs)
    }

    mutating func documentation(_ paragraphs: [String]) {
        for paragraph in paragraphs {
            for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
                self.line(line.isEmpty ? "///" : "/// " + line)
            }
        }
    }

    /// Writes an empty line unless the previous line is empty or opens a block.
    mutating func separator() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// The text written.
    var text: String {
        var result = lines
        while result.last == "" { result.removeLast() }
        return result.joined(separator: "\n") + "\n"
    }
}

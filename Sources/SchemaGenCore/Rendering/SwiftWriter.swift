/// A small writer for Swift source: lines, four-space indentation and braces, so renderers say what to
/// write and never count spaces. Output always ends with exactly one newline.
///
/// Lines go straight into one buffer of UTF-8 bytes: an array of lines joined at the end held every line
/// twice and cost an allocation per line, and appending to a `String` piece by piece costs several times an
/// array's append of the same bytes; in a large history, writing lines was a tenth of generating.
struct SwiftWriter {
    private var output: [UInt8] = []
    /// Empty lines written but not yet added to `output`: trailing ones are dropped from ``text``.
    private var pendingEmptyLines = 0
    /// Whether the last line written is empty or opens a block, for ``separator()``.
    private var lastLineEndsParagraph = true
    private(set) var level = 0

    /// Writes one line at the current indentation (an empty string writes an empty line).
    mutating func line(_ text: String = "") {
        guard !text.isEmpty else {
            pendingEmptyLines += 1
            lastLineEndsParagraph = true
            return
        }
        output.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: pendingEmptyLines))
        pendingEmptyLines = 0
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 4))
        output.append(contentsOf: text.utf8)
        output.append(UInt8(ascii: "\n"))
        lastLineEndsParagraph = text.hasSuffix("{")
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

    /// Writes the schema's own documentation (`doc:`), if any, as written, then the generated `notes`,
    /// wrapped at ``lineLimit``, with an empty `///` line between them, so the team's words come first and
    /// the generator's after.
    mutating func documentation(doc: String?, notes: [String]) {
        if let doc {
            // Lines keep their own indentation but not trailing spaces; a block scalar's final newline goes.
            let lines = doc.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
            }
            let trimmed = Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
            for line in trimmed { self.line(line.isEmpty ? "///" : "/// " + line) }
            if !trimmed.isEmpty && !notes.isEmpty { self.line("///") }
        }
        documentation(notes)
    }

    /// Writes `///` lines for a documentation comment, each paragraph's lines wrapped at ``lineLimit``; an
    /// empty string is an empty comment line.
    mutating func documentation(_ paragraphs: [String]) {
        let width = Self.lineLimit - level * 4 - 4
        for paragraph in paragraphs {
            // Most notes are plain ASCII: their lines are wrapped and written as bytes, with no string made for
            // a word or a line (a long history writes hundreds of thousands of them).
            let wroteBytes = paragraph.utf8.withContiguousStorageIfAvailable { bytes in
                guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return false }
                for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                    writeDocumentationLine(UnsafeBufferPointer(rebasing: line), width: width)
                }
                return true
            }
            guard wroteBytes != true else { continue }
            for line in Self.split(paragraph, at: "\n") {
                guard !line.isEmpty else {
                    self.line("///")
                    continue
                }
                for wrapped in Self.wrap(String(line), width: width) { self.line("/// " + wrapped) }
            }
        }
    }

    /// Writes one line of plain ASCII documentation as `///` lines broken at spaces, each at most `width`
    /// characters after `/// ` where the words allow (a longer word stays whole): byte for byte what
    /// ``wrap(_:width:)`` makes of the same text, a character being a byte. A wrapped line is the text from its
    /// first word to its last, so the spaces between its words are as written.
    private mutating func writeDocumentationLine(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) {
        /// `///`, then a space and `range` of the line unless it is `nil` (an empty line of the text).
        func write(_ range: Range<Int>?) {
            output.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: pendingEmptyLines))
            pendingEmptyLines = 0
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 4))
            output.append(contentsOf: Self.documentationMarker)
            if let range {
                output.append(UInt8(ascii: " "))
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            }
            output.append(UInt8(ascii: "\n"))
            lastLineEndsParagraph = range.flatMap { $0.last.map { bytes[$0] == UInt8(ascii: "{") } } ?? false
        }
        guard !bytes.isEmpty else { return write(nil) }
        guard bytes.count > width else { return write(0..<bytes.count) }
        // The line being filled runs from `lineStart` to `lineEnd`; `nil` while it has no word yet.
        var lineStart: Int?
        var lineEnd = 0
        var wordStart = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
            let word = wordStart..<index
            wordStart = index + 1
            guard let start = lineStart else {
                if !word.isEmpty { (lineStart, lineEnd) = (word.lowerBound, word.upperBound) }
                continue
            }
            if lineEnd - start + 1 + word.count > width {
                write(start..<lineEnd)
                lineStart = word.isEmpty ? nil : word.lowerBound
            }
            lineEnd = word.upperBound
        }
        write(lineStart.map { $0..<lineEnd } ?? 0..<0)
    }

    private static let documentationMarker = Array("///".utf8)

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays whole).
    private static func wrap(_ text: String, width: Int) -> [String] {
        guard !fits(text, width: width) else { return [text] }
        // A plain ASCII text's words count their characters as bytes.
        let isPlain = isPlainASCII(text)
        var lines: [String] = []
        var current = ""
        // Counted as it grows: a String's count walks the whole string, which made long notes quadratic.
        var currentCount = 0
        for word in split(text, at: " ", isPlainASCII: isPlain) {
            let wordCount = isPlain ? word.utf8.count : word.count
            if !current.isEmpty, currentCount + 1 + wordCount > width {
                lines.append(current)
                current = String(word)
                currentCount = wordCount
            } else if current.isEmpty {
                current = String(word)
                currentCount = wordCount
            } else {
                current += " " + word
                currentCount += 1 + wordCount
            }
        }
        lines.append(current)
        return lines
    }

    /// `text` split at each `separator`, an ASCII character, empty pieces kept. A plain ASCII text is split as
    /// bytes: its characters are its bytes, so the pieces are the same, found without walking characters (the
    /// notes explaining a long cascade run long).
    private static func split(_ text: String, at separator: Character, isPlainASCII: Bool? = nil) -> [Substring] {
        let utf8 = text.utf8
        guard isPlainASCII ?? Self.isPlainASCII(text), let byte = separator.asciiValue,
            let offsets = utf8.withContiguousStorageIfAvailable({ bytes in bytes.indices.filter { bytes[$0] == byte } })
        else {
            return text.split(separator: separator, omittingEmptySubsequences: false)
        }
        var pieces: [Substring] = []
        pieces.reserveCapacity(offsets.count + 1)
        var start = utf8.startIndex
        for offset in offsets {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            pieces.append(text[start..<end])
            start = utf8.index(after: end)
        }
        pieces.append(text[start...])
        return pieces
    }

    /// Whether `text` is ASCII without a carriage return, the one ASCII byte that joins the next into one
    /// character (`\r\n`): every character of such a text is one byte. Read as contiguous bytes: a walk through
    /// the UTF-8 view costs several times more, and notes are long.
    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
        } ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// Whether `text` is at most `width` characters. A character is at least one UTF-8 byte, so a text of
    /// at most `width` bytes (known without reading it) fits, and only a longer one is counted character by
    /// character, which most of the generated lines never need.
    private static func fits(_ text: String, width: Int) -> Bool {
        text.utf8.count <= width || text.count <= width
    }

    /// The longest line the generator writes, so generated files read in a review without scrolling.
    static let lineLimit = 120

    /// Writes `head` + the arguments separated by commas + `tail` on one line when it fits in
    /// ``lineLimit``, and otherwise `head`, each argument on a line of its own one level deeper, and `tail`.
    mutating func call(_ head: String, arguments: [String], tail: String) {
        guard !writeOnOneLine(head, arguments: arguments, tail: tail) else { return }
        line(head)
        level += 1
        for (index, argument) in arguments.enumerated() {
            line(argument + (index == arguments.count - 1 ? "" : ","))
        }
        level -= 1
        line(tail)
    }

    /// Writes `head` + the arguments + `tail` on one line when it fits in ``lineLimit``, and otherwise `head`
    /// and the arguments filled into as few lines as fit, one level deeper, the last ending with `tail`: for
    /// short arguments that read as one phrase (a table row), where one per line would only add length.
    mutating func filledCall(_ head: String, arguments: [String], tail: String) {
        guard !writeOnOneLine(head, arguments: arguments, tail: tail) else { return }
        line(head)
        level += 1
        let width = Self.lineLimit - level * 4
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? tail : ",")
            if current.isEmpty {
                current = piece
            } else if Self.fits(current, width: width - 1 - piece.count) {
                current += " " + piece
            } else {
                line(current)
                current = piece
            }
        }
        line(current)
        level -= 1
    }

    /// Writes the call on one line and returns `true` when it fits in ``lineLimit`` (or has no arguments
    /// to break it at); writes nothing and returns `false` otherwise.
    private mutating func writeOnOneLine(_ head: String, arguments: [String], tail: String) -> Bool {
        let oneLine = head + arguments.joined(separator: ", ") + tail
        guard Self.fits(oneLine, width: Self.lineLimit - level * 4) || arguments.isEmpty else { return false }
        line(oneLine)
        return true
    }

    /// An array literal on lines of its own: `[`, a line or more per element (written by `element` one level
    /// deeper), `]`; `[]` when there are no elements.
    mutating func arrayLiteral<Elements: Collection>(
        _ elements: Elements, _ element: (Elements.Element, inout SwiftWriter) -> Void
    ) {
        guard !elements.isEmpty else { return line("[]") }
        line("[")
        indented { writer in
            for item in elements { element(item, &writer) }
        }
        line("]")
    }

    /// Runs `body` with the indentation `levels` deeper.
    mutating func indented(by levels: Int = 1, _ body: (inout SwiftWriter) -> Void) {
        level += levels
        body(&self)
        level -= levels
    }

    /// A writer with nothing written, at this one's indentation: for a part rendered apart (and perhaps
    /// reused) and then added with ``append(_:)``. The part must begin with a line, not a ``separator()``,
    /// since it can't see what comes before it.
    var emptyAtSameIndentation: SwiftWriter {
        var writer = SwiftWriter()
        writer.level = level
        return writer
    }

    /// The indentation, in levels, for telling parts rendered at different depths apart.
    var indentation: Int { level }

    /// Adds what `part` wrote, made from ``emptyAtSameIndentation``, as if it had been written here.
    mutating func append(_ part: SwiftWriter) {
        precondition(part.level == level, "a part is added at the indentation it was rendered at")
        if !part.output.isEmpty {
            output.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: pendingEmptyLines))
            pendingEmptyLines = 0
            output.append(contentsOf: part.output)
            lastLineEndsParagraph = part.lastLineEndsParagraph
        }
        if part.pendingEmptyLines > 0 {
            pendingEmptyLines += part.pendingEmptyLines
            lastLineEndsParagraph = true
        }
    }

    /// Gives back the room the buffer grew beyond what was written, for a part that is kept: a buffer grows
    /// by doubling, so up to half of it is unused.
    mutating func releaseUnusedCapacity() {
        output = output.withUnsafeBufferPointer { Array($0) }
    }

    /// Writes an empty line unless the previous line is empty or opens a block.
    mutating func separator() {
        guard !lastLineEndsParagraph else { return }
        line()
    }

    /// The text written.
    var text: String {
        output.isEmpty ? "\n" : String(decoding: output, as: UTF8.self)
    }
}

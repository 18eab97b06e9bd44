#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fits the lines of a scaffold, which the team owns and reads from then on, within ``SwiftWriter/lineLimit``
/// columns, and the few of generated code that a value makes long (a `UUID` default's sixteen bytes). Those
/// lines are built whole from names of any length, so they are fitted afterwards, each by the first rule that
/// applies, the result fitted again:
///
/// - a comment is wrapped at spaces, each line with the comment's own prefix;
/// - a one-line block (`guard let old else { throw ... }`) opens onto three lines;
/// - a call or declaration breaks inside its first parentheses, one argument per line where they don't fit
///   together, the closing parenthesis and what follows it on a line of its own;
/// - an assignment breaks after its `=`;
/// - a string literal breaks at a space into literals joined by `+`.
///
/// Every break is one Swift allows, so a fitted scaffold compiles as the unfitted one did. A line no rule can
/// shorten (one long name) is left as it is.
enum SwiftLineFitter {
    /// `text` with each line fitted within `width` columns.
    ///
    /// Generated code is megabytes with seldom a long line: the lines of more bytes than columns are found in
    /// the bytes, only those are taken out and fitted, and the text between them is copied as it is. With no
    /// line to change, `text` itself is returned. (Walking the text through its UTF-8 view, or splitting it into
    /// a string per line, was a quarter of `generate` on a long history.)
    static func fit(_ text: String, width: Int = SwiftWriter.lineLimit) -> String {
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var fitted = ""
        var copiedUpTo = 0
        for range in longLines(in: text, width: width) {
            let start = index(range.lowerBound)
            let end = index(range.upperBound)
            let line = String(text[start..<end])
            let lines = fit(line: line, width: width)
            guard lines != [line] else { continue }
            fitted += text[index(copiedUpTo)..<start]
            fitted += lines.joined(separator: "\n")
            copiedUpTo = range.upperBound
        }
        guard copiedUpTo > 0 else { return text }
        fitted += text[index(copiedUpTo)...]
        return fitted
    }

    /// The byte ranges of the lines of `text` that have more than `width` bytes, found with `memchr`.
    private static func longLines(in text: String, width: Int) -> [Range<Int>] {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
            guard let base = bytes.baseAddress else { return [] }
            var ranges: [Range<Int>] = []
            var lineStart = 0
            while lineStart <= bytes.count {
                let rest = bytes.count - lineStart
                let lineEnd =
                    memchr(base + lineStart, Int32(UInt8(ascii: "\n")), rest).map {
                        base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                    } ?? bytes.count
                if lineEnd - lineStart > width { ranges.append(lineStart..<lineEnd) }
                lineStart = lineEnd + 1
            }
            return ranges
        }
        return text.utf8.withContiguousStorageIfAvailable(scan) ?? Array(text.utf8).withUnsafeBufferPointer(scan)
    }

    /// One line as fitted lines.
    static func fit(line: String, width: Int) -> [String] {
        // A line of no more bytes than columns fits, whatever its characters: most lines, counted cheaply.
        guard line.utf8.count > width, line.count > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let body = String(line.dropFirst(indent.count))
        let pieces =
            wrappedComment(body, indent: indent, width: width) ?? openedBlock(body, indent: indent)
            ?? brokenCall(body, indent: indent) ?? brokenAssignment(body, indent: indent)
            ?? brokenString(body, indent: indent, width: width)
        guard let pieces, pieces.count > 1 else { return [line] }
        return pieces.flatMap { fit(line: $0, width: width) }
    }

    /// A `//` or `///` comment, wrapped at spaces.
    private static func wrappedComment(_ body: String, indent: String, width: Int) -> [String]? {
        guard body.hasPrefix("//") else { return nil }
        let marker = String(body.prefix { $0 == "/" })
        let prefix = indent + marker + " "
        var lines: [String] = []
        var current = ""
        for word in body.dropFirst(marker.count).split(separator: " ") {
            if !current.isEmpty, prefix.count + current.count + 1 + word.count > width {
                lines.append(prefix + current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        lines.append(prefix + current)
        return lines
    }

    /// `head { statement }` as three lines.
    private static func openedBlock(_ body: String, indent: String) -> [String]? {
        guard body.hasSuffix(" }"), let open = topLevelIndex(of: "{", in: body) else { return nil }
        let head = body[..<open].trimmingTrailingSpaces
        let statement = body[body.index(after: open)..<body.index(body.endIndex, offsetBy: -2)]
            .trimming { $0 == " " }
        guard !head.isEmpty, !statement.isEmpty, !statement.contains("{") else { return nil }
        return [indent + head + " {", indent + "    " + statement, indent + "}"]
    }

    /// The first parenthesised list opened on its own lines: one argument per line, the closing parenthesis
    /// and the rest of the line after them.
    private static func brokenCall(_ body: String, indent: String) -> [String]? {
        guard let (open, close) = firstParentheses(in: body) else { return nil }
        let inner = String(body[body.index(after: open)..<close])
        let arguments = topLevelParts(of: inner, separatedBy: ",").map { $0.trimming { $0 == " " } }
        guard !arguments.contains(where: \.isEmpty) else { return nil }
        let head = String(body[...open])
        let tail = String(body[close...])
        let lines = arguments.enumerated().map { index, argument in
            indent + "    " + argument + (index == arguments.count - 1 ? "" : ",")
        }
        return [indent + head] + lines + [indent + tail]
    }

    /// `lhs = rhs` with the right side on the next line.
    private static func brokenAssignment(_ body: String, indent: String) -> [String]? {
        guard let equals = topLevelRange(of: " = ", in: body) else { return nil }
        return [indent + body[..<equals.lowerBound] + " =", indent + "    " + body[equals.upperBound...]]
    }

    /// A line that is, or ends with, a long string literal, broken at a space into literals joined by `+`.
    private static func brokenString(_ body: String, indent: String, width: Int) -> [String]? {
        guard let quote = body.firstIndex(of: "\""), body.last == "\"" || body.hasSuffix("\")") else { return nil }
        let available = width - indent.count - 1
        // The last space outside an interpolation that keeps the first part within the line.
        var depth = 0
        var split: String.Index?
        var index = body.index(after: quote)
        var column = body.distance(from: body.startIndex, to: index)
        while index < body.endIndex, column < available {
            let character = body[index]
            let next = body.index(after: index)
            if character == "\\", next < body.endIndex {
                // An interpolation opens; any other escape is one character more, never the literal's end.
                if body[next] == "(" { depth += 1 }
                // The escaped character, or the interpolation's own parenthesis, is stepped over.
                index = next
                column += 1
            } else if character == "(", depth > 0 {
                depth += 1
            } else if character == ")", depth > 0 {
                depth -= 1
            } else if character == " ", depth == 0 {
                split = body.index(after: index)
            } else if character == "\"", depth == 0 {
                return nil
            }
            index = body.index(after: index)
            column += 1
        }
        guard let split else { return nil }
        return [indent + body[..<split] + "\"", indent + "    + \"" + body[split...]]
    }

    /// The first `(` outside string literals whose list is not empty, with its matching `)`.
    private static func firstParentheses(in text: String) -> (String.Index, String.Index)? {
        var stack: [String.Index] = []
        for index in codeIndices(of: text) {
            if text[index] == "(" {
                stack.append(index)
            } else if text[index] == ")", let open = stack.popLast() {
                if stack.isEmpty, text.index(after: open) < index { return (open, index) }
            }
        }
        return nil
    }

    /// Where `character` first occurs outside string literals and brackets.
    private static func topLevelIndex(of character: Character, in text: String) -> String.Index? {
        topLevelRange(of: String(character), in: text)?.lowerBound
    }

    /// Where `needle` first occurs outside string literals and brackets.
    private static func topLevelRange(of needle: String, in text: String) -> Range<String.Index>? {
        var depth = 0
        for index in codeIndices(of: text) {
            let character = text[index]
            if "([<".contains(character) && !text[index...].hasPrefix(needle) {
                depth += 1
            } else if ")]>".contains(character) && !text[..<index].hasSuffix("-") {
                depth = max(0, depth - 1)
            } else if depth == 0, text[index...].hasPrefix(needle) {
                return index..<text.index(index, offsetBy: needle.count)
            }
        }
        return nil
    }

    /// `text` split at each `separator` outside string literals and brackets.
    private static func topLevelParts(of text: String, separatedBy separator: Character) -> [String] {
        var parts: [String] = []
        var start = text.startIndex
        var depth = 0
        for index in codeIndices(of: text) {
            let character = text[index]
            if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if character == separator, depth == 0 {
                parts.append(String(text[start..<index]))
                start = text.index(after: index)
            }
        }
        parts.append(String(text[start...]))
        return parts
    }

    /// The positions of `text` outside string literals (the quotes themselves included), which is where a line
    /// can break.
    private static func codeIndices(of text: String) -> [String.Index] {
        var indices: [String.Index] = []
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" {
                    index = text.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else {
                if character == "\"" { inString = true }
                indices.append(index)
            }
            index = text.index(after: index)
        }
        return indices
    }
}

extension StringProtocol {
    /// The text without the spaces it ends with.
    fileprivate var trimmingTrailingSpaces: String {
        var text = String(self)
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs at either end, as a schema's values are compared; line breaks stay.
    func trimmingBlanks() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// The text without any whitespace, line breaks included, at either end.
    func trimmingWhitespace() -> String {
        trimming(\.isWhitespace)
    }

    /// The text without the characters `isTrimmed` picks at either end.
    func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }

    /// The path without the slashes it ends with, except the one a root path is ("/"): "Schemas/" and
    /// "Schemas//" read as "Schemas".
    func droppingTrailingSlashes() -> Substring {
        var trimmed = Substring(self)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }
}

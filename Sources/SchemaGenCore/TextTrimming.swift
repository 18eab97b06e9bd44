extension StringProtocol {
    /// The text without the spaces and tabs at either end, as a schema's values are compared; line breaks stay.
    func trimmingBlanks() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// The text without any whitespace, line breaks included, at either end.
    func trimmingWhitespace() -> String {
        trimming(\.isWhitespace)
    }

    private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }
}

/// What a loader has learned about each text of a file, by the text's number (``YAMLTextID``), so a text written
/// thousands of times, such as an attribute name or a type, is examined once and then looked up by index
/// rather than hashed.
struct TextFacts<Value> {
    private var values: [Value?] = []

    /// What is known about the text numbered `id`; always `nil` for a text built in code (`.none`), which has no
    /// number to keep a fact under.
    subscript(id: YAMLTextID) -> Value? {
        get {
            let index = id.index
            return index >= 0 && index < values.count ? values[index] : nil
        }
        set {
            let index = id.index
            guard index >= 0 else { return }
            if index >= values.count {
                values.append(contentsOf: repeatElement(nil, count: index - values.count + 1))
            }
            values[index] = newValue
        }
    }
}

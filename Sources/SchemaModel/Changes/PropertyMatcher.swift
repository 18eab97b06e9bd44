/// Finds a previous version's property by name, and remembers which were found.
///
/// Most properties keep their place from one version to the next, so the name at the same position is tried
/// first; a dictionary of every name is built only on the first miss. Matching all of a model's properties
/// is then linear, however many it has.
struct PropertyMatcher {
    private let names: [String]
    private var matched: [Bool]
    private var indexByName: [String: Int]?

    /// A matcher over the previous properties' names, in their order.
    init(_ names: [String]) {
        self.names = names
        matched = Array(repeating: false, count: names.count)
    }

    /// The index of the previous property called `name` (looked for at `position` first), marked as matched;
    /// `nil` when there is none.
    mutating func match(_ name: String, near position: Int) -> Int? {
        let index: Int?
        if position < names.count, names[position] == name {
            index = position
        } else {
            if indexByName == nil {
                indexByName = Dictionary(
                    names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
            }
            index = indexByName?[name]
        }
        if let index { matched[index] = true }
        return index
    }

    /// Whether the previous property at `index` was matched.
    func isMatched(_ index: Int) -> Bool { matched[index] }
}

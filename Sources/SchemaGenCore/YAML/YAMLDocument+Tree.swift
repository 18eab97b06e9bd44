import SchemaKit

/// A document to a tree and back: the configuration and fixtures read trees, and the SwiftData import builds
/// version files as trees, which the loader reads as documents.
extension YAMLDocument {
    /// `node` and everything under it as a tree, with the same texts, numbers and locations.
    public func tree(_ node: Node) -> YAMLNode {
        if let scalar = scalar(node) { return YAMLNode(.scalar(scalar), at: node.location) }
        if let entries = entries(of: node) {
            let converted = entries.map { entry in
                YAMLMappingEntry(
                    key: key(entry), keyID: entry.keyID, keyLocation: entry.keyLocation, value: tree(entry.value))
            }
            return YAMLNode(.mapping(converted), at: node.location)
        }
        return YAMLNode(.sequence((items(of: node) ?? []).map(tree)), at: node.location)
    }

    /// The document of a tree, laid out as the reader lays out a file's, its texts numbered as the reader
    /// numbers a file's: equal texts alike, whatever numbers the tree's nodes carried.
    public init(tree: YAMLNode) {
        var entries: [Entry] = []
        var items: [Node] = []
        var texts: [String] = []
        var numbers: [String: YAMLTextID] = [:]
        func number(_ text: String) -> YAMLTextID {
            if let known = numbers[text] { return known }
            texts.append(text)
            let id = YAMLTextID(rawValue: UInt32(texts.count))
            numbers[text] = id
            return id
        }
        // Children before the collection that holds them, so each collection's contents are appended together
        // once they are placed.
        func place(_ node: YAMLNode) -> Node {
            switch node.content {
            case .scalar(let scalar):
                return Node(
                    scalarNumbered: number(scalar.text), isPlain: scalar.isPlain, isNull: scalar.isNull,
                    at: node.location)
            case .mapping(let written):
                let placed = written.map { entry in
                    Entry(keyID: number(entry.key), keyLocation: entry.keyLocation, value: place(entry.value))
                }
                entries.append(contentsOf: placed)
                return Node(.mapping, start: entries.count - placed.count, count: placed.count, at: node.location)
            case .sequence(let written):
                let placed = written.map(place)
                items.append(contentsOf: placed)
                return Node(.sequence, start: items.count - placed.count, count: placed.count, at: node.location)
            }
        }
        let root = place(tree)
        self.init(root: root, entries: entries, items: items, texts: texts)
    }
}

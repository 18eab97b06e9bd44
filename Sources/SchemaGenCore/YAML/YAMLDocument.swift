import SchemaKit

/// A YAML document as the reader reads a version file: plain records in two flat arrays, with no tree of
/// arrays to allocate, reference-count and free collection by collection.
///
/// A ``Node`` is plain data that says what it is and where it was written. A scalar's node holds its text's
/// number in the document's table of texts (each decoded once per file, however often it is written); a
/// collection's node holds the range of its entries or items in the document's arrays. So every record is
/// copied and freed as bytes, without a reference count, and reading a text, a key or the contents of a
/// collection needs the document. An alias is a copy of the anchored node, so it shares the anchored contents
/// and their locations, as YAML says.
///
/// ``YAMLNode`` is the same document as a tree, for what is small or built in code (the configuration,
/// fixtures, the SwiftData import); ``tree(_:)`` and ``init(tree:)`` turn one into the other.
public struct YAMLDocument: Sendable {
    /// A node: a scalar, or a mapping or sequence whose contents are in the document, with where it starts.
    public struct Node: Sendable {
        /// What a node is.
        public enum Kind: UInt8, Sendable {
            /// A scalar, a mapping or a sequence (a list).
            case scalar, mapping, sequence

            /// A word for a node of this kind, for messages: "a mapping", "a list", "the text 'x'", "nothing".
            func description(isNull: Bool, text: () -> String) -> String {
                switch self {
                case .mapping: "a mapping"
                case .sequence: "a list"
                case .scalar: isNull ? "nothing" : MessageText.quoted(text())
                }
            }
        }

        /// What the node is.
        public let kind: Kind
        /// Whether the node is YAML's null, decided once when it is read.
        public let isNull: Bool
        /// Whether a scalar was written plain (see ``YAMLScalar/isPlain``).
        let isPlain: Bool
        /// Where the node starts.
        public let location: SourceLocation
        /// A scalar's text, by its number in the document's table; ``YAMLTextID/none`` for a collection.
        let textID: YAMLTextID
        /// A collection's first entry or item in the document's arrays, and how many it has.
        private let start: UInt32
        private let count: UInt32

        /// A scalar's node, its text numbered `textID` in the document's table.
        init(scalarNumbered textID: YAMLTextID, isPlain: Bool, isNull: Bool, at location: SourceLocation) {
            kind = .scalar
            self.isNull = isNull
            self.isPlain = isPlain
            self.location = location
            self.textID = textID
            start = 0
            count = 0
        }

        /// A collection's node, its contents `count` entries or items from `start` in the document's arrays.
        init(_ kind: Kind, start: Int, count: Int, at location: SourceLocation) {
            self.kind = kind
            isNull = false
            isPlain = false
            self.location = location
            textID = .none
            self.start = UInt32(start)
            self.count = UInt32(count)
        }

        /// The range of a collection's contents in the document's arrays.
        var contents: Range<Int> { Int(start)..<Int(start + count) }

        /// The scalar, when the node is one, its text read from `texts`, the table its number is in: the
        /// document's, or the reader's while it builds one.
        func scalar(in texts: [String]) -> YAMLScalar? {
            kind == .scalar ? YAMLScalar(text: texts[textID.index], isPlain: isPlain, textID: textID) : nil
        }

        /// A word for the node's kind, for messages ("a mapping", "a list", "the text 'x'"), its text read from
        /// `texts` as ``scalar(in:)`` reads it.
        func kindDescription(in texts: [String]) -> String {
            kind.description(isNull: isNull) { texts[textID.index] }
        }
    }

    /// One `key: value` entry of a mapping.
    public struct Entry: Sendable {
        /// The key's number in the document's table of texts: two keys of a document are the same text
        /// exactly when their numbers are.
        let keyID: YAMLTextID
        /// Where the key was written.
        public let keyLocation: SourceLocation
        /// The value.
        public let value: Node
    }

    /// The root node: a mapping, in a document the reader returns.
    public let root: Node
    /// Every mapping's entries, each mapping's together, merged entries in place.
    private let entries: [Entry]
    /// Every sequence's items, each sequence's together.
    private let items: [Node]
    /// The document's distinct texts, by number minus one.
    private let texts: [String]

    init(root: Node, entries: [Entry], items: [Node], texts: [String]) {
        self.root = root
        self.entries = entries
        self.items = items
        self.texts = texts
    }

    /// The entries, when `node` is a mapping of this document.
    public func entries(of node: Node) -> ArraySlice<Entry>? {
        node.kind == .mapping ? entries[node.contents] : nil
    }

    /// The items, when `node` is a sequence of this document.
    public func items(of node: Node) -> ArraySlice<Node>? {
        node.kind == .sequence ? items[node.contents] : nil
    }

    /// The scalar, when `node` is one.
    public func scalar(_ node: Node) -> YAMLScalar? { node.scalar(in: texts) }

    /// The text of an entry's key.
    public func key(_ entry: Entry) -> String { text(entry.keyID) }

    /// Whether an entry's key is `name`: compared where the text is kept, without a copy of it to count.
    func key(_ entry: Entry, is name: String) -> Bool { texts[entry.keyID.index] == name }

    /// A word for the node's kind, for messages: "a mapping", "a list", "the text 'x'".
    public func kindDescription(_ node: Node) -> String { node.kindDescription(in: texts) }

    /// The text numbered `id` in the document's table.
    func text(_ id: YAMLTextID) -> String { texts[id.index] }
}

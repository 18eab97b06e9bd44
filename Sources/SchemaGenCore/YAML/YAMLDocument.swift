import SchemaKit

/// A YAML document as the reader reads a version file: plain records in two flat arrays, with no tree of
/// arrays to allocate, reference-count and free collection by collection.
///
/// A ``Node`` is a value that says what it is and where it was written. A scalar's node holds its text (decoded
/// once per file, however often it is written, and most of a schema's texts are short enough to be stored in
/// place); a collection's node holds the range of its entries or items in the document's arrays, so reading
/// them needs the document. An alias is a copy of the anchored node, so it shares the anchored contents and
/// their locations, as YAML says.
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
        /// Where the node starts.
        public let location: SourceLocation
        /// A scalar's text; empty for a collection.
        private let text: YAMLScalar
        /// A collection's first entry or item in the document's arrays, and how many it has.
        private let start: UInt32
        private let count: UInt32

        /// A scalar's node.
        init(_ scalar: YAMLScalar, at location: SourceLocation) {
            kind = .scalar
            isNull = scalar.isNull
            self.location = location
            text = scalar
            start = 0
            count = 0
        }

        /// A collection's node, its contents `count` entries or items from `start` in the document's arrays.
        init(_ kind: Kind, start: Int, count: Int, at location: SourceLocation) {
            self.kind = kind
            isNull = false
            self.location = location
            text = YAMLScalar(text: "", isPlain: false)
            self.start = UInt32(start)
            self.count = UInt32(count)
        }

        /// The scalar, when the node is one.
        public var scalar: YAMLScalar? { kind == .scalar ? text : nil }

        /// A word for the node's kind, for messages: "a mapping", "a list", "the text 'x'".
        public var kindDescription: String { kind.description(isNull: isNull) { text.text } }

        /// The range of a collection's contents in the document's arrays.
        var contents: Range<Int> { Int(start)..<Int(start + count) }
    }

    /// One `key: value` entry of a mapping.
    public struct Entry: Sendable {
        /// The key's text.
        public let key: String
        /// The key's number in its file's table (see ``YAMLScalar``).
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

    init(root: Node, entries: [Entry], items: [Node]) {
        self.root = root
        self.entries = entries
        self.items = items
    }

    /// The entries, when `node` is a mapping of this document.
    public func entries(of node: Node) -> ArraySlice<Entry>? {
        node.kind == .mapping ? entries[node.contents] : nil
    }

    /// The items, when `node` is a sequence of this document.
    public func items(of node: Node) -> ArraySlice<Node>? {
        node.kind == .sequence ? items[node.contents] : nil
    }
}

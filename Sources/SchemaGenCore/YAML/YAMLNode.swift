import SchemaKit
import SchemaModel

/// A node of a YAML document with the position it was written at: the reader's output and the loader's
/// input.
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    public enum Content: Hashable, Sendable {
        /// A scalar: text and how it was quoted.
        case scalar(YAMLScalar)
        /// A mapping, its entries in the order written (merge keys already applied).
        case mapping([YAMLMappingEntry])
        /// A sequence, its items in the order written.
        case sequence([YAMLNode])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar, when the node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The entries, when the node is a mapping.
    public var mappingEntries: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The items, when the node is a sequence.
    public var sequenceItems: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// Whether the node is YAML's null: an empty plain scalar, `~` or `null`.
    public var isNull: Bool { scalar?.isNull ?? false }

    /// A word for the node's kind, for messages: "a mapping", "a list", "the text 'x'".
    public var kindDescription: String {
        switch content {
        case .mapping: YAMLDocument.Node.Kind.mapping.description(isNull: false) { "" }
        case .sequence: YAMLDocument.Node.Kind.sequence.description(isNull: false) { "" }
        case .scalar(let scalar): YAMLDocument.Node.Kind.scalar.description(isNull: scalar.isNull) { scalar.text }
        }
    }
}

/// A scalar's text and whether it was written plain (unquoted), which decides whether it may be read as a
/// number, boolean, null or keyword.
public struct YAMLScalar: Hashable, Sendable {
    /// The scalar's text after YAML's unescaping and folding.
    public var text: String
    /// Whether it was written without quotes or block indicators (and without a `!!str` tag).
    public var isPlain: Bool
    /// The text's number in its file's table, for a loader's per-text caches; `.none` in a tree built in code.
    /// How the reader found the text, not part of the scalar's value: equality and hashing leave it out.
    var textID = YAMLTextID.none

    /// Creates a scalar.
    public init(text: String, isPlain: Bool) {
        self.text = text
        self.isPlain = isPlain
    }

    init(text: String, isPlain: Bool, textID: YAMLTextID) {
        self.text = text
        self.isPlain = isPlain
        self.textID = textID
    }

    public static func == (lhs: YAMLScalar, rhs: YAMLScalar) -> Bool {
        lhs.text == rhs.text && lhs.isPlain == rhs.isPlain
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(isPlain)
    }

    /// Whether this is YAML's null.
    public var isNull: Bool {
        guard isPlain else { return false }
        // Asked of nearly every scalar a loader reads: the length rules out all but a few texts before any
        // comparison.
        switch text.utf8.count {
        case 0: return true
        case 1: return text == "~"
        case 4: return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }
}

/// One `key: value` entry of a mapping.
public struct YAMLMappingEntry: Hashable, Sendable {
    /// The key's text.
    public var key: String
    /// Where the key was written.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: YAMLNode
    /// The key's number in its file's table (see ``YAMLScalar``); left out of equality and hashing.
    var keyID = YAMLTextID.none

    /// Creates an entry.
    public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    init(key: String, keyID: YAMLTextID, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyID = keyID
        self.keyLocation = keyLocation
        self.value = value
    }

    public static func == (lhs: YAMLMappingEntry, rhs: YAMLMappingEntry) -> Bool {
        lhs.key == rhs.key && lhs.keyLocation == rhs.keyLocation && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(keyLocation)
        hasher.combine(value)
    }
}

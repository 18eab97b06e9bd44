import CYAML
import SchemaKit
import SchemaModel

/// Turns libyaml's event stream into a ``YAMLDocument`` with an explicit stack, so that no input, however
/// deeply nested, can overflow the call stack.
struct YAMLDocumentBuilder {
    typealias Node = YAMLDocument.Node
    typealias Entry = YAMLDocument.Entry

    private let path: String
    private let sourceFile: SourceFile
    private let bytes: [UInt8]
    private let maximumDepth: Int
    private let maximumNodeCount: Int

    /// A collection being read. Its entries or items so far sit on top of the builder's shared `entries` or
    /// `items` stack from `start` on, and move to the document's arrays together when it ends.
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        let anchor: String?
        /// Where this collection's entries or items start on the shared stack.
        let start: Int
        /// The contents of merge keys, each with the number of entries written before it, to be spread into
        /// the mapping where the merge key stood.
        var merges: [(position: Int, entries: [Entry])] = []
        /// The key whose value is being read; `isMerge` for YAML's merge key, a plain `<<` (a quoted one is a name).
        var pendingKey: (id: YAMLTextID, location: SourceLocation, isMerge: Bool)?
        /// The keys written so far, once the mapping outgrows a scan of its entries (most schema mappings are
        /// small), so checking a key for a repeat costs the same in a mapping of a million.
        var keyIndex: [YAMLTextID: Int]?
        /// Nodes in the contents, aliases expanded.
        var size = 0

        init(isMapping: Bool, location: SourceLocation, anchor: String?, start: Int) {
            self.isMapping = isMapping
            self.location = location
            self.anchor = anchor
            self.start = start
        }
    }

    /// A mapping's entries are scanned for a repeated key up to this many; past it, a frame keeps an index.
    private static let scannedKeyLimit = 32

    /// The collection being read; those that contain it wait in `enclosing`, the first of them a frame for
    /// the document itself. Kept out of the array, the frame written to on every event is mutated in place
    /// instead of through the array's uniqueness checks.
    private var current: Frame
    private var enclosing: [Frame] = []
    /// How many collections are open.
    private var depth: Int { enclosing.count }
    /// The entries of every open mapping, innermost last (see ``Frame``).
    private var entries: [Entry] = []
    /// The items of every open sequence, innermost last.
    private var items: [Node] = []
    /// The entries and items of the collections read so far: the document's arrays.
    private var placedEntries: [Entry] = []
    private var placedItems: [Node] = []
    /// The file's texts, each decoded once.
    private var texts = YAMLTextTable()

    private var anchors: [String: (node: Node, size: Int)] = [:]
    private var root: Node?
    /// Nodes added by expanding aliases so far.
    private var expandedNodeCount = 0
    private var documentCount = 0

    init(path: String, bytes: [UInt8], maximumDepth: Int, maximumNodeCount: Int) {
        self.path = path
        sourceFile = SourceFile(path)
        current = Frame(
            isMapping: false, location: SourceLocation(file: sourceFile, line: 1, column: 1), anchor: nil, start: 0)
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.maximumNodeCount = maximumNodeCount
    }

    mutating func build() -> Result<YAMLDocument, YAMLReadFailure> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return .failure(
                YAMLReadFailure(
                    error(.parserUnavailable, "libyaml could not start (out of memory)", line: 1, column: 1)))
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Result<YAMLDocument, YAMLReadFailure> in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    return .failure(YAMLReadFailure(syntaxError(from: parser)))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                if let failure = handle(&event) { return .failure(failure) }
            }
            return finish()
        }
    }

    // MARK: Events

    /// Takes the event `inout` only to pass it by reference: a copy of libyaml's event on every call was a
    /// noticeable share of the reader's time.
    private mutating func handle(_ event: inout yaml_event_t) -> YAMLReadFailure? {
        let location = self.location(of: event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                return YAMLReadFailure(
                    .error(
                        .multipleDocuments, "a schema file holds one YAML document, but a second one starts here",
                        at: location,
                        hint: "remove the '---' separator; each version goes in a file of its own"))
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let (textID, text) = intern(scalar.value, length: scalar.length)
            let tag = scalar.tag.map { String(cString: $0) }
            if let tag, !Self.coreTags.contains(tag) {
                return unsupportedTag(tag, at: location)
            }
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE && tag != "tag:yaml.org,2002:str"
            let value = YAMLScalar(text: text, isPlain: isPlain, textID: textID)
            // Half the scalars of a schema are keys: one without an anchor goes straight to the key checks,
            // without becoming a node first.
            if current.isMapping, current.pendingKey == nil, scalar.anchor == nil {
                current.size += 1
                return acceptKey(value, at: location)
            }
            return complete(
                Node(scalarNumbered: textID, isPlain: isPlain, isNull: value.isNull, at: location), size: 1,
                anchor: anchorName(scalar.anchor), expanded: 0)
        case YAML_ALIAS_EVENT:
            let name = anchorName(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                if let open = ([current] + enclosing).first(where: { $0.anchor == name }) {
                    // libyaml reports the alias; the anchor is on a node still open around it.
                    return YAMLReadFailure(
                        .error(
                            .undefinedAlias,
                            "the alias '*\(name)' is inside the node its anchor '&\(name)' (line \(open.location.line)) marks, so that node would contain itself",
                            at: location,
                            hint: "an alias may only repeat a node that ends before it; write this part out instead"))
                }
                return YAMLReadFailure(
                    .error(
                        .undefinedAlias, "the alias '*\(name)' names no anchor defined before it", at: location,
                        hint: "define '&\(name)' on a node earlier in the file"))
            }
            return complete(anchored.node, size: anchored.size, anchor: nil, expanded: anchored.size)
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            return open(isMapping: true, tag: start.tag, anchor: start.anchor, at: location)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            return open(isMapping: false, tag: start.tag, anchor: start.anchor, at: location)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            guard let enclosingFrame = enclosing.popLast() else { return nil }
            let frame = current
            current = enclosingFrame
            let node: Node
            if frame.isMapping {
                let start = placedEntries.count
                if frame.merges.isEmpty {
                    placedEntries.append(contentsOf: entries[frame.start...])
                } else {
                    placedEntries.append(contentsOf: Self.spreadMerges(frame.merges, into: entries[frame.start...]))
                }
                entries.removeSubrange(frame.start...)
                node = Node(.mapping, start: start, count: placedEntries.count - start, at: frame.location)
            } else {
                let start = placedItems.count
                placedItems.append(contentsOf: items[frame.start...])
                items.removeSubrange(frame.start...)
                node = Node(.sequence, start: start, count: placedItems.count - start, at: frame.location)
            }
            return complete(node, size: 1 + frame.size, anchor: frame.anchor, expanded: 0)
        default:
            break
        }
        return nil
    }

    /// Starts reading a mapping or a sequence, unless it carries a tag other than YAML's own for its kind or
    /// opens one level too many.
    private mutating func open(
        isMapping: Bool, tag: UnsafeMutablePointer<yaml_char_t>?, anchor: UnsafeMutablePointer<yaml_char_t>?,
        at location: SourceLocation
    ) -> YAMLReadFailure? {
        let tag = tag.map { String(cString: $0) }
        if let tag, tag != (isMapping ? "tag:yaml.org,2002:map" : "tag:yaml.org,2002:seq") {
            return unsupportedTag(tag, at: location)
        }
        guard depth < maximumDepth else { return tooDeep(at: location) }
        enclosing.append(current)
        current = Frame(
            isMapping: isMapping, location: location, anchor: anchorName(anchor),
            start: isMapping ? entries.count : items.count)
        return nil
    }

    /// Attaches a finished node to the collection being read, or makes it the root.
    ///
    /// `size` is the node's size with aliases expanded; `expanded` is how many nodes it adds through an alias
    /// (all of an alias's, none for a node read from events). Only those count against the limit: nodes
    /// written out are bounded by the file's size, and a mapping of a million keys is a file, not an attack.
    private mutating func complete(_ node: Node, size: Int, anchor: String?, expanded: Int) -> YAMLReadFailure? {
        expandedNodeCount += expanded
        guard expandedNodeCount <= maximumNodeCount else {
            return YAMLReadFailure(
                .error(
                    .tooManyNodes, "the document expands to more than \(maximumNodeCount) nodes", at: node.location,
                    hint: "aliases that refer to aliases multiply; write the content out instead"))
        }
        if let anchor { anchors[anchor] = (node, size) }
        guard !enclosing.isEmpty else {
            root = node
            return nil
        }
        current.size += size
        guard current.isMapping else {
            items.append(node)
            return nil
        }
        if let key = current.pendingKey {
            current.pendingKey = nil
            guard key.isMerge else {
                entries.append(Entry(keyID: key.id, keyLocation: key.location, value: node))
                return nil
            }
            guard let merged = mergeSource(node) else {
                return YAMLReadFailure(
                    .error(
                        .invalidMergeKey,
                        "a merge key '<<' takes a mapping or a list of mappings, not \(node.kindDescription(in: texts.texts))",
                        at: node.location, hint: "write '<<: *anchor' where '&anchor' marks a mapping"))
            }
            current.merges.append((entries.count - current.start, merged))
            return nil
        }
        guard let key = node.scalar(in: texts.texts) else { return nonScalarKey(node) }
        return acceptKey(key, at: node.location)
    }

    /// Checks a key of the mapping being read and holds it until its value ends.
    private mutating func acceptKey(_ key: YAMLScalar, at location: SourceLocation) -> YAMLReadFailure? {
        // An empty plain scalar is a missing key; `~` or `null` as a key is a name like any other.
        if key.isPlain && key.text.isEmpty {
            return nonScalarKey(Node(scalarNumbered: key.textID, isPlain: true, isNull: true, at: location))
        }
        let isMergeKey = key.isPlain && key.text == "<<"
        if !isMergeKey, let first = firstLocation(ofKey: key.textID) {
            return YAMLReadFailure(
                .error(
                    .duplicateKey,
                    "duplicate key \(MessageText.quoted(key.text)) in this mapping (first written at line \(first.line), column \(first.column))",
                    at: location, hint: "remove one of the two, or merge their contents"))
        }
        current.pendingKey = (key.textID, location, isMergeKey)
        return nil
    }

    private func nonScalarKey(_ node: Node) -> YAMLReadFailure {
        YAMLReadFailure(
            .error(
                .nonScalarKey, "a mapping key must be a name, not \(node.kindDescription(in: texts.texts))",
                at: node.location,
                hint: "keys in a schema file are plain names such as 'models' or 'id'"))
    }

    /// Where the key numbered `id` was first written in the mapping being read, if it was; and the key
    /// recorded, when the mapping keeps an index. Merged entries are not keys written here, so they never
    /// count as a repeat; the pending key is appended to the entries only with its value.
    private mutating func firstLocation(ofKey id: YAMLTextID) -> SourceLocation? {
        let written = entries.count - current.start
        if current.keyIndex == nil, written >= Self.scannedKeyLimit {
            var index: [YAMLTextID: Int] = [:]
            index.reserveCapacity(written * 2)
            for position in current.start..<entries.count { index[entries[position].keyID] = position }
            current.keyIndex = index
        }
        if current.keyIndex != nil {
            // The entry about to be appended is at `entries.count`.
            if let position = current.keyIndex?.updateValue(entries.count, forKey: id) {
                current.keyIndex?[id] = position
                return entries[position].keyLocation
            }
            return nil
        }
        for position in current.start..<entries.count where entries[position].keyID == id {
            return entries[position].keyLocation
        }
        return nil
    }

    private func finish() -> Result<YAMLDocument, YAMLReadFailure> {
        guard let root, !root.isNull else {
            return .failure(
                YAMLReadFailure(
                    error(
                        .emptyFile, "the file is empty", line: 1, column: 1,
                        hint: "a schema file needs at least 'version:' and 'models:'"),
                    isEmptyDocument: true))
        }
        guard root.kind == .mapping else {
            return .failure(
                YAMLReadFailure(
                    .error(
                        .rootNotMapping,
                        "the file must hold a mapping of keys such as 'version:' and 'models:', not \(root.kindDescription(in: texts.texts))",
                        at: root.location, hint: "start the file with 'version: 1.0.0'")))
        }
        return .success(YAMLDocument(root: root, entries: placedEntries, items: placedItems, texts: texts.texts))
    }

    // MARK: Merge keys

    /// The entries a merge key's value contributes: a mapping's entries, or those of a list of mappings
    /// where earlier mappings win.
    private func mergeSource(_ node: Node) -> [Entry]? {
        switch node.kind {
        case .mapping:
            return Array(placedEntries[node.contents])
        case .scalar:
            return nil
        case .sequence:
            var result: [Entry] = []
            var seen: Set<YAMLTextID> = []
            for item in placedItems[node.contents] {
                guard item.kind == .mapping else { return nil }
                for entry in placedEntries[item.contents]
                where seen.insert(entry.keyID).inserted {
                    result.append(entry)
                }
            }
            return result
        }
    }

    /// Places merged entries where their merge key stood, dropping those that an explicit key of the same
    /// mapping, or an earlier merge, already provides.
    private static func spreadMerges(
        _ merges: [(position: Int, entries: [Entry])], into written: ArraySlice<Entry>
    ) -> [Entry] {
        var seen = Set(written.map(\.keyID))
        var result: [Entry] = []
        var nextMerge = merges.startIndex
        for position in 0...written.count {
            while nextMerge < merges.endIndex, merges[nextMerge].position == position {
                for entry in merges[nextMerge].entries where seen.insert(entry.keyID).inserted {
                    result.append(entry)
                }
                nextMerge += 1
            }
            if position < written.count { result.append(written[written.startIndex + position]) }
        }
        return result
    }

    // MARK: Diagnostics

    /// Tags YAML's core schema defines; a schema file needs none, but they are harmless.
    private static let coreTags: Set<String> = [
        "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null",
    ]

    private func syntaxError(from parser: yaml_parser_t) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        let line: Int
        let column: Int
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark.
            (line, column) = UTF8Validation.lineAndColumn(ofOffset: parser.problem_offset, in: bytes)
        } else if parser.problem_mark.index >= bytes.count {
            // At the end of input libyaml may count a line break that isn't in the file; point at the file's
            // real end, where an editor can go.
            (line, column) = UTF8Validation.lineAndColumn(ofOffset: bytes.count, in: bytes)
        } else {
            line = parser.problem_mark.line + 1
            column = parser.problem_mark.column + 1
        }
        // An unquoted type such as [String]? inside { ... }: the fix is at the type, so it stays the location.
        if let type = unquotedType(endingAt: parser.problem_mark.index) {
            return error(
                .yamlSyntax,
                "YAML syntax error: \(MessageText.quoted(type)) can't be written unquoted inside { ... } (the parser says: \(problem))",
                line: line, column: column,
                hint: "quote the type: \"\(type)\" (or write the type without '?' and add 'optional: true')")
        }
        guard let context = parser.context.map({ String(cString: $0) }) else {
            return error(
                .yamlSyntax, "YAML syntax error: \(problem)", line: line, column: column,
                hint: hint(forSyntaxErrorAt: parser.problem_mark))
        }
        let opened = parser.context_mark
        // An unclosed bracket or quote is fixed where it was opened, not where libyaml gave up (often lines
        // later): that is the location, and libyaml's position goes into the message.
        if let (what, hint) = Self.unclosed[context], opened.index < bytes.count {
            return error(
                .yamlSyntax,
                "YAML syntax error: this \(what) is never closed (the parser stopped at line \(line), column \(column): \(problem))",
                line: opened.line + 1, column: opened.column + 1, hint: hint)
        }
        return error(
            .yamlSyntax,
            "YAML syntax error: \(problem) (\(context), from line \(opened.line + 1), column \(opened.column + 1))",
            line: line, column: column, hint: hint(forSyntaxErrorAt: parser.problem_mark))
    }

    /// libyaml's contexts for something opened and not closed: what it is, and how to fix it.
    private static let unclosed: [String: (String, String)] = [
        "while parsing a flow mapping": (
            "'{'", "close it with '}', and quote any value inside that holds ',', '[', ']', '{', '}' or '?'"
        ),
        "while parsing a flow sequence": (
            "'['", "close it with ']'; a type such as [String] inside { ... } must be quoted: \"[String]\""
        ),
        "while scanning a quoted scalar": ("quoted text", "add the closing quote"),
    ]

    /// The type written just before `index` when it is a bracketed type followed by '?' (`[String]?`), the
    /// usual unquoted mistake inside a flow mapping.
    private func unquotedType(endingAt index: Int) -> String? {
        guard index > 0, index < bytes.count, bytes[index] == UInt8(ascii: "?"), bytes[index - 1] == UInt8(ascii: "]"),
            let open = bytes[..<index].lastIndex(of: UInt8(ascii: "["))
        else { return nil }
        let inner = bytes[(open + 1)..<(index - 1)]
        guard !inner.isEmpty,
            inner.allSatisfy({
                $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0)
            })
        else {
            return nil
        }
        return String(decoding: bytes[open...index], as: UTF8.self)
    }

    /// A fix for the syntax mistakes people make most in hand-written YAML.
    private func hint(forSyntaxErrorAt mark: yaml_mark_t) -> String {
        let index = mark.index
        if index < bytes.count, bytes[index] == UInt8(ascii: "\t") {
            return "YAML indentation must use spaces; replace the tab with spaces"
        }
        let lineStart = bytes[..<min(index, bytes.count)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[min(index, bytes.count)...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        if bytes[lineStart..<lineEnd].contains(UInt8(ascii: "\t")) {
            return "YAML indentation must use spaces; this line has a tab"
        }
        return "check the indentation and the brackets and quotes around this position"
    }

    private func unsupportedTag(_ tag: String, at location: SourceLocation) -> YAMLReadFailure {
        YAMLReadFailure(
            .error(
                .unsupportedTag, "the YAML tag '\(tag)' is not supported in schema files", at: location,
                hint: "remove the tag; write a quoted string if the value must be text"))
    }

    private func tooDeep(at location: SourceLocation) -> YAMLReadFailure {
        YAMLReadFailure(
            .error(
                .nestedTooDeep, "the document is nested more than \(maximumDepth) levels deep", at: location,
                hint: "schema files need only a few levels; check for unbalanced brackets"))
    }

    private func error(
        _ code: DiagnosticCode, _ message: String, line: Int, column: Int, hint: String? = nil
    ) -> Diagnostic {
        .error(code, message, at: SourceLocation(file: path, line: line, column: column), hint: hint)
    }

    // MARK: libyaml values

    private func location(of mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: sourceFile, line: mark.line + 1, column: mark.column + 1)
    }

    private mutating func intern(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> (
        YAMLTextID, String
    ) {
        texts.intern(UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : length))
    }

    private func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

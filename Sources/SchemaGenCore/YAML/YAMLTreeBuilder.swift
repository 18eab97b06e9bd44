import CYAML
import SchemaKit
import SchemaModel

/// Turns libyaml's event stream into a ``YAMLNode`` tree with an explicit stack, so that no input, however
/// deeply nested, can overflow the call stack.
struct YAMLTreeBuilder {
    private let path: String
    private let sourceFile: SourceFile
    private let bytes: [UInt8]
    private let maximumDepth: Int
    private let maximumNodeCount: Int

    /// A collection being read, with what has been read of it so far. A struct mutated in place in
    /// `current`: a class would cost an allocation per collection and a dynamic exclusivity check per
    /// access, which in a large file is most of the time spent outside libyaml.
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        let anchor: String?
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        /// The contents of merge keys, each with the number of entries written before it, to be spread into
        /// the mapping where the merge key stood.
        var merges: [(position: Int, entries: [YAMLMappingEntry])] = []
        var pendingKey: (text: String, location: SourceLocation)?
        /// The keys written so far: a short list while the mapping is small (most schema mappings are), a
        /// dictionary once it grows, so checking a key for a repeat costs the same in a mapping of a million.
        private var recentKeys: [(text: String, location: SourceLocation)] = []
        private var keyIndex: [String: SourceLocation]?
        private static let listedKeyLimit = 32
        /// Nodes in the contents, aliases expanded.
        var size = 0

        init(isMapping: Bool, location: SourceLocation, anchor: String?) {
            self.isMapping = isMapping
            self.location = location
            self.anchor = anchor
        }

        /// Where `key` was first written in this mapping, if it was.
        func firstLocation(ofKey key: String) -> SourceLocation? {
            if let keyIndex { return keyIndex[key] }
            return recentKeys.first { $0.text == key }?.location
        }

        /// Records a key written in this mapping (the caller has checked it is not a repeat).
        mutating func recordKey(_ key: String, at location: SourceLocation) {
            if keyIndex != nil {
                keyIndex?[key] = location
                return
            }
            recentKeys.append((key, location))
            if recentKeys.count > Self.listedKeyLimit {
                keyIndex = Dictionary(
                    recentKeys.map { ($0.text, $0.location) }, uniquingKeysWith: { first, _ in first })
                recentKeys = []
            }
        }
    }

    /// The collection being read; those that contain it wait in `enclosing`, the first of them a frame for
    /// the document itself. Kept out of the array, the frame written to on every event is mutated in place
    /// instead of through the array's uniqueness checks, which copied the whole frame to look a key up.
    private var current: Frame
    private var enclosing: [Frame] = []
    /// How many collections are open.
    private var depth: Int { enclosing.count }

    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var root: YAMLNode?
    /// Nodes added by expanding aliases so far.
    private var expandedNodeCount = 0
    private var documentCount = 0

    init(path: String, bytes: [UInt8], maximumDepth: Int, maximumNodeCount: Int) {
        self.path = path
        sourceFile = SourceFile(path)
        current = Frame(isMapping: false, location: SourceLocation(file: sourceFile, line: 1, column: 1), anchor: nil)
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.maximumNodeCount = maximumNodeCount
    }

    mutating func build() -> Result<YAMLNode, YAMLReadFailure> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return .failure(
                YAMLReadFailure(
                    error(.parserUnavailable, "libyaml could not start (out of memory)", line: 1, column: 1)))
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Result<YAMLNode, YAMLReadFailure> in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    return .failure(YAMLReadFailure(syntaxError(from: parser)))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                if let failure = handle(event) { return .failure(failure) }
            }
            return finish()
        }
    }

    // MARK: Events

    private mutating func handle(_ event: yaml_event_t) -> YAMLReadFailure? {
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
            let text = string(scalar.value, length: scalar.length)
            let tag = scalar.tag.map { String(cString: $0) }
            if let tag, !Self.coreTags.contains(tag) {
                return unsupportedTag(tag, at: location)
            }
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE && tag != "tag:yaml.org,2002:str"
            let node = YAMLNode(.scalar(YAMLScalar(text: text, isPlain: isPlain)), at: location)
            return complete(node, size: 1, anchor: anchorName(scalar.anchor), expanded: 0)
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
            let tag = event.data.mapping_start.tag.map { String(cString: $0) }
            if let tag, tag != "tag:yaml.org,2002:map" { return unsupportedTag(tag, at: location) }
            guard depth < maximumDepth else { return tooDeep(at: location) }
            push(Frame(isMapping: true, location: location, anchor: anchorName(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_START_EVENT:
            let tag = event.data.sequence_start.tag.map { String(cString: $0) }
            if let tag, tag != "tag:yaml.org,2002:seq" { return unsupportedTag(tag, at: location) }
            guard depth < maximumDepth else { return tooDeep(at: location) }
            push(Frame(isMapping: false, location: location, anchor: anchorName(event.data.sequence_start.anchor)))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            guard let enclosingFrame = enclosing.popLast() else { return nil }
            let frame = current
            current = enclosingFrame
            let content: YAMLNode.Content
            if frame.isMapping {
                content = .mapping(
                    frame.merges.isEmpty ? frame.entries : Self.spreadMerges(frame.merges, into: frame.entries))
            } else {
                content = .sequence(frame.items)
            }
            return complete(
                YAMLNode(content, at: frame.location), size: 1 + frame.size, anchor: frame.anchor, expanded: 0)
        default:
            break
        }
        return nil
    }

    private mutating func push(_ frame: Frame) {
        enclosing.append(current)
        current = frame
    }

    /// Attaches a finished node to the collection being read, or makes it the root.
    ///
    /// `size` is the node's size with aliases expanded; `expanded` is how many nodes it adds through an alias
    /// (all of an alias's, none for a node read from events). Only those count against the limit: nodes
    /// written out are bounded by the file's size, and a mapping of a million keys is a file, not an attack.
    private mutating func complete(_ node: YAMLNode, size: Int, anchor: String?, expanded: Int) -> YAMLReadFailure? {
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
            current.items.append(node)
            return nil
        }
        if let key = current.pendingKey {
            current.pendingKey = nil
            guard key.text == "<<" else {
                current.entries.append(YAMLMappingEntry(key: key.text, keyLocation: key.location, value: node))
                return nil
            }
            guard let merged = Self.mergeSource(node) else {
                return YAMLReadFailure(
                    .error(
                        .invalidMergeKey,
                        "a merge key '<<' takes a mapping or a list of mappings, not \(node.kindDescription)",
                        at: node.location, hint: "write '<<: *anchor' where '&anchor' marks a mapping"))
            }
            current.merges.append((current.entries.count, merged))
            return nil
        }
        // An empty plain scalar is a missing key; `~` or `null` as a key is a name like any other.
        guard let key = node.scalar, !(key.isPlain && key.text.isEmpty) else {
            return YAMLReadFailure(
                .error(
                    .nonScalarKey, "a mapping key must be a name, not \(node.kindDescription)", at: node.location,
                    hint: "keys in a schema file are plain names such as 'models' or 'id'"))
        }
        let isMergeKey = key.isPlain && key.text == "<<"
        if !isMergeKey {
            if let first = current.firstLocation(ofKey: key.text) {
                return YAMLReadFailure(
                    .error(
                        .duplicateKey,
                        "duplicate key \(MessageText.quoted(key.text)) in this mapping (first written at line \(first.line), column \(first.column))",
                        at: node.location, hint: "remove one of the two, or merge their contents"))
            }
            current.recordKey(key.text, at: node.location)
        }
        current.pendingKey = (isMergeKey ? "<<" : key.text, node.location)
        return nil
    }

    private func finish() -> Result<YAMLNode, YAMLReadFailure> {
        guard let root, !root.isNull else {
            return .failure(
                YAMLReadFailure(
                    error(
                        .emptyFile, "the file is empty", line: 1, column: 1,
                        hint: "a schema file needs at least 'version:' and 'models:'"),
                    isEmptyDocument: true))
        }
        guard root.mappingEntries != nil else {
            return .failure(
                YAMLReadFailure(
                    .error(
                        .rootNotMapping,
                        "the file must hold a mapping of keys such as 'version:' and 'models:', not \(root.kindDescription)",
                        at: root.location, hint: "start the file with 'version: 1.0.0'")))
        }
        return .success(root)
    }

    // MARK: Merge keys

    /// The entries a merge key's value contributes: a mapping's entries, or those of a list of mappings
    /// where earlier mappings win.
    private static func mergeSource(_ node: YAMLNode) -> [YAMLMappingEntry]? {
        if let entries = node.mappingEntries { return entries }
        guard let items = node.sequenceItems else { return nil }
        var result: [YAMLMappingEntry] = []
        var seen: Set<String> = []
        for item in items {
            guard let entries = item.mappingEntries else { return nil }
            for entry in entries where seen.insert(entry.key).inserted {
                result.append(entry)
            }
        }
        return result
    }

    /// Places merged entries where their merge key stood, dropping those that an explicit key of the same
    /// mapping, or an earlier merge, already provides.
    private static func spreadMerges(
        _ merges: [(position: Int, entries: [YAMLMappingEntry])], into entries: [YAMLMappingEntry]
    ) -> [YAMLMappingEntry] {
        var seen = Set(entries.map(\.key))
        var result: [YAMLMappingEntry] = []
        var nextMerge = merges.startIndex
        for position in 0...entries.count {
            while nextMerge < merges.endIndex, merges[nextMerge].position == position {
                for entry in merges[nextMerge].entries where seen.insert(entry.key).inserted {
                    result.append(entry)
                }
                nextMerge += 1
            }
            if position < entries.count { result.append(entries[position]) }
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

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

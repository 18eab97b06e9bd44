import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("The YAML reader gives located nodes and rejects what a schema file can't be")
struct YAMLReaderTests {
    func read(_ text: String) -> Result<YAMLNode, YAMLReadFailure> {
        YAMLReader().read(Array(text.utf8), path: "f.yaml")
    }

    func failureMessage(_ text: String) -> String? {
        failureMessage(Array(text.utf8))
    }

    func failureMessage(_ bytes: [UInt8]) -> String? {
        if case .failure(let failure) = YAMLReader().read(bytes, path: "f.yaml") { return failure.diagnostic.formatted }
        return nil
    }

    @Test("keys and values carry 1-based lines and columns")
    func locations() throws {
        let root = try read("a: 1\nb:\n  - x\n  - { c: \"d\" }\n").get()
        let entries = try #require(root.mappingEntries)
        #expect(entries[0].keyLocation == SourceLocation(file: "f.yaml", line: 1, column: 1))
        #expect(entries[0].value.location == SourceLocation(file: "f.yaml", line: 1, column: 4))
        let items = try #require(entries[1].value.sequenceItems)
        #expect(items[0].location == SourceLocation(file: "f.yaml", line: 3, column: 5))
        let inner = try #require(items[1].mappingEntries?.first)
        #expect(inner.keyLocation == SourceLocation(file: "f.yaml", line: 4, column: 7))
        #expect(inner.value.scalar == YAMLScalar(text: "d", isPlain: false))
    }

    @Test("columns count characters, not bytes, after non-ASCII text")
    func unicodeColumns() throws {
        let root = try read("m: {a: é, b: 1}\n").get()
        let inner = try #require(root.mappingEntries?.first?.value.mappingEntries)
        #expect(inner[1].keyLocation == SourceLocation(file: "f.yaml", line: 1, column: 11))
    }

    @Test("quoted and !!str-tagged scalars are not plain; plain ones are")
    func plainness() throws {
        let root = try read("a: 1\nb: '1'\nc: !!str 1\nd: |\n  text\n").get()
        let plain = try #require(root.mappingEntries).map { $0.value.scalar?.isPlain }
        #expect(plain == [true, false, false, false])
    }

    @Test("null forms: empty, ~ and null")
    func nulls() throws {
        let root = try read("a:\nb: ~\nc: null\nd: 'null'\n").get()
        #expect(try #require(root.mappingEntries).map(\.value.isNull) == [true, true, true, false])
    }

    @Test("CRLF line endings and a UTF-8 byte order mark are accepted")
    func crlfAndBOM() throws {
        let root = try YAMLReader().read([0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: 2\r\n".utf8), path: "f.yaml").get()
        let entries = try #require(root.mappingEntries)
        #expect(entries.map(\.key) == ["a", "b"])
        #expect(entries[1].keyLocation.line == 2)
    }

    @Test("merge keys: explicit keys win, earlier merges win over later ones, order follows the merge key")
    func mergeKeys() throws {
        let root = try read(
            """
            x: &x { a: 1, b: 2 }
            y: &y { b: 3, c: 4 }
            z:
              first: 0
              <<: [*x, *y]
              a: 9
            """
        ).get()
        let z = try #require(root.mappingEntries?.last?.value.mappingEntries)
        #expect(z.map(\.key) == ["first", "b", "c", "a"])
        #expect(z.map { $0.value.scalar?.text } == ["0", "2", "4", "9"])
    }

    @Test("a quoted '<<' is a key named '<<', not a merge key")
    func quotedMergeKeyIsAName() throws {
        let root = try read("m:\n  \"<<\": { a: 1 }\n  b: 2\n").get()
        let m = try #require(root.mappingEntries?.first?.value.mappingEntries)
        #expect(m.map(\.key) == ["<<", "b"])
        #expect(m.first?.value.mappingEntries?.map(\.key) == ["a"])
    }

    @Test("a key repeated after nested mappings in between is still caught, at the place it was first written")
    func duplicateAfterNestedMappings() {
        // The nested mappings' own keys sit above the outer mapping's on the reader's stack while they are open.
        let text = "a:\n  x: 1\n  a: 2\nb:\n  a: 3\na: 4\n"
        #expect(
            failureMessage(text)
                == "f.yaml:6:1: error: duplicate key 'a' in this mapping (first written at line 1, column 1) [SG117]\n    hint: remove one of the two, or merge their contents"
        )
    }

    @Test("several merge keys in one mapping each spread where they stand, the last one after every key")
    func mergeKeysAtSeveralPositions() throws {
        let root = try read(
            """
            x: &x { a: 1, b: 2 }
            y: &y { b: 3, c: 4 }
            z:
              <<: *x
              m: 0
              <<: *y
            """
        ).get()
        let z = try #require(root.mappingEntries?.last?.value.mappingEntries)
        #expect(z.map(\.key) == ["a", "b", "m", "c"])
        #expect(z.map { $0.value.scalar?.text } == ["1", "2", "0", "4"])
    }

    @Test("an alias is a copy of the anchored node, located where the anchor was written")
    func aliasesCopyNodes() throws {
        let root = try read("a: &v { t: Int }\nb: *v\n").get()
        let entries = try #require(root.mappingEntries)
        #expect(entries[0].value == entries[1].value)
        #expect(entries[1].value.location.line == 1)
    }

    @Test(
        "rejections, each with its located message",
        arguments: [
            ("", "f.yaml:1:1: error: the file is empty"),
            ("# only a comment\n", "f.yaml:1:1: error: the file is empty"),
            ("- a\n", "f.yaml:1:1: error: the file must hold a mapping"),
            (
                "just text\n",
                "f.yaml:1:1: error: the file must hold a mapping of keys such as 'version:' and 'models:', not 'just text'"
            ),
            (
                "a: 1\na: 2\n",
                "f.yaml:2:1: error: duplicate key 'a' in this mapping (first written at line 1, column 1)"
            ),
            ("a: 1\n---\nb: 2\n", "f.yaml:2:1: error: a schema file holds one YAML document"),
            ("a: *nope\n", "f.yaml:1:4: error: the alias '*nope' names no anchor defined before it"),
            ("a: !thing 1\n", "f.yaml:1:4: error: the YAML tag '!thing' is not supported"),
            ("a: [1, 2\n", "f.yaml:1:4: error: YAML syntax error: this '[' is never closed"),
            ("a:\n\tb: 1\n", "f.yaml:2:1: error: YAML syntax error: found character that cannot start any token"),
            ("? [a]\n: 1\n", "f.yaml:1:3: error: a mapping key must be a name, not a list"),
            (
                "a: 1\nb: <<\n<<: 3\n",
                "f.yaml:3:5: error: a merge key '<<' takes a mapping or a list of mappings, not '3'"
            ),
        ])
    func rejections(text: String, expectedPrefix: String) {
        let message = failureMessage(text)
        #expect(message?.hasPrefix(expectedPrefix) == true, "\(message ?? "no failure")")
    }

    @Test("invalid UTF-8 is reported at its line and column")
    func invalidUTF8() {
        let bytes = Array("a: 1\nb: x".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        guard case .failure(let failure) = YAMLReader().read(bytes, path: "f.yaml") else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(
            failure.diagnostic.formatted.hasPrefix(
                "f.yaml:2:5: error: the file is not valid UTF-8 (byte 0xC3 at offset 9)"))
    }

    /// The reader looks at the bytes only when libyaml fails, so each way a byte can break UTF-8 must make
    /// libyaml fail, wherever it stands: in a value, a key or a comment, and after everything else.
    @Test(
        "every kind of byte that breaks UTF-8 is reported, wherever it stands",
        arguments: [
            ([0xFF], "an impossible byte"), ([0xC0, 0xAF], "an over-long form"),
            ([0xE0, 0x80, 0xAF], "an over-long form"),
            ([0xED, 0xA0, 0x80], "a UTF-16 surrogate"), ([0xF4, 0x90, 0x80, 0x80], "a code point past U+10FFFF"),
            ([0xE2, 0x82], "a truncated sequence"), ([0x80], "a lone continuation byte"),
        ] as [([UInt8], String)])
    func everyBrokenSequenceIsReported(sequence: [UInt8], kind: String) {
        let placements: [(before: String, after: String, line: Int, column: Int)] = [
            ("a: 1\nb: x", "y\n", 2, 5), ("a: 1\n", "key: 2\n", 2, 1), ("a: 1 # note ", "\n", 1, 13),
            ("a: 1\nb: 2\n", "", 3, 1),
        ]
        for placement in placements {
            let bytes = Array(placement.before.utf8) + sequence + Array(placement.after.utf8)
            let offset = placement.before.utf8.count
            let byte = String(sequence[0], radix: 16, uppercase: true)
            #expect(
                failureMessage(bytes)?.hasPrefix(
                    "f.yaml:\(placement.line):\(placement.column): error: the file is not valid UTF-8 (byte 0x\(byte) at offset \(offset))"
                ) == true, "\(kind) after \(placement.before.debugDescription)")
        }
    }

    @Test("nesting deeper than the limit is refused instead of exhausting the stack")
    func depthLimit() {
        let text = "a: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        #expect(failureMessage(text)?.contains("nested more than 64 levels deep") == true)
    }

    @Test("aliases that multiply (billion laughs) are refused")
    func aliasExpansionLimit() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        #expect(failureMessage(text)?.contains("expands to more than 1000000 nodes") == true)
    }

    @Test("a repeated key is found however large the mapping, naming where it was first written")
    func duplicateInLargeMapping() {
        // Past the first few keys the reader indexes them; the repeat must still be caught, in both modes.
        var lines = (0..<5_000).map { "key\($0): \($0)" }
        lines.append("key3: again")
        lines.append("key4999: again")
        #expect(
            failureMessage(lines.joined(separator: "\n") + "\n")
                == "f.yaml:5001:1: error: duplicate key 'key3' in this mapping (first written at line 4, column 1) [SG117]\n    hint: remove one of the two, or merge their contents"
        )
        let flow = "m: {" + (0..<40).map { "k\($0): 1" }.joined(separator: ", ") + ", k39: 2}\n"
        #expect(
            failureMessage(flow)?.hasPrefix("f.yaml:1:") == true
                && failureMessage(flow)?.contains("duplicate key 'k39' in this mapping (first written at line 1")
                    == true
        )
    }

    @Test("a huge scalar quoted in a message is shortened, with its length")
    func longScalarsShortened() {
        let name = String(repeating: "x", count: 100_000)
        // libyaml caps implicit keys at 1024 characters; YAML's explicit-key form takes any length.
        let message = failureMessage("? \(name)\n: 1\n? \(name)\n: 2\n")
        #expect(
            message
                == "f.yaml:3:3: error: duplicate key 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…xxxxxxxxxxxxxxx' (100000 characters) in this mapping (first written at line 1, column 3) [SG117]\n    hint: remove one of the two, or merge their contents"
        )
    }

    @Test("an unclosed bracket or quote is reported where it was opened, with where the parser stopped")
    func unclosedReportedAtOpening() {
        #expect(
            failureMessage("m:\n  a: { b: 1\nc: 2\n")
                == "f.yaml:2:6: error: YAML syntax error: this '{' is never closed (the parser stopped at line 3, column 2: did not find expected ',' or '}') [SG110]\n    hint: close it with '}', and quote any value inside that holds ',', '[', ']', '{', '}' or '?'"
        )
        #expect(
            failureMessage("a: { type: [String, default: [] }\nb: 1\n")
                == "f.yaml:1:12: error: YAML syntax error: this '[' is never closed (the parser stopped at line 1, column 33: did not find expected ',' or ']') [SG110]\n    hint: close it with ']'; a type such as [String] inside { ... } must be quoted: \"[String]\""
        )
        #expect(
            failureMessage("a: { type: \"String, default: x }\nb: 1\n")
                == "f.yaml:1:12: error: YAML syntax error: this quoted text is never closed (the parser stopped at line 3, column 1: found unexpected end of stream) [SG110]\n    hint: add the closing quote"
        )
    }

    @Test("a bare [Type]? inside a flow mapping is reported at the type, with the quoted form as the fix")
    func unquotedOptionalArrayType() {
        #expect(
            failureMessage("a: { type: [String]?, default: [] }\n")
                == "f.yaml:1:20: error: YAML syntax error: '[String]?' can't be written unquoted inside { ... } (the parser says: did not find expected ',' or '}') [SG110]\n    hint: quote the type: \"[String]?\" (or write the type without '?' and add 'optional: true')"
        )
    }

    @Test("an empty or comment-only file is a failure marked as an empty document; other failures are not")
    func emptyDocumentIsTypedNotWorded() {
        for text in ["", "# only a comment\n", "\n\n"] {
            guard case .failure(let failure) = read(text) else {
                Issue.record("'\(text)' was read")
                continue
            }
            #expect(failure.isEmptyDocument)
            #expect(failure.diagnostic.formatted.hasPrefix("f.yaml:1:1: error: the file is empty"))
        }
        guard case .failure(let other) = read("a: [\n") else { return }
        #expect(!other.isEmptyDocument)
    }
}

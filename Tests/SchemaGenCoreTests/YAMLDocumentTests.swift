import SchemaKit
import Testing

@testable import SchemaGenCore

@Suite("A version file is read into a flat document that holds what a tree would, and turns into one and back")
struct YAMLDocumentTests {
    func document(_ text: String) throws -> YAMLDocument {
        try YAMLReader().readDocument(Array(text.utf8), path: "V1.yaml").get()
    }

    /// The entries of `node`, which the test expects to be a mapping.
    func entries(_ node: YAMLDocument.Node, in document: YAMLDocument) throws -> ArraySlice<YAMLDocument.Entry> {
        try #require(document.entries(of: node))
    }

    /// The value of the entry keyed `key` in the mapping `node`.
    func value(_ key: String, in node: YAMLDocument.Node, of document: YAMLDocument) throws -> YAMLDocument.Node {
        let entry = try entries(node, in: document).first { document.key($0) == key }
        return try #require(entry).value
    }

    @Test("nested mappings and lists keep their order, texts, quoting and places")
    func nestedContentsKeepTheirPlaces() throws {
        let read = try document(
            """
            version: 1.0.0
            models:
              Item:
                attributes: { title: String, tags: "[String]" }
                unique: [[title], [tags, title]]
            """)
        #expect(try entries(read.root, in: read).map(read.key) == ["version", "models"])
        let item = try #require(try entries(try value("models", in: read.root, of: read), in: read).first)
        #expect(read.key(item) == "Item" && item.keyLocation.line == 3 && item.keyLocation.column == 3)
        let attributes = try entries(try value("attributes", in: item.value, of: read), in: read)
        #expect(attributes.map(read.key) == ["title", "tags"])
        #expect(attributes.last.flatMap { read.scalar($0.value) } == YAMLScalar(text: "[String]", isPlain: false))
        #expect(attributes.last?.value.location.column == 40)
        let groups = try #require(read.items(of: try value("unique", in: item.value, of: read)))
        #expect(groups.map { read.items(of: $0)?.count } == [1, 2])
        let last = try #require(groups.last)
        #expect(read.items(of: last)?.map { read.scalar($0)?.text } == ["tags", "title"])
    }

    @Test("an alias shares the anchored contents and their places; a merge key spreads them where it stands")
    func aliasesAndMergeKeys() throws {
        let read = try document(
            """
            x-base: &base { type: String, optional: true }
            version: 1.0.0
            models:
              A: { attributes: { one: *base, two: { <<: *base, optional: false } } }
            """)
        let model = try value("A", in: try value("models", in: read.root, of: read), of: read)
        let attributes = try value("attributes", in: model, of: read)
        let one = try entries(try value("one", in: attributes, of: read), in: read)
        #expect(one.map(read.key) == ["type", "optional"])
        #expect(one.map(\.keyLocation.line) == [1, 1])
        let two = try entries(try value("two", in: attributes, of: read), in: read)
        #expect(two.map(read.key) == ["type", "optional"])
        #expect(two.map { read.scalar($0.value)?.text } == ["String", "false"])
        #expect(two.map(\.keyLocation.line) == [1, 4])
    }

    @Test("a document turned into a tree and back gives the same tree, the same the reader gives")
    func treeRoundTrip() throws {
        let text = """
            version: 1.0.0
            enums: { Level: [low, high] }
            models:
              Item: { attributes: { level: { type: Level, default: low }, note: ~ } }
            """
        let read = try document(text)
        let tree = read.tree(read.root)
        #expect(tree == (try YAMLReader().read(Array(text.utf8), path: "V1.yaml").get()))
        let again = YAMLDocument(tree: tree)
        #expect(again.tree(again.root) == tree)
        let item = try value("Item", in: try value("models", in: again.root, of: again), of: again)
        let note = try value("note", in: try value("attributes", in: item, of: again), of: again)
        #expect(note.isNull && again.kindDescription(note) == "nothing")
    }

    @Test("a version built as a tree in code loads as the same file read from text does")
    func treeBuiltInCodeLoadsLikeText() throws {
        let read = try document(
            """
            version: 1.2.0
            models:
              Note:
                attributes: { title: String, body: { type: String, default: "" } }
                relationships: { folder: { to: Folder, inverse: notes } }
              Folder:
                relationships: { notes: { to: "[Note]", inverse: folder } }
            """)
        let fromText = VersionFileLoader().load(read, file: "V1.yaml", fileStem: "V1")
        let fromTree = VersionFileLoader().load(read.tree(read.root), file: "V1.yaml", fileStem: "V1")
        #expect(fromText.diagnostics.isEmpty && fromTree.diagnostics.isEmpty)
        let schema = try #require(fromText.schema)
        #expect(fromTree.schema?.schema == schema.schema)
        #expect(schema.schema.models.map(\.name) == ["Note", "Folder"])
    }
}

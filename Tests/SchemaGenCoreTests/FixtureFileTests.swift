import Foundation
import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// Hand-written fixture files are checked against their version like version files: located errors with a
/// stable code and a hint, and rows in stored form when they are right.
@Suite("Fixture files: rows checked against their version, expectations against the latest")
struct FixtureFileTests {
    static let v1 = """
        version: 1.0.0
        enums:
          Kind: [plain, fancy]
        models:
          Item:
            attributes:
              name: String
              price: Decimal?
              kind: { type: Kind, default: plain }
              cache: { type: Int, default: 0, transient: true }
              added: { type: Date, default: now }
            relationships:
              shelf: Shelf
              tags: "[Tag]"
          Shelf:
            attributes:
              label: String
          Tag:
            attributes:
              text: String
            relationships:
              items: { to: "[Item]", inverse: tags }
        """
    static let v2 = """
        version: 2.0.0
        enums:
          Kind: [plain, fancy]
        models:
          Product:
            renamedFrom: Item
            attributes:
              title: { type: String, originalName: name }
              price: Decimal?
              kind: { type: Kind, default: plain }
              added: { type: Date, default: now }
            relationships:
              shelf: Shelf
              tags: "[Tag]"
          Shelf:
            attributes:
              label: String
          Tag:
            attributes:
              text: String
            relationships:
              items: { to: "[Product]", inverse: tags }
        """

    func load(_ text: String, file: String = "Fixtures/1.0.0.yaml") throws -> (FixtureFile?, [String]) {
        let (analysis, diagnostics) = analyzeHistory([Self.v1, Self.v2])
        #expect(diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let loaded = FixtureFolder.load(Array(text.utf8), path: file, analysis: try #require(analysis))
        return (loaded.file, loaded.diagnostics.map(\.formatted))
    }

    @Test("a valid file gives rows in stored form, links by key and expectations in the latest version's names")
    func validFile() throws {
        let (file, diagnostics) = try load(
            """
            Item:
              lamp:
                name: Lamp
                price: 19.90
                kind: fancy
                added: 2024-01-01T00:00:00Z
                shelf: top
                tags: [light]
                expect: { title: Lamp, price: 19.9 }
            Shelf:
              top: { label: Top }
            Tag:
              light: { text: Light }
            """)
        #expect(diagnostics == [])
        let rows = try #require(file).rows
        #expect(rows.map(\.key) == ["lamp", "top", "light"])
        #expect(
            rows[0].values == [
                "name": .text("Lamp"), "price": .text("19.9"), "kind": .text("fancy"), "added": .real(1_704_067_200),
            ])
        #expect(rows[0].links == ["shelf": ["top"], "tags": ["light"]])
        #expect(rows[0].expected == ["title": .text("Lamp"), "price": .text("19.9")])
        #expect(file?.version == SchemaVersion(1, 0, 0))
    }

    @Test(
        "mistakes are located, with a code and a hint",
        arguments: [
            (
                "Itme:\n  a: { name: A }\n",
                "Fixtures/1.0.0.yaml:1:1: error: version 1.0.0 has no model 'Itme' [SG851]\n    hint: did you mean 'Item'?"
            ),
            (
                "Shelf:\n  a: { lable: A }\n",
                "Fixtures/1.0.0.yaml:2:8: error: Shelf has no property 'lable' in version 1.0.0 [SG851]\n    hint: did you mean 'label'?"
            ),
            (
                "Shelf:\n  a: { label: [A] }\n",
                "Fixtures/1.0.0.yaml:2:15: error: 'label' of Shelf 'a' must be a single String value, not a list [SG852]\n    hint: write one value; only array attributes take a list"
            ),
            (
                "Item:\n  a: { name: A, price: cheap, shelf: s }\nShelf:\n  s: { label: S }\n",
                "Fixtures/1.0.0.yaml:2:24: error: 'price' of Item 'a' must be a Decimal, not 'cheap' [SG852]\n    hint: write digits with an optional point, such as 19.99"
            ),
            (
                "Item:\n  a: { name: A, added: now, shelf: s }\nShelf:\n  s: { label: S }\n",
                "Fixtures/1.0.0.yaml:2:24: error: 'added' of Item 'a' is 'now', which differs on every run [SG852]\n    hint: write a fixed value, such as '2024-01-01T00:00:00Z' for a date"
            ),
            (
                "Item:\n  a: { name: { swift: \"String(1)\" }, shelf: s }\nShelf:\n  s: { label: S }\n",
                "Fixtures/1.0.0.yaml:2:14: error: 'name' of Item 'a' is Swift code, which only the app runs [SG852]\n    hint: write the value itself, as a default is written"
            ),
            (
                "Item:\n  a: { name: A, cache: 3, shelf: s }\nShelf:\n  s: { label: S }\n",
                "Fixtures/1.0.0.yaml:2:17: error: 'cache' of Item is transient: it is never stored [SG851]\n    hint: leave it out of the fixture"
            ),
            (
                "Item:\n  a: { shelf: s }\nShelf:\n  s: { label: S }\n",
                "Fixtures/1.0.0.yaml:2:3: error: the row Item 'a' leaves out 'name', which is required [SG853]\n    hint: give 'name: ...' a String value"
            ),
            (
                "Item:\n  a: { name: A }\n",
                "Fixtures/1.0.0.yaml:2:3: error: the row Item 'a' leaves out 'shelf', which is required [SG853]\n    hint: give the key of a Shelf row of this file"
            ),
            (
                "Item:\n  a: { name: A, shelf: bottom }\nShelf:\n  top: { label: T }\n",
                "Fixtures/1.0.0.yaml:2:24: error: 'shelf' of Item names 'bottom', which is no Shelf row of this file [SG854]\n    hint: its Shelf rows are 'top'"
            ),
            (
                "Item:\n  a: { name: A, shelf: s, expect: { name: B } }\nShelf:\n  s: { label: S }\n",
                "Fixtures/1.0.0.yaml:2:37: error: Product has no stored attribute 'name' in version 2.0.0 [SG851]\n    hint: its attributes are 'title', 'price', 'kind' or 'added'"
            ),
            (
                "Shelf: [a, b]\n",
                "Fixtures/1.0.0.yaml:1:8: error: 'Shelf' must map row keys to rows, not a list [SG202]\n    hint: write one key per row, such as 'first: { ... }'"
            ),
        ])
    func mistakes(text: String, expected: String) throws {
        let (file, diagnostics) = try load(text)
        #expect(file == nil)
        #expect(diagnostics == [expected])
    }

    @Test("a file named for no version of the history is refused, listing the names it could have")
    func unknownVersion() throws {
        let (file, diagnostics) = try load("Shelf:\n  s: { label: S }\n", file: "Fixtures/1.5.0.yaml")
        #expect(file == nil)
        #expect(
            diagnostics == [
                "Fixtures/1.5.0.yaml: error: '1.5.0' is no version of the history [SG850]\n    hint: name a fixture file after its version: '1.0.0.yaml' or '2.0.0.yaml'"
            ])
    }
}

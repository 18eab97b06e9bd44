import SchemaGenCore
import SchemaKit
import Testing

@Suite("schemagen graph: entity-relationship diagrams of a version and of the step into it")
struct GraphTests {
    static let v1 = """
        version: 1.0.0
        models:
          Owner:
            attributes:
              name: String
              tags: "[String]?"
            relationships:
              pets: { to: "[Pet]", inverse: owner, deleteRule: cascade, maxCount: 3 }
          Pet:
            attributes:
              name: String
            relationships:
              owner: Owner?
          Legacy:
            attributes:
              code: Int
        """

    static let v2 = """
        version: 2.0.0
        models:
          Owner:
            attributes:
              name: String
              tags: "[String]?"
              email: String?
            relationships:
              pets: { to: "[Pet]", inverse: owner, deleteRule: cascade, maxCount: 3 }
          Pet:
            attributes:
              name: String
            relationships:
              owner: Owner?
          Vet:
            attributes:
              name: String
        migration:
          acceptDataLoss: [Legacy]
        """

    static func graph(_ versions: [String]) throws -> EntityGraph {
        let files = versions.enumerated().map { SchemaSourceFile(name: "V\($0.offset + 1).yaml", text: $0.element) }
        let result = SchemaPipeline().run(files: files, folder: "Schemas")
        #expect(result.diagnostics.map(\.formatted) == [])
        let analysis = try #require(result.analysis)
        return EntityGraph(try #require(analysis.steps.last))
    }

    @Test("the first version is drawn plainly: entities, attributes, each relationship pair once, no legend")
    func firstVersion() throws {
        #expect(
            GraphRenderer.render(try Self.graph([Self.v1]), format: .mermaid) == """
                %% SchemaV1 (1.0.0)
                flowchart LR
                    e_Owner["Owner<br/>name: String<br/>tags: [String]?"]
                    e_Pet["Pet<br/>name: String"]
                    e_Legacy["Legacy<br/>code: Int"]
                    e_Owner ---|"pets: 0..3 cascade / owner: 0..1"| e_Pet

                """)
    }

    @Test("a step's diagram sets apart what it added, changed, redefined and removed, with a legend")
    func stepDiagram() throws {
        let text = GraphRenderer.render(try Self.graph([Self.v1, Self.v2]), format: .mermaid)
        #expect(text.contains("    e_Owner[\"Owner<br/>name: String<br/>tags: [String]?<br/>+ email: String?\"]\n"))
        #expect(text.contains("    e_Legacy[\"Legacy (removed)<br/>code: Int\"]\n"))
        #expect(text.contains("    class e_Owner,legend_changed changed\n"))
        #expect(text.contains("    class e_Pet,legend_redefined redefined\n"))
        #expect(text.contains("    class e_Vet,legend_added added\n"))
        #expect(text.contains("    class e_Legacy,legend_removed removed\n"))
        #expect(text.contains("        legend_removed[\"removed in this version\"]\n"))
    }

    @Test("DOT draws an entity as a record of left-aligned attributes, and a two-sided relationship without arrows")
    func dot() throws {
        let text = GraphRenderer.render(try Self.graph([Self.v1]), format: .dot)
        #expect(text.contains("    e_Owner [label=\"{Owner|name: String\\ltags: [String]?\\l}\"];\n"))
        #expect(
            text.contains(
                "    e_Owner -> e_Pet [label=\"pets: 0..3 cascade / owner: 0..1\", dir=both, arrowtail=none, arrowhead=none];\n"
            ))
        #expect(!text.contains("cluster_legend"))
    }
}

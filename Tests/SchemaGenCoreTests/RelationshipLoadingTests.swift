import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("Relationships load in shorthand and long form")
struct RelationshipLoadingTests {
    let owners = """
        version: 1.0.0
        models:
          Owner:
            relationships:
              pets: { to: "[Pet]", inverse: owner, deleteRule: cascade, minCount: 1, maxCount: 5 }
              favourite: Pet?
              vets: [Vet]
              backups: "[Pet]?"
              licence: { to: Licence, deleteRule: deny, originalName: permit }
          Pet:
            relationships:
              owner: "Owner?"
          Vet:
            attributes:
              name: String
          Licence:
            relationships:
              holder: { to: "Owner?", inverse: licence, deleteRule: noAction }
        """

    @Test("every cardinality, from shorthand and long form")
    func cardinalities() throws {
        let schema = try loadValidSchema(owners)
        #expect(try schema.relationship("Owner", "pets").cardinality == .toMany(isOptional: false))
        #expect(try schema.relationship("Owner", "favourite").cardinality == .toOne(isOptional: true))
        #expect(try schema.relationship("Owner", "vets").cardinality == .toMany(isOptional: false))
        #expect(try schema.relationship("Owner", "backups").cardinality == .toMany(isOptional: true))
        #expect(try schema.relationship("Owner", "licence").cardinality == .toOne(isOptional: false))
    }

    @Test("inverse, delete rules, counts and originalName")
    func options() throws {
        let schema = try loadValidSchema(owners)
        let pets = try schema.relationship("Owner", "pets")
        #expect(pets.inverse == "owner")
        #expect(pets.deleteRule == .cascade)
        #expect(pets.minCount == 1 && pets.maxCount == 5)
        #expect(try schema.relationship("Owner", "favourite").deleteRule == .nullify)
        #expect(try schema.relationship("Owner", "licence").deleteRule == .deny)
        #expect(try schema.relationship("Owner", "licence").originalName == "permit")
        #expect(try schema.relationship("Licence", "holder").deleteRule == .noAction)
    }

    @Test("an inverse may be written on both sides when they agree")
    func inverseOnBothSides() throws {
        let yaml = """
            version: 1
            models:
              Node:
                relationships:
                  parent: { to: "Node?", inverse: children }
                  children: { to: "[Node]", inverse: parent }
            """
        _ = try loadValidSchema(yaml)
    }

    @Test("relationships may point forward to models declared later")
    func forwardReferences() throws {
        let yaml = "version: 1\nmodels:\n  A:\n    relationships:\n      b: \"B?\"\n  B: {}\n"
        #expect(try loadValidSchema(yaml).relationship("A", "b").target == "B")
    }

    @Test("unique and indexes may name attributes and to-one relationships")
    func uniqueAndIndexes() throws {
        let yaml = """
            version: 1
            models:
              Account:
                attributes:
                  email: String
                  provider: String
                  providerID: String
                  createdAt: Date
                relationships:
                  owner: "Owner?"
                unique: [[email], [providerID, provider]]
                indexes: [[createdAt], [owner, createdAt]]
              Owner: {}
            """
        let model = try #require(try loadValidSchema(yaml).model(named: "Account"))
        #expect(model.uniqueConstraints == [["email"], ["providerID", "provider"]])
        #expect(model.indexes == [["createdAt"], ["owner", "createdAt"]])
        #expect(model.allUniquenessConstraints == [["email"], ["providerID", "provider"]])
    }
}

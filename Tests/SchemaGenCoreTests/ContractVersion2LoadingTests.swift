import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

/// The additions of contract version 2: `optional:` on relationships, ordered indexes and unordered
/// uniqueness constraints, `hashModifier:` and `doc:`.
@Suite("Contract version 2 loads in every form, with located errors")
struct ContractVersion2LoadingTests {
    /// The errors, as the command prints them: location, message and hint.
    func errors(_ yaml: String) -> [String] {
        loadSchema(yaml).diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    static let owner = "  Owner:\n    attributes:\n      name: String\n"

    @Test("optional: true on a relationship means the '?' form, to-one and to-many")
    func optionalRelationships() throws {
        let schema = try loadValidSchema(
            "version: 1.0.0\nmodels:\n" + Self.owner
                + "  Pet:\n    relationships:\n      owner: { to: Owner, optional: true }\n"
                + "      friends: { to: \"[Pet]\", optional: true }\n      keeper: { to: Owner, optional: false }\n")
        #expect(try schema.relationship("Pet", "owner").cardinality == .toOne(isOptional: true))
        #expect(try schema.relationship("Pet", "friends").cardinality == .toMany(isOptional: true))
        #expect(try schema.relationship("Pet", "keeper").cardinality == .toOne(isOptional: false))
    }

    @Test("optional: false with a '?' target is an error at the 'optional' value")
    func optionalFalseContradictsTarget() {
        #expect(
            errors(
                "version: 1.0.0\nmodels:\n" + Self.owner
                    + "  Pet:\n    relationships:\n      owner: { to: \"Owner?\", optional: false }\n")
                == [
                    "V1.yaml:8:40: error: the relationship 'Pet.owner' is declared 'Owner?' but also 'optional: false' [SG303]\n    hint: remove the '?' or the 'optional: false'"
                ])
    }

    @Test("hashModifier and doc load on models, attributes and relationships; doc on enums")
    func hashModifierAndDoc() throws {
        let schema = try loadValidSchema(
            """
            version: 1.0.0
            enums:
              Level: { cases: [low, high], doc: How busy. }
            models:
              Owner:
                hashModifier: owner-2
                doc: |
                  Someone who owns pets.
                  Two lines.
                attributes:
                  name: { type: String, hashModifier: name-2, doc: The name. }
                relationships:
                  pets: { to: "[Pet]", hashModifier: pets-2, doc: Every pet. }
              Pet:
                attributes:
                  level: Level

            """)
        let owner = try #require(schema.model(named: "Owner"))
        #expect(owner.hashModifier == "owner-2")
        #expect(owner.documentation == "Someone who owns pets.\nTwo lines.\n")
        #expect(try schema.attribute("Owner", "name").hashModifier == "name-2")
        #expect(try schema.attribute("Owner", "name").documentation == "The name.")
        #expect(try schema.relationship("Owner", "pets").hashModifier == "pets-2")
        #expect(try schema.relationship("Owner", "pets").documentation == "Every pet.")
        #expect(schema.enumDeclaration(named: "Level")?.documentation == "How busy.")
    }

    @Test("an empty doc or hashModifier, or one that is not text, is an error naming it")
    func badTexts() {
        #expect(
            errors("version: 1.0.0\nmodels:\n  Item:\n    doc: \"\"\n    attributes:\n      name: String\n")
                == [
                    "V1.yaml:4:10: error: the 'doc' of the model 'Item' is empty [SG203]\n    hint: write some text, or remove 'doc'"
                ])
        #expect(
            errors(
                "version: 1.0.0\nmodels:\n  Item:\n    attributes:\n      name: { type: String, hashModifier: [a, b] }\n"
            )
                == [
                    "V1.yaml:5:43: error: the 'hashModifier' of the attribute 'Item.name' must be a single value, not a list [SG202]\n    hint: write the value after the colon, on the same line"
                ])
    }

    @Test("an index listed twice in the same order, or a uniqueness constraint in any order, is an error")
    func repeatedGroups() {
        let base = "version: 1.0.0\nmodels:\n  Item:\n    attributes:\n      a: Int\n      b: Int\n"
        #expect(
            errors(base + "    indexes: [[a, b], [b, a], [a, b]]\n")
                == [
                    "V1.yaml:7:31: error: the index [a, b] is listed twice in 'indexes' (first at line 7, column 15) [SG209]\n    hint: remove one; an index with the columns in another order is a different index"
                ])
        #expect(
            errors(base + "    unique: [[a, b], [b, a]]\n")
                == [
                    "V1.yaml:7:22: error: the uniqueness constraint [b, a] is listed twice in 'unique' (first at line 7, column 14) [SG209]\n    hint: remove one; the order of a constraint's properties does not matter"
                ])
    }
}

import SchemaGenCore
import SchemaKit
import SchemaModel
import Testing

@Suite("Relationship changes are classified per the contract")
struct RelationshipStepTests {
    static let owner = "  Owner:\n    attributes:\n      name: String\n"
    static let pet = "  Pet:\n    attributes:\n      name: String\n"
    static let vet = "  Vet:\n    attributes:\n      name: String\n"

    func step(_ before: String, _ after: String, extra: String = "") throws -> VersionStep {
        let result = analyzeHistory([versionText(1, models: before), versionText(2, models: after, extra: extra)])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        return try #require(result.analysis?.steps.last)
    }

    func owner(_ relationships: String) -> String {
        Self.owner + "    relationships:\n" + relationships
    }

    @Test("optional to-one and to-many without minCount are lightweight to add")
    func lightweightAdditions() throws {
        let result = try step(Self.owner + Self.pet, owner("      pet: \"Pet?\"\n      pets: \"[Pet]\"\n") + Self.pet)
        #expect(result.stage == .lightweight)
        #expect(result.changes.map(\.kind) == [.relationshipAdded, .relationshipAdded])
    }

    @Test("a required to-one or a to-many with minCount > 0 needs a custom stage")
    func customAdditions() throws {
        #expect(try step(Self.owner + Self.pet, owner("      pet: Pet\n") + Self.pet).stage == .custom)
        #expect(
            try step(Self.owner + Self.pet, owner("      pets: { to: \"[Pet]\", minCount: 1 }\n") + Self.pet).stage
                == .custom)
    }

    @Test("delete rule changes are lightweight; renames with originalName too")
    func lightweightChanges() throws {
        let result = try step(
            owner("      pet: \"Pet?\"\n") + Self.pet,
            owner("      favourite: { to: \"Pet?\", deleteRule: cascade, originalName: pet }\n") + Self.pet)
        #expect(result.stage == .lightweight)
        #expect(result.changes.map(\.kind) == [.relationshipRenamed, .relationshipDeleteRuleChanged])
    }

    @Test("cardinality changes are custom; to-many to to-one is destructive")
    func cardinality() throws {
        let toMany = try step(owner("      pet: \"Pet?\"\n") + Self.pet, owner("      pet: \"[Pet]\"\n") + Self.pet)
        #expect(toMany.stage == .custom)
        #expect(toMany.destructiveChanges.isEmpty)
        let toOne = try step(owner("      pet: \"[Pet]\"\n") + Self.pet, owner("      pet: \"Pet?\"\n") + Self.pet)
        #expect(toOne.stage == .custom)
        #expect(toOne.destructiveChanges.map(\.change.path) == ["Owner.pet"])
    }

    @Test("a target change is custom and destructive; a renamed target is the same target")
    func targets() throws {
        let changed = try step(
            owner("      pet: \"Pet?\"\n") + Self.pet + Self.vet, owner("      pet: \"Vet?\"\n") + Self.pet + Self.vet)
        #expect(changed.changes.map(\.kind) == [.relationshipTargetChanged])
        #expect(changed.stage == .custom)
        let renamed = try step(
            owner("      pet: \"Pet?\"\n") + Self.pet,
            owner("      pet: \"Animal?\"\n") + "  Animal:\n    renamedFrom: Pet\n    attributes:\n      name: String\n"
        )
        #expect(renamed.changes.map(\.kind) == [.modelRenamed])
    }

    @Test("minCount/maxCount tightened is custom, loosened is lightweight")
    func counts() throws {
        let tightened = try step(
            owner("      pets: { to: \"[Pet]\", maxCount: 10 }\n") + Self.pet,
            owner("      pets: { to: \"[Pet]\", maxCount: 5 }\n") + Self.pet)
        #expect(tightened.stage == .custom)
        let loosened = try step(
            owner("      pets: { to: \"[Pet]\", maxCount: 5 }\n") + Self.pet,
            owner("      pets: { to: \"[Pet]\" }\n") + Self.pet)
        #expect(loosened.stage == .lightweight)
        #expect(loosened.changes.map(\.kind) == [.relationshipCountChanged])
    }

    @Test("an inverse written on the other side is the same inverse; a changed one is custom")
    func inverses() throws {
        let before =
            owner("      pets: { to: \"[Pet]\", inverse: owner }\n      formerPets: \"[Pet]\"\n")
            + "  Pet:\n    relationships:\n      owner: \"Owner?\"\n"
        let moved =
            owner("      pets: \"[Pet]\"\n      formerPets: \"[Pet]\"\n")
            + "  Pet:\n    relationships:\n      owner: { to: \"Owner?\", inverse: pets }\n"
        #expect(try step(before, moved).changes.map(\.kind) == [])
        let changed =
            owner("      pets: \"[Pet]\"\n      formerPets: { to: \"[Pet]\", inverse: owner }\n")
            + "  Pet:\n    relationships:\n      owner: \"Owner?\"\n"
        let result = try step(before, changed)
        #expect(Set(result.changes.map(\.kind)) == [.relationshipInverseChanged])
        #expect(result.stage == .custom)
    }

    @Test("an inverse is judged through a rename of the inverse property")
    func inverseThroughRename() throws {
        let before =
            owner("      pets: { to: \"[Pet]\", inverse: owner }\n")
            + "  Pet:\n    relationships:\n      owner: \"Owner?\"\n"
        let after =
            owner("      pets: { to: \"[Pet]\", inverse: keeper }\n")
            + "  Pet:\n    relationships:\n      keeper: { to: \"Owner?\", originalName: owner }\n"
        let result = try step(before, after)
        #expect(result.changes.map(\.kind) == [.relationshipRenamed])
        #expect(result.stage == .lightweight)
    }

    @Test("removing a relationship without acknowledgment is an error in the newer file")
    func unacknowledgedRemoval() {
        let result = analyzeHistory([
            versionText(1, models: owner("      pet: \"Pet?\"\n") + Self.pet),
            versionText(2, models: Self.owner + Self.pet),
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "V2.yaml:3:3: error: removing the relationship 'Owner.pet' loses stored data, and 'acceptDataLoss' does not name 'Owner.pet' [SG504]\n    hint: add 'Owner.pet' to 'migration: acceptDataLoss:' to accept the loss, or set 'migration: stage: custom' and migrate the data"
            ])
    }
}

import SchemaModel
import Testing

@Suite("Matching a version's elements to the previous version's")
struct StepCorrespondenceTests {
    func schema(_ name: String, _ models: [Model]) -> Schema {
        Schema(version: SchemaVersion(1, 0, 0), name: name, models: models)
    }

    func attribute(_ name: String, originalName: String? = nil) -> Attribute {
        Attribute(name: name, type: AttributeType(.primitive(.string)), originalName: originalName)
    }

    @Test("same names match; renamedFrom and originalName match what is gone")
    func renames() {
        let previous = schema("V1", [Model(name: "SDUser", attributes: [attribute("name_full"), attribute("email")])])
        let current = schema(
            "V2",
            [
                Model(
                    name: "SDUserProfile", renamedFrom: "SDUser",
                    attributes: [attribute("fullName", originalName: "name_full"), attribute("email")])
            ])
        let correspondence = StepCorrespondence(previous: previous, current: current)
        #expect(correspondence.rejectedRenames.isEmpty)
        #expect(correspondence.previousModelNames == ["SDUserProfile": "SDUser"])
        #expect(correspondence.modelRenames.map(\.from) == ["SDUser"])
        #expect(
            correspondence.propertyRenames == [.init(model: "SDUserProfile", property: "fullName"): "name_full"])
        #expect(correspondence.previousPropertyName(of: "email", inModel: "SDUserProfile") == "email")
        #expect(correspondence.currentPropertyName(ofPrevious: "name_full", inModel: "SDUserProfile") == "fullName")
    }

    @Test("same name wins over a stale renamedFrom or originalName, without complaint")
    func sameNameWins() {
        let previous = schema("V1", [Model(name: "SDUserProfile", attributes: [attribute("fullName")])])
        let current = schema(
            "V2",
            [
                Model(
                    name: "SDUserProfile", renamedFrom: "SDUser",
                    attributes: [attribute("fullName", originalName: "name_full")])
            ])
        let correspondence = StepCorrespondence(previous: previous, current: current)
        #expect(correspondence.rejectedRenames.isEmpty)
        #expect(correspondence.previousModelNames == ["SDUserProfile": "SDUserProfile"])
        #expect(correspondence.previousPropertyName(of: "fullName", inModel: "SDUserProfile") == "fullName")
        #expect(correspondence.propertyRenames.isEmpty)
    }

    @Test("the second of two models renamed from one is rejected, naming the first")
    func doubleRename() {
        let previous = schema("V1", [Model(name: "Old")])
        let current = schema("V2", [Model(name: "A", renamedFrom: "Old"), Model(name: "B", renamedFrom: "Old")])
        let correspondence = StepCorrespondence(previous: previous, current: current)
        #expect(
            correspondence.rejectedRenames == [
                .init(element: .modelRenamedFrom(model: "B"), previousName: "Old", reason: .alreadyClaimed(by: "A"))
            ])
        #expect(correspondence.previousModelNames == ["A": "Old"])
    }

    @Test("an attribute's originalName can't name a previous relationship")
    func kindMismatch() {
        let previous = schema(
            "V1",
            [
                Model(
                    name: "Pet",
                    relationships: [Relationship(name: "owner", target: "Pet", cardinality: .toOne(isOptional: true))])
            ])
        let current = schema("V2", [Model(name: "Pet", attributes: [attribute("ownerName", originalName: "owner")])])
        #expect(
            StepCorrespondence(previous: previous, current: current).rejectedRenames == [
                .init(
                    element: .propertyPart(model: "Pet", name: "ownerName", .originalName), previousName: "owner",
                    reason: .namesOtherKind(gone: []))
            ])
    }

    @Test("a rename naming nothing lists what is gone; one naming something still there is rejected as such")
    func namesNothingOrStillExists() {
        let previous = schema("V1", [Model(name: "Pet", attributes: [attribute("nick"), attribute("name")])])
        let current = schema(
            "V2",
            [
                Model(
                    name: "Pet",
                    attributes: [
                        attribute("alias", originalName: "nik"), attribute("name"),
                        attribute("title", originalName: "name"),
                    ])
            ])
        #expect(
            StepCorrespondence(previous: previous, current: current).rejectedRenames == [
                .init(
                    element: .propertyPart(model: "Pet", name: "alias", .originalName), previousName: "nik",
                    reason: .namesNothing(gone: ["nick"])),
                .init(
                    element: .propertyPart(model: "Pet", name: "title", .originalName), previousName: "name",
                    reason: .stillExists),
            ])
    }
}

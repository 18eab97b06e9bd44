import SchemaKit
import Testing

@Suite("Matching a version's elements to the previous version's")
struct StepCorrespondenceTests {
    func location(_ line: Int) -> SchemaKit.SourceLocation {
        SchemaKit.SourceLocation(file: "V2.yaml", line: line, column: 1)
    }

    func schema(_ name: String, _ models: [Model]) -> Schema {
        Schema(
            version: SchemaVersion(1, 0, 0), versionLocation: location(1), name: name, file: "\(name).yaml",
            fileStem: name, models: models)
    }

    func attribute(_ name: String, originalName: String? = nil) -> Attribute {
        Attribute(
            name: name, type: AttributeType(.primitive(.string)),
            originalName: originalName.map { Located($0, at: location(3)) }, location: location(2))
    }

    @Test("same names match; renamedFrom and originalName match what is gone")
    func renames() {
        let previous = schema(
            "V1",
            [Model(name: "SDUser", attributes: [attribute("name_full"), attribute("email")], location: location(1))])
        let current = schema(
            "V2",
            [
                Model(
                    name: "SDUserProfile", renamedFrom: Located("SDUser", at: location(2)),
                    attributes: [attribute("fullName", originalName: "name_full"), attribute("email")],
                    location: location(1))
            ])
        let correspondence = StepCorrespondence(previous: previous, current: current)
        #expect(correspondence.diagnostics.isEmpty)
        #expect(correspondence.previousModelNames == ["SDUserProfile": "SDUser"])
        #expect(correspondence.modelRenames.map(\.from) == ["SDUser"])
        #expect(
            correspondence.propertyRenames == [.init(model: "SDUserProfile", property: "fullName"): "name_full"])
        #expect(correspondence.previousPropertyName(of: "email", inModel: "SDUserProfile") == "email")
        #expect(correspondence.currentPropertyName(ofPrevious: "name_full", inModel: "SDUserProfile") == "fullName")
    }

    @Test("same name wins over a stale renamedFrom or originalName, without complaint")
    func sameNameWins() {
        let previous = schema(
            "V1", [Model(name: "SDUserProfile", attributes: [attribute("fullName")], location: location(1))])
        let current = schema(
            "V2",
            [
                Model(
                    name: "SDUserProfile", renamedFrom: Located("SDUser", at: location(2)),
                    attributes: [attribute("fullName", originalName: "name_full")], location: location(1))
            ])
        let correspondence = StepCorrespondence(previous: previous, current: current)
        #expect(correspondence.diagnostics.isEmpty)
        #expect(correspondence.previousModelNames == ["SDUserProfile": "SDUserProfile"])
        #expect(correspondence.previousPropertyName(of: "fullName", inModel: "SDUserProfile") == "fullName")
        #expect(correspondence.propertyRenames.isEmpty)
    }

    @Test("two models renamed from one are refused, with the second located")
    func doubleRename() {
        let previous = schema("V1", [Model(name: "Old", location: location(1))])
        let current = schema(
            "V2",
            [
                Model(name: "A", renamedFrom: Located("Old", at: location(5)), location: location(4)),
                Model(name: "B", renamedFrom: Located("Old", at: location(8)), location: location(7)),
            ])
        let diagnostics = StepCorrespondence(previous: previous, current: current).diagnostics
        #expect(
            diagnostics.map(\.formatted) == [
                "V2.yaml:8:1: error: 'Old' is already renamed to 'A', so 'B' can't be renamed from it too\n    hint: remove one of the two 'renamedFrom'"
            ])
    }

    @Test("an attribute's originalName can't name a previous relationship")
    func kindMismatch() {
        let previous = schema(
            "V1",
            [
                Model(
                    name: "Pet",
                    relationships: [
                        Relationship(
                            name: "owner", target: "Pet", cardinality: .toOne(isOptional: true), location: location(1))
                    ], location: location(1))
            ])
        let current = schema(
            "V2",
            [Model(name: "Pet", attributes: [attribute("ownerName", originalName: "owner")], location: location(1))])
        let messages = StepCorrespondence(previous: previous, current: current).diagnostics.map(\.message)
        #expect(messages == ["'originalName' of 'Pet.ownerName' names 'owner', which was not an attribute in V1"])
    }
}

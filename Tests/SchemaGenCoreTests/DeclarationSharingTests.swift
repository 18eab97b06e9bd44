import Foundation
import SchemaKit
import SchemaModel
import Testing

@testable import SchemaGenCore

/// Versions loaded from different files share the storage of declarations they write alike, and only those.
@Suite("Versions share the storage of the declarations they write alike")
struct DeclarationSharingTests {
    private func version(_ number: Int, noteAttributes: [Attribute]) -> VersionFile {
        let note = Model(
            name: "Note", attributes: noteAttributes,
            relationships: [Relationship(name: "folder", target: "Folder", cardinality: .toOne(isOptional: true))])
        let folder = Model(
            name: "Folder", attributes: [Attribute(name: "name", type: AttributeType(.primitive(.string)))])
        return VersionFile(
            schema: Schema(version: SchemaVersion(1, number, 0), name: "V\(number)", models: [note, folder]),
            file: "V\(number).yaml", fileStem: "V\(number)")
    }

    private func storage(_ attributes: [Attribute]) -> UnsafeRawPointer? {
        attributes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("a model declared alike shares its arrays with the version before; a changed one keeps its own")
    func alikeDeclarationsShareStorage() throws {
        let title = Attribute(name: "title", type: AttributeType(.primitive(.string)))
        let sharing = DeclarationSharing()
        var first = version(1, noteAttributes: [title])
        var second = version(2, noteAttributes: [title])
        var third = version(
            3, noteAttributes: [title, Attribute(name: "body", type: AttributeType(.primitive(.string)))])
        let thirdBefore = third.schema
        sharing.share(&first)
        sharing.share(&second)
        sharing.share(&third)

        let firstFolder = try #require(first.schema.model(named: "Folder"))
        let secondFolder = try #require(second.schema.model(named: "Folder"))
        let thirdFolder = try #require(third.schema.model(named: "Folder"))
        #expect(storage(secondFolder.attributes) == storage(firstFolder.attributes))
        #expect(storage(thirdFolder.attributes) == storage(firstFolder.attributes))
        let firstNote = try #require(first.schema.model(named: "Note"))
        let secondNote = try #require(second.schema.model(named: "Note"))
        let thirdNote = try #require(third.schema.model(named: "Note"))
        #expect(storage(secondNote.attributes) == storage(firstNote.attributes))
        #expect(storage(thirdNote.attributes) != storage(firstNote.attributes))
        #expect(third.schema == thirdBefore, "sharing changes no value")
    }
}

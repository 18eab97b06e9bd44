import Foundation
import SchemaGenCore
import SwiftDataCascade
import SwiftDataConversions
import SwiftDataEnumRemoval
import SwiftDataExample
import SwiftDataInheritance
import SwiftDataRawValueStorage
import SwiftDataRelationships
import SwiftDataRenames
import SwiftDataRetired
import SwiftDataStoreRules
import SwiftDataSwiftDataMapping
import SwiftDataValueTypes
import Testing

@testable import SwiftData
@testable import SwiftDataInternalAccess

/// The stand-in reads a version's hash inputs from the compiled `@Model` classes; the generator computes them
/// from the version files. Both go through `SwiftDataVersionHash`, so they must agree entity by entity for
/// every version of every golden history, or the stand-in would be matching stores by something other than
/// what `schemagen` checks (SG520).
@Suite("Stand-in and generator agree on every golden version's SwiftData hash inputs")
struct VersionHashAgreementTests {
    static var histories: [(name: String, schemas: String, plan: any SchemaMigrationPlan.Type)] {
        [
            ("Example", "../Schemas", SwiftDataExample.SchemaMigrations.self),
            ("Cascade", "../Tests/GoldenReferences/Cascade/Schemas", SwiftDataCascade.SchemaMigrations.self),
            ("Renames", "../Tests/GoldenReferences/Renames/Schemas", SwiftDataRenames.SchemaMigrations.self),
            (
                "Relationships", "../Tests/GoldenReferences/Relationships/Schemas",
                SwiftDataRelationships.SchemaMigrations.self
            ),
            ("InternalAccess", "../Tests/GoldenReferences/InternalAccess/Schemas", NotesMigrations.self),
            (
                "SwiftDataMapping", "../Tests/GoldenReferences/SwiftDataMapping/Schemas",
                SwiftDataSwiftDataMapping.SchemaMigrations.self
            ),
            (
                "EnumRemoval", "../Tests/GoldenReferences/EnumRemoval/Schemas",
                SwiftDataEnumRemoval.SchemaMigrations.self
            ),
            (
                "Conversions", "../Tests/GoldenReferences/Conversions/Schemas",
                SwiftDataConversions.SchemaMigrations.self
            ),
            ("ValueTypes", "../Tests/GoldenReferences/ValueTypes/Schemas", SwiftDataValueTypes.SchemaMigrations.self),
            // Versions kept after a retirement hash as they did before it: their files are unchanged.
            ("Retired", "../Tests/GoldenReferences/Retired/Schemas", SwiftDataRetired.SchemaMigrations.self),
            // An enum stored as its raw value is a `String` or `Int` attribute named `<name>RawValue` to both.
            (
                "RawValueStorage", "../Tests/GoldenReferences/RawValueStorage/Schemas",
                SwiftDataRawValueStorage.SchemaMigrations.self
            ),
            // A subentity hashes with its superentity's inputs and its own properties, to both.
            (
                "Inheritance", "../Tests/GoldenReferences/Inheritance/Schemas",
                SwiftDataInheritance.SchemaMigrations.self
            ),
        ]
    }

    @Test(
        "each version's entity hash inputs are the same from the Swift types as from the YAML",
        arguments: histories.map(\.name))
    func hashesAgree(history name: String) throws {
        let history = try #require(Self.histories.first { $0.name == name })
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let loaded = SchemaHistoryLoader().load(directory: package.appendingPathComponent(history.schemas))
        let versions = try #require(loaded.history, "\(loaded.diagnostics)").versions
        var compared = 0
        for type in history.plan.schemas {
            let identifier = type.versionIdentifier
            // A converting version (patch 1000000 and up) exists only in the SwiftData plan.
            guard
                let file = versions.first(where: {
                    $0.version.major == identifier.major && $0.version.minor == identifier.minor
                        && $0.version.patch == identifier.patch
                })
            else { continue }
            let fromSwift = StoreSchema(Schema(versionedSchema: type)).hashes
            let fromYAML = SwiftDataVersionHash(file.schema).entities
            #expect(fromSwift == fromYAML, "\(name) \(identifier)")
            compared += 1
        }
        #expect(compared == versions.count)
    }
}

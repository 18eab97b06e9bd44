import Foundation
import GoldenValueTypeChanges
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// A struct whose fields change, in the portable flavor: stored values keep their JSON until a custom stage
/// writes them anew, and read as the new shape where every field it needs is there.
@Suite("Struct field changes: optional fields added and fields removed read without a stage; required ones need it")
struct StructChangeMigrationTests {
    typealias V1 = GoldenValueTypeChanges.SchemaV1
    typealias V2 = GoldenValueTypeChanges.SchemaV2
    typealias V3 = GoldenValueTypeChanges.SchemaV3

    /// The team's stage: each address gets its postcode from the city (a postal lookup in a real app).
    struct Stages: GoldenValueTypeChanges.SchemaMigrationsCustomStages {
        func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<V2, V3>) throws {
            func converted(_ old: V2.Address) -> V3.Address {
                V3.Address(
                    street: old.street, city: old.city, country: old.country,
                    postcode: old.city == "Oslo" ? "0150" : "unknown")
            }
            try context.migrate(V2.Contact.self, to: V3.Contact.self) { old in
                V3.Contact(name: old.name, home: old.home.map(converted), places: old.places.map(converted))
            }
        }
    }

    static func writeVersion1(_ url: URL) throws {
        let store = try SchemaStore.open(at: url, schemas: [V1.self], stages: [])
        try store.write { context in
            try context.insert(
                V1.Contact(
                    name: "Ada", home: V1.Address(street: "Karl Johans gate 1", city: "Oslo", zip: 150),
                    places: [V1.Address(street: "", city: "Bergen")]))
        }
    }

    @Test("1.0.0 -> 1.1.0 (a field added as optional, one removed): every value reads in the new shape")
    func lightweightFieldChanges() throws {
        let folder = try TemporaryFolder()
        try Self.writeVersion1(folder.file())
        let store = try SchemaStore.open(
            at: folder.file(), schemas: [V1.self, V2.self], stages: [.lightweight(from: V1.self, to: V2.self)])
        let contact = try #require(try store.read { try $0.fetch(V2.Contact.self) }.first)
        #expect(contact.home == V2.Address(street: "Karl Johans gate 1", city: "Oslo"))
        #expect(contact.places == [V2.Address(street: "", city: "Bergen")])
    }

    @Test("1.0.0 -> 1.2.0: the custom stage gives every address its required postcode")
    func customStageFillsRequiredField() throws {
        let folder = try TemporaryFolder()
        try Self.writeVersion1(folder.file())
        let store = try SchemaStore.open(
            at: folder.file(), plan: GoldenValueTypeChanges.SchemaMigrations.self, customStages: Stages())
        let contact = try #require(try store.read { try $0.fetch(V3.Contact.self) }.first)
        #expect(contact.home == V3.Address(street: "Karl Johans gate 1", city: "Oslo", postcode: "0150"))
        #expect(contact.places == [V3.Address(street: "", city: "Bergen", postcode: "unknown")])
    }

    @Test("a stored value without a required field is an error naming the field")
    func missingRequiredField() {
        #expect {
            try V3.Address(storedValue: .text(#"{"street":"x","city":"Oslo","country":null}"#))
        } throws: { error in
            "\(error)"
                == #"expected Address, found TEXT '{"city":"Oslo","country":null,"street":"x"}' (field 'postcode': missing)"#
        }
    }
}

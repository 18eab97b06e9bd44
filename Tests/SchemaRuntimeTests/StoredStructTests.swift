import Foundation
import GRDB
import GoldenValueTypes
import SchemaModel
import SchemaRuntime
import SchemaRuntimeSQLite
import Testing

/// Structs in a store: each value is one JSON object of its fields by name, arrays of them a JSON array,
/// nested ones nested, read back equal; and they reach the next version intact.
@Suite("Stored structs: JSON objects that read back equal and migrate intact")
struct StoredStructTests {
    typealias V1 = GoldenValueTypes.SchemaV1
    typealias V2 = GoldenValueTypes.SchemaV2

    static let home = V1.Address(
        street: "1 Rue de l'Église", city: "Zürich · 日本", kind: .home,
        location: V1.Coordinates(latitude: 47.37, longitude: -8.54), lines: ["Floor 2", "Flat \"B\""],
        accuracy: 2.5)
    static let office = V1.Address(street: "", city: "Nowhere", kind: .work, lines: [])

    @Test("a struct's stored form is a JSON object of its fields in declaration order, nil as null")
    func storedForm() {
        #expect(
            Self.office.storedValue
                == .text(
                    #"{"street":"","city":"Nowhere","kind":"work","location":null,"lines":[],"accuracy":null}"#))
        #expect(
            V1.Coordinates(latitude: 1, longitude: -0.5).storedValue == .text(#"{"latitude":1.0,"longitude":-0.5}"#))
    }

    @Test("optional, arrays and nested structs read back equal from the store")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let store = try SchemaStore.open(
            at: folder.file(), schemas: [V1.self], stages: [])
        try store.write { context in
            try context.insert(
                V1.Contact(
                    name: "Ada", home: Self.home, places: [Self.home, Self.office],
                    pinned: V1.Coordinates(latitude: -90, longitude: 180)))
            try context.insert(V1.Contact(name: "Bo", places: []))
        }
        let contacts = try store.read { try $0.fetch(V1.Contact.self, orderBy: [.ascending("name")]) }
        #expect(contacts.map(\.name) == ["Ada", "Bo"])
        #expect(contacts[0].home == Self.home)
        #expect(contacts[0].places == [Self.home, Self.office])
        #expect(contacts[0].pinned == V1.Coordinates(latitude: -90, longitude: 180))
        #expect(contacts[1].home == nil)
        #expect(contacts[1].pinned == V1.Coordinates(latitude: 0, longitude: 0))
    }

    @Test("a lightweight step that redefines a struct (its enum gained a case) keeps every value")
    func migratesIntact() throws {
        let folder = try TemporaryFolder()
        let url = folder.file()
        do {
            let store = try SchemaStore.open(at: url, schemas: [V1.self], stages: [])
            try store.write { context in
                try context.insert(
                    V1.Contact(
                        name: "Ada", home: Self.home, places: [Self.office],
                        pinned: V1.Coordinates(latitude: 1, longitude: 2)))
            }
        }
        // Every stage is lightweight: the plan opens without custom stages.
        let store = try SchemaStore.open(at: url, plan: GoldenValueTypes.SchemaMigrations.self)
        let contact = try #require(try store.read { try $0.fetch(V2.Contact.self) }.first)
        #expect(contact.home?.street == Self.home.street)
        #expect(contact.home?.city == Self.home.city)
        #expect(contact.home?.kind == .home)
        #expect(contact.home?.location == Self.home.location)
        #expect(contact.home?.lines == Self.home.lines)
        #expect(contact.home?.accuracy == 2.5)
        #expect(contact.places.map(\.kind) == [.work])
        #expect(contact.badges == nil)
    }

    @Test("a stored value that is no JSON object is an error naming the struct and what was found")
    func notAnObject() {
        #expect {
            try V1.Address(storedValue: .text("[1,2]"))
        } throws: { error in
            "\(error)" == "expected Address, found TEXT '[1,2]' (not a JSON object)"
        }
        #expect {
            try V1.Coordinates(storedValue: .text(#"{"latitude":"north","longitude":2}"#))
        } throws: { error in
            "\(error)"
                == #"expected Coordinates, found TEXT '{"latitude":"north","longitude":2}' (field 'latitude': expected Double, found TEXT 'north')"#
        }
    }
}

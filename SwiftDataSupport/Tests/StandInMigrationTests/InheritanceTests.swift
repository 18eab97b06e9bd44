import Foundation
import SchemaModel
import SwiftDataStoreRules
import Testing

@testable import SwiftData

// Model inheritance as SwiftData has it from iOS 26, written as schemagen generates it: both classes carry
// `@Model`, the base is not final, the subclass sets its own properties and then calls `super.init`, and the
// version lists every class. Written `nonisolated` so the models compile under either default isolation.

/// 1.0.0: trips and their items, no inheritance.
nonisolated enum TripsV1: VersionedSchema {
    static var versionIdentifier: SwiftData.Schema.Version { SwiftData.Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Trip.self, Item.self] }

    @Model final class Trip {
        var name: String
        var startDate: Date = Date()
        @Relationship(deleteRule: .cascade, inverse: \Item.trip) var items: [Item] = []

        init(name: String, startDate: Date = Date(), items: [Item] = []) {
            self.name = name
            self.startDate = startDate
            self.items = items
        }
    }

    @Model final class Item {
        var name: String
        var trip: Trip?

        init(name: String) {
            self.name = name
        }
    }
}

/// 2.0.0: `Trip` becomes a base, with a subclass that adds a property and one that adds none.
nonisolated enum TripsV2: VersionedSchema {
    static var versionIdentifier: SwiftData.Schema.Version { SwiftData.Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Trip.self, BusinessTrip.self, PersonalTrip.self, Item.self] }

    @Model class Trip {
        var name: String
        var startDate: Date = Date()
        @Relationship(deleteRule: .cascade, inverse: \Item.trip) var items: [Item] = []

        init(name: String, startDate: Date = Date(), items: [Item] = []) {
            self.name = name
            self.startDate = startDate
            self.items = items
        }
    }

    @Model final class BusinessTrip: Trip {
        var perdiem: Double = 0

        init(name: String, startDate: Date = Date(), items: [Item] = [], perdiem: Double = 0) {
            self.perdiem = perdiem
            super.init(name: name, startDate: startDate, items: items)
        }
    }

    @Model final class PersonalTrip: Trip {
        override init(name: String, startDate: Date = Date(), items: [Item] = []) {
            super.init(name: name, startDate: startDate, items: items)
        }
    }

    @Model final class Item {
        var name: String
        var trip: Trip?

        init(name: String) {
            self.name = name
        }
    }
}

/// 2.0.0 with one more attribute on the base, which only the superentity declares.
nonisolated enum TripsV2Budgeted: VersionedSchema {
    static var versionIdentifier: SwiftData.Schema.Version { SwiftData.Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Trip.self, BusinessTrip.self] }

    @Model class Trip {
        var name: String
        var startDate: Date = Date()
        var budget: Double = 0

        init(name: String) {
            self.name = name
        }
    }

    @Model final class BusinessTrip: Trip {
        var perdiem: Double = 0

        override init(name: String) {
            super.init(name: name)
        }
    }
}

/// Three levels, and a required to-one whose target is a subclass that has a subclass of its own.
nonisolated enum TripsChain: VersionedSchema {
    static var versionIdentifier: SwiftData.Schema.Version { SwiftData.Schema.Version(3, 0, 0) }
    static var models: [any PersistentModel.Type] { [Trip.self, BusinessTrip.self, OffsiteTrip.self, Leg.self] }

    @Model class Trip {
        var name: String

        init(name: String) {
            self.name = name
        }
    }

    @Model class BusinessTrip: Trip {
        var perdiem: Double = 0
        var legs: [Leg] = []

        init(name: String, perdiem: Double) {
            self.perdiem = perdiem
            super.init(name: name)
        }
    }

    @Model final class OffsiteTrip: BusinessTrip {
        var venue: String

        init(name: String, perdiem: Double, venue: String) {
            self.venue = venue
            super.init(name: name, perdiem: perdiem)
        }
    }

    @Model final class Leg {
        var origin: String
        @Relationship(inverse: \BusinessTrip.legs) var trip: BusinessTrip

        init(origin: String, trip: BusinessTrip) {
            self.origin = origin
            self.trip = trip
        }
    }
}

/// A hand-written model that lists a standard protocol first, as apps write them: no subclass of anything.
@Model final class IdentifiableNote: Identifiable {
    var text: String
    init(text: String) { self.text = text }
}

/// 1.0.0 to 2.0.0 inferred.
nonisolated enum LightweightTripsPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [TripsV1.self, TripsV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: TripsV1.self, toVersion: TripsV2.self)] }
}

/// 1.0.0 to 2.0.0 with a stage that makes every trip named "Work: ..." a business trip, keeping its items.
nonisolated enum CustomTripsPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [TripsV1.self, TripsV2.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: TripsV1.self, toVersion: TripsV2.self, willMigrate: nil,
                didMigrate: { context in
                    for trip in try context.fetch(FetchDescriptor<TripsV2.Trip>()) where trip.name.hasPrefix("Work: ") {
                        let items = trip.items
                        // Emptied first, so that deleting the trip doesn't cascade to the items it hands over.
                        trip.items = []
                        context.delete(trip)
                        context.insert(
                            TripsV2.BusinessTrip(
                                name: String(trip.name.dropFirst(6)), startDate: trip.startDate, items: items,
                                perdiem: 120))
                    }
                    try context.save()
                })
        ]
    }
}

@Suite("Stand-in: model inheritance (iOS 26)")
struct InheritanceTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A store at 1.0.0 with a trip holding two items and a trip holding none.
    private func storeAtFirstVersion() throws -> URL {
        let url = try StoreFolder().url("trips.store")
        let context = try openContext(url, TripsV1.self, plan: nil)
        context.insert(
            TripsV1.Trip(
                name: "Work: Paris", startDate: Self.start, items: [TripsV1.Item(name: "badge"), .init(name: "laptop")])
        )
        context.insert(TripsV1.Trip(name: "Rome", startDate: Self.start.addingTimeInterval(86_400)))
        try context.save()
        return url
    }

    @Test("a lightweight stage to a version with subclasses keeps the base's rows, values and pairs")
    func lightweightStageKeepsBaseRows() throws {
        let context = try openContext(storeAtFirstVersion(), TripsV2.self, plan: LightweightTripsPlan.self)
        let trips = try context.fetch(FetchDescriptor<TripsV2.Trip>())
        #expect(trips.map(\.name) == ["Work: Paris", "Rome"])
        #expect(trips.map(\.startDate) == [Self.start, Self.start.addingTimeInterval(86_400)])
        #expect(trips.allSatisfy { type(of: $0) == TripsV2.Trip.self })
        #expect(trips.first?.items.map(\.name).sorted() == ["badge", "laptop"])
        #expect(trips.first?.items.allSatisfy { $0.trip === trips.first } == true)
        #expect(try context.fetchCount(FetchDescriptor<TripsV2.BusinessTrip>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<TripsV2.PersonalTrip>()) == 0)
    }

    @Test("a subclass saves and loads back its inherited and own values, and a fetch of the base returns it too")
    func subclassRoundTrips() throws {
        let url = try storeAtFirstVersion()
        let context = try openContext(url, TripsV2.self, plan: LightweightTripsPlan.self)
        context.insert(
            TripsV2.BusinessTrip(
                name: "Offsite", startDate: Self.start, items: [TripsV2.Item(name: "slides")], perdiem: 80.5))
        context.insert(TripsV2.PersonalTrip(name: "Beach", startDate: Self.start))
        try context.save()

        // The subclass's row holds every attribute it has, inherited and own, and its inherited relationship.
        let contents = try StoreContents.read(from: url)
        let row = try #require(contents.rows["BusinessTrip"]?.first)
        #expect(Set(row.attributes.keys) == ["name", "startDate", "perdiem"])
        #expect(row.relationships["items"]?.count == 1)
        #expect(Set(try #require(contents.rows["PersonalTrip"]?.first).attributes.keys) == ["name", "startDate"])

        let reopened = try openContext(url, TripsV2.self, plan: LightweightTripsPlan.self)
        let business = try #require(try reopened.fetch(FetchDescriptor<TripsV2.BusinessTrip>()).first)
        #expect(business.name == "Offsite")
        #expect(business.startDate == Self.start)
        #expect(business.perdiem == 80.5)
        #expect(business.items.map(\.name) == ["slides"])
        // The item's relationship to the base holds the subclass's instance, both ways.
        #expect(business.items.first?.trip === business)
        let personal = try #require(try reopened.fetch(FetchDescriptor<TripsV2.PersonalTrip>()).first)
        #expect(personal.name == "Beach")
        // A fetch of the base is deep, as SwiftData's: its own rows first, then its subclasses'.
        let all = try reopened.fetch(FetchDescriptor<TripsV2.Trip>())
        #expect(all.map(\.name) == ["Work: Paris", "Rome", "Offsite", "Beach"])
        #expect(all[2] === business && all[3] === personal)
        #expect(try reopened.fetch(FetchDescriptor<TripsV2.Item>()).filter { $0.trip != nil }.count == 3)
    }

    @Test("a custom stage's context fetches, inserts, deletes and saves subclass instances")
    func customStageMakesSubclassInstances() throws {
        let url = try storeAtFirstVersion()
        let context = try openContext(url, TripsV2.self, plan: CustomTripsPlan.self)
        let business = try context.fetch(FetchDescriptor<TripsV2.BusinessTrip>())
        #expect(business.map(\.name) == ["Paris"])
        #expect(business.map(\.perdiem) == [120])
        #expect(business.first?.startDate == Self.start)
        #expect(business.first?.items.map(\.name).sorted() == ["badge", "laptop"])
        #expect(business.first?.items.allSatisfy { $0.trip === business.first } == true)
        #expect(try context.fetch(FetchDescriptor<TripsV2.Trip>()).map(\.name) == ["Rome", "Paris"])
        #expect(try context.fetchCount(FetchDescriptor<TripsV2.Item>()) == 2)
    }

    @Test("a subentity's hash inputs include its superentity's, so changing a base attribute changes the subclass's")
    func subentityHashIncludesSuperentity() throws {
        let schema = StoreSchema(SwiftData.Schema(versionedSchema: TripsV2.self))
        let tripHash = try #require(schema.hashes["Trip"])
        let businessHash = try #require(schema.hashes["BusinessTrip"])
        // The superentity's inputs, whatever their layout: its name and each of its lines.
        for line in tripHash.split(separator: "\n") { #expect(businessHash.contains(line)) }
        // Only its own property is listed as its own.
        #expect(businessHash.contains("property perdiem"))
        #expect(!businessHash.contains("\nproperty name"))

        let budgeted = StoreSchema(SwiftData.Schema(versionedSchema: TripsV2Budgeted.self))
        #expect(budgeted.hashes["BusinessTrip"] != businessHash)
        #expect(budgeted.hashes["BusinessTrip"]?.contains("property budget") == true)
        #expect(
            SwiftData.Schema(versionedSchema: TripsV2.self).entities.map(\.superentityName) == [
                nil, "Trip", "Trip", nil,
            ])
    }

    @Test("the stand-in describes and hashes subclasses as the generator's loader does")
    func agreesWithLoaderRepresentation() throws {
        let schema = StoreSchema(SwiftData.Schema(versionedSchema: TripsV2.self))
        let expected = Self.loaderDescription()
        #expect(schema.description.models == expected.models)
        #expect(schema.hashes == SwiftDataVersionHash(expected).entities)
        let business = try #require(expected.model(named: "BusinessTrip"))
        #expect(expected.ownAttributes(of: business).map(\.name) == ["perdiem"])
        #expect(expected.ownRelationships(of: business).isEmpty)
    }

    @Test("a subclass of a subclass holds all three levels' values, and a required to-one to its superclass loads it")
    func chainRoundTrips() throws {
        let url = try StoreFolder().url("chain.store")
        let context = try openContext(url, TripsChain.self, plan: nil)
        let offsite = TripsChain.OffsiteTrip(name: "Summit", perdiem: 95, venue: "Lisbon")
        context.insert(TripsChain.Leg(origin: "Berlin", trip: offsite))
        context.insert(TripsChain.BusinessTrip(name: "Audit", perdiem: 60))
        try context.save()

        let reopened = try openContext(url, TripsChain.self, plan: nil)
        let leg = try #require(try reopened.fetch(FetchDescriptor<TripsChain.Leg>()).first)
        let loaded = try #require(leg.trip as? TripsChain.OffsiteTrip)
        #expect((loaded.name, loaded.perdiem, loaded.venue) == ("Summit", 95, "Lisbon"))
        #expect(loaded.legs.map(\.origin) == ["Berlin"])
        #expect(try reopened.fetch(FetchDescriptor<TripsChain.BusinessTrip>()).map(\.name) == ["Audit", "Summit"])
        #expect(try reopened.fetch(FetchDescriptor<TripsChain.Trip>()).map(\.name) == ["Audit", "Summit"])
        let description = StoreSchema(SwiftData.Schema(versionedSchema: TripsChain.self)).description
        #expect(description.model(named: "OffsiteTrip")?.superclass == "BusinessTrip")
        #expect(description.model(named: "OffsiteTrip")?.attributes.map(\.name) == ["name", "perdiem", "venue"])
        #expect(description.model(named: "OffsiteTrip")?.relationships.map(\.name) == ["legs"])
    }

    @Test("a model that lists a standard protocol first is no subclass: its entity has no superentity")
    func protocolFirstIsNoSuperclass() {
        let schema = SwiftData.Schema([IdentifiableNote.self])
        #expect(schema.entities.map(\.name) == ["IdentifiableNote"])
        #expect(schema.entities.first?.superentity == nil)
    }

    @Test("a schema that lists a subclass without its superclass has the superclass's entity too")
    func superclassJoinsTheSchema() {
        let schema = SwiftData.Schema([TripsV2.BusinessTrip.self])
        #expect(schema.entities.map(\.name) == ["Trip", "BusinessTrip"])
        #expect(schema.entities.last?.superentity === schema.entities.first)
    }

    /// Version 2.0.0 as schemagen's loader represents it: a subclass names its superclass and holds the
    /// superclass's properties first, in its order, then its own.
    private static func loaderDescription() -> SchemaModel.Schema {
        let name = SchemaModel.Attribute(name: "name", type: AttributeType(.primitive(.string)))
        let startDate = SchemaModel.Attribute(name: "startDate", type: AttributeType(.primitive(.date)))
        let perdiem = SchemaModel.Attribute(name: "perdiem", type: AttributeType(.primitive(.double)))
        let items = SchemaModel.Relationship(
            name: "items", target: "Item", cardinality: .toMany(isOptional: false), inverse: "trip",
            deleteRule: .cascade)
        let trip = SchemaModel.Relationship(name: "trip", target: "Trip", cardinality: .toOne(isOptional: true))
        return SchemaModel.Schema(
            version: SchemaVersion(2, 0, 0), name: "SwiftData",
            models: [
                SchemaModel.Model(name: "Trip", attributes: [name, startDate], relationships: [items]),
                SchemaModel.Model(
                    name: "BusinessTrip", attributes: [name, startDate, perdiem], relationships: [items],
                    superclass: "Trip"),
                SchemaModel.Model(
                    name: "PersonalTrip", attributes: [name, startDate], relationships: [items], superclass: "Trip"),
                SchemaModel.Model(name: "Item", attributes: [name], relationships: [trip]),
            ])
    }
}

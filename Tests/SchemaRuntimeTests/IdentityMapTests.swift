import FitLogExample
import Foundation
import GeneratedSchemas
import Testing

@testable import SchemaRuntime

@Suite("A context keeps one instance per row while the app holds it, and no more")
struct IdentityMapTests {
    @Test("instances the app let go of are swept, so the map follows the live instances, not the rows saved")
    func droppedInstancesAreSwept() {
        var map = IdentityMap()
        let kept = SchemaV7.SDOutboxEvent(eventType: "kept")
        map.insert(kept, key: 0)
        for key in 1...100_000 {
            map.insert(SchemaV7.SDOutboxEvent(eventType: "dropped"), key: Int64(key))
        }
        #expect(map.count <= 2 * 1024, "the map held \(map.count) entries for 1 live instance")
        #expect(map.instance(of: SchemaV7.SDOutboxEvent.self, key: 0) === kept)
        #expect(map.instance(of: SchemaV7.SDOutboxEvent.self, key: 99_999) == nil)
    }

    @Test("a row fetched twice in one context is one object while the app holds it")
    func sameRowSameObject() throws {
        let folder = try TemporaryFolder()
        let store = try ExamplePlan.open(folder.file())
        try store.write { (context: StoreContext) throws -> Void in
            let event = SchemaV7.SDOutboxEvent(eventType: "sync")
            try context.insert(event)
            let fetched = try #require(try context.fetch(SchemaV7.SDOutboxEvent.self).first)
            #expect(fetched === event)
        }
    }
}

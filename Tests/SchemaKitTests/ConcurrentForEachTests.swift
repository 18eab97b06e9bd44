import Foundation
import Testing

@testable import SchemaKit

@Suite("Transforming concurrently and consuming in order")
struct ConcurrentForEachTests {
    @Test("results reach the consumer in the elements' order, whatever order they finish in")
    func resultsArriveInOrder() {
        let elements = Array(0..<200)
        var consumed: [Int] = []
        elements.concurrentForEach(window: 4) { element in
            // Later elements finish first often enough to catch results taken out of order.
            if element % 7 == 0 { usleep(200) }
            return element * 2
        } consume: {
            consumed.append($0)
        }
        #expect(consumed == elements.map { $0 * 2 })
    }

    @Test("no more results than the window are made ahead of the consumer")
    func resultsHeldStayWithinTheWindow() {
        let made = Counter()
        var mostAhead = 0
        var taken = 0
        Array(0..<100).concurrentForEach(window: 3) { element in
            made.increment()
            return element
        } consume: { _ in
            taken += 1
            // Made so far, less those taken (this one among them): the results made ahead of the consumer.
            mostAhead = max(mostAhead, made.value - taken)
            usleep(100)
        }
        #expect(taken == 100)
        #expect(mostAhead <= 3)
    }

    @Test("an error from the consumer stops the elements not yet started, and is rethrown")
    func aConsumerErrorStopsTheRest() {
        struct Stop: Error {}
        let made = Counter()
        #expect(throws: Stop.self) {
            try Array(0..<1_000).concurrentForEach(window: 4) { element in
                made.increment()
                return element
            } consume: { element in
                if element == 10 { throw Stop() }
            }
        }
        #expect(made.value < 1_000, "elements past the window of the failed one are never transformed")
        #expect(made.value >= 11)
    }

    @Test("a single element, or none, is transformed on the calling thread")
    func fewElementsNeedNoThreads() {
        var consumed: [String] = []
        ["only"].concurrentForEach(window: 2) {
            $0.uppercased()
        } consume: {
            consumed.append($0)
        }
        [String]().concurrentForEach(window: 2) {
            $0
        } consume: {
            consumed.append($0)
        }
        #expect(consumed == ["ONLY"])
    }
}

/// A count several threads add to.
private final class Counter: @unchecked Sendable {
    // @unchecked: every access to `count` holds `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

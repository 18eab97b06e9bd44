import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Array where Element: Sendable {
    /// Transforms the elements concurrently, on every core, and hands each result to `consume` on the calling
    /// thread, in order, as soon as it and every result before it are ready.
    ///
    /// For work whose results are large and go somewhere one by one (rendered files, written as they come):
    /// no more than `window` results are held at once, and the other cores go on transforming while the
    /// calling thread consumes, where a map in batches left every core idle at the end of each batch and while
    /// its results were consumed. The calling thread transforms too while it waits, so a machine with `n` cores
    /// runs `n` threads. If `consume` throws, no further element is started, and the error is rethrown once the
    /// elements under way are done.
    package func concurrentForEach<Result: Sendable>(
        window: Int, _ transform: @Sendable (Element) -> Result, consume: (Result) throws -> Void
    ) rethrows {
        let helpers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount) - 1
        guard helpers > 0 else {
            for element in self { try consume(transform(element)) }
            return
        }
        let results = OrderedResults<Result>(count: count, window: Swift.max(window, helpers + 1))
        try withoutActuallyEscaping(transform) { transform in
            let group = DispatchGroup()
            for _ in 0..<helpers {
                DispatchQueue.global().async(group: group) {
                    while let index = results.claim(waiting: true) { results.store(transform(self[index]), at: index) }
                }
            }
            do {
                for index in indices {
                    while !results.isReady(index), let claimed = results.claim(waiting: false) {
                        results.store(transform(self[claimed]), at: claimed)
                    }
                    try consume(results.take(index))
                }
            } catch {
                results.stop()
                group.wait()
                throw error
            }
            group.wait()
        }
    }
}

/// The results of ``Swift/Array/concurrentForEach(window:_:consume:)`` between the threads that make them and
/// the one that takes them in order.
private final class OrderedResults<Value: Sendable>: @unchecked Sendable {
    // @unchecked: every access to the variables holds `condition`'s lock.
    private let condition = Condition()
    private var slots: [Value?]
    private let window: Int
    /// The next element no thread has claimed.
    private var next = 0
    /// How many results were taken.
    private var taken = 0
    private var isStopped = false

    init(count: Int, window: Int) {
        slots = Array(repeating: nil, count: count)
        self.window = window
    }

    /// The next element to transform, once fewer than `window` results are held; `nil` when there is none
    /// left or the taker stopped, or, unless `waiting`, when the window is full.
    func claim(waiting: Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while waiting, !isStopped, next < slots.count, next >= taken + window { condition.wait() }
        guard !isStopped, next < slots.count, next < taken + window else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Value, at index: Int) {
        condition.lock()
        slots[index] = value
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the result for `index` is there to take.
    func isReady(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return slots[index] != nil
    }

    /// The result for `index`, waiting for it; results are taken in order.
    func take(_ index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value = slots[index] {
                slots[index] = nil
                taken = index + 1
                condition.broadcast()
                return value
            }
            condition.wait()
        }
    }

    /// Lets no further element be claimed.
    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }
}

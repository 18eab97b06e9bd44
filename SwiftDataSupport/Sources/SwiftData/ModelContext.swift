import Foundation

/// A stand-in for SwiftData's `ModelContext`, keeping inserted models in memory so code written against it
/// can run in tests.
public final class ModelContext {
    private var models: [ObjectIdentifier: [any PersistentModel]] = [:]

    /// Whether anything was inserted or deleted since the last save.
    public private(set) var hasChanges = false

    /// An empty context.
    public init() {}

    /// Adds a model to the context.
    public func insert<T: PersistentModel>(_ model: T) {
        models[ObjectIdentifier(T.self), default: []].append(model)
        hasChanges = true
    }

    /// Removes a model from the context.
    public func delete<T: PersistentModel>(_ model: T) {
        models[ObjectIdentifier(T.self)]?.removeAll { $0 as AnyObject === model }
        hasChanges = true
    }

    /// The models a descriptor selects, in insertion order, honouring its offset and limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var selected = (models[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            selected = try selected.filter { try predicate.evaluate($0) }
        }
        let start = min(descriptor.fetchOffset ?? 0, selected.count)
        let end = descriptor.fetchLimit.map { min(start + $0, selected.count) } ?? selected.count
        return Array(selected[start..<end])
    }

    /// How many models a descriptor selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        var unlimited = descriptor
        unlimited.fetchLimit = nil
        unlimited.fetchOffset = nil
        return try fetch(unlimited).count
    }

    /// Ends the unit of work.
    public func save() throws {
        hasChanges = false
    }
}

/// A stand-in for SwiftData's `FetchDescriptor`: which models to fetch, and a page of them.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to keep, or all.
    public var predicate: Predicate<T>?
    /// The order (kept for source compatibility; the stand-in fetches in insertion order).
    public var sortBy: [SortDescriptor<T>]
    /// The most models to return.
    public var fetchLimit: Int?
    /// How many models to skip.
    public var fetchOffset: Int?
    /// Whether unsaved changes are included.
    public var includePendingChanges = true

    /// A descriptor for the models `predicate` keeps, in `sortBy` order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

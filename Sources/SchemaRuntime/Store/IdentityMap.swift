/// A context's instances by entity and primary key, held weakly, so that each stored row is one object for
/// as long as the app keeps that object, and no longer.
///
/// Entries whose instance has gone are swept whenever the map has doubled since the last sweep, so its size
/// follows the instances alive, not the rows ever saved or fetched, at a constant cost per insertion.
struct IdentityMap {
    /// The model's class and the row's key: a class is one entity (generated model classes are final), and
    /// hashing its identity is cheaper than hashing its entity name for every row.
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var key: Int64
    }

    /// A struct, not a class: it holds its weak reference inline, so recording a row allocates no box.
    private struct WeakInstance {
        weak var model: (any PersistentModel)?
        init(_ model: any PersistentModel) { self.model = model }
    }

    private var entries: [Key: WeakInstance] = [:]
    private var sweepThreshold = Self.minimumSweepThreshold
    private static let minimumSweepThreshold = 1024

    /// The live instance of a row, if this context made one and the app still holds it.
    func instance(of type: any PersistentModel.Type, key: Int64) -> (any PersistentModel)? {
        entries[Key(type: ObjectIdentifier(type), key: key)]?.model
    }

    /// Records the instance of a row.
    mutating func insert(_ model: any PersistentModel, key: Int64) {
        entries[Key(type: ObjectIdentifier(Swift.type(of: model)), key: key)] = WeakInstance(model)
        if entries.count >= sweepThreshold {
            entries = entries.filter { $0.value.model != nil }
            sweepThreshold = max(Self.minimumSweepThreshold, entries.count * 2)
        }
    }

    /// Forgets a deleted row.
    mutating func remove(_ type: any PersistentModel.Type, key: Int64) {
        entries[Key(type: ObjectIdentifier(type), key: key)] = nil
    }

    /// How many rows the map holds an entry for (live or not yet swept); for tests.
    var count: Int { entries.count }
}

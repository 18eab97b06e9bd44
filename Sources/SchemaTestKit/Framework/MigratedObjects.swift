import SchemaModel

/// What a suite read back from a migrated store with its framework's own API (SwiftData's): each model's
/// rows with their values in stored form, and each relationship's pairs as positions in those rows.
public struct MigratedObjects: Sendable {
    /// Each model's rows' values, in the order read.
    private(set) var rows: [String: [[String: StoredValue]]] = [:]
    /// Each relationship's pairs: for each owner row's position, the positions of its targets.
    private(set) var links: [String: [String: [Int: [Int]]]] = [:]

    /// Nothing read yet.
    public init() {}

    /// Adds the rows of `model`: `values` gives each one's attributes in stored form (`.of(row.title)`).
    public mutating func add<Model>(_ model: String, _ objects: [Model], values: (Model) -> [String: StoredValue]) {
        rows[model, default: []] += objects.map(values)
    }

    /// Adds the pairs of `model.relationship`, `related` giving each owner's related objects, found among
    /// `targets` by identity.
    public mutating func link<Owner, Target: AnyObject>(
        _ model: String, _ relationship: String, _ owners: [Owner], to targets: [Target],
        _ related: (Owner) -> [Target]
    ) {
        let positions = Dictionary(
            targets.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first })
        var byOwner: [Int: [Int]] = [:]
        for (position, owner) in owners.enumerated() {
            let found = related(owner).compactMap { positions[ObjectIdentifier($0)] }
            if !found.isEmpty { byOwner[position] = found }
        }
        links[model, default: [:]][relationship] = byOwner
    }
}

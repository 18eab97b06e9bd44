import Foundation
import SchemaModel

/// What the runtime derives from each version of a plan: its description, its store layout and its
/// fingerprint, each computed at most once while a store opens, whatever reads it (recognising the store,
/// creating it, each stage of a migration, and the open store itself).
package final class VersionFacts: @unchecked Sendable {
    /// The versions' descriptions, oldest first.
    package let schemas: [Schema]
    // Filled lazily: a store at the latest version needs only the latest version's facts. The lock makes a
    // fact computed in one of GRDB's closures visible to the next.
    private let lock = NSLock()
    private var layouts: [Int: StoreLayout] = [:]
    private var fingerprints: [Int: String] = [:]

    package init(_ versions: [any VersionedSchema.Type]) {
        schemas = versions.map { $0.schemaDescription }
    }

    /// The facts of versions described as data (read from a history's version files, not compiled).
    package init(describing versions: [Schema]) {
        schemas = versions
    }

    /// How version `index` is stored.
    package func layout(at index: Int) -> StoreLayout {
        lock.withLock {
            if let layout = layouts[index] { return layout }
            let layout = StoreLayout(schemas[index])
            layouts[index] = layout
            return layout
        }
    }

    /// The fingerprint of version `index`'s stored shape, in the current encoding.
    package func fingerprint(at index: Int) -> String {
        lock.withLock {
            if let fingerprint = fingerprints[index] { return fingerprint }
            let fingerprint = SchemaFingerprint.of(schemas[index])
            fingerprints[index] = fingerprint
            return fingerprint
        }
    }
}

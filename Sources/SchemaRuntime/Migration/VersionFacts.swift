import Foundation
import SchemaModel

/// What the runtime derives from each version of a plan: its description, its store layout and its
/// fingerprint, each computed at most once while a store opens, whatever reads it (recognising the store,
/// creating it, each stage of a migration, and the open store itself).
package final class VersionFacts: @unchecked Sendable {
    /// The versions' descriptions, oldest first.
    package let schemas: [Schema]
    /// The versions retired before the first of them (``RetiredVersion``), which a store may still record.
    package let retired: [SchemaVersion]
    // Filled lazily: a store at the latest version needs only the latest version's facts. The lock makes a
    // fact computed in one of GRDB's closures visible to the next.
    private let lock = NSLock()
    private var layouts: [Int: StoreLayout] = [:]
    private var fingerprints: [Int: String] = [:]

    package init(_ versions: [any VersionedSchema.Type], retired: [SchemaVersion] = []) {
        schemas = versions.map { $0.schemaDescription }
        self.retired = retired
    }

    /// The facts of versions described as data (read from a history's version files, not compiled).
    package init(describing versions: [Schema], retired: [SchemaVersion] = []) {
        schemas = versions
        self.retired = retired
    }

    /// The index of the version a store at `path` records, or the refusal when the plan has no such version:
    /// a newer one (an update of the app away), a retired one (naming the oldest the plan migrates from), or
    /// one the history never had.
    package func index(ofStoreVersion version: SchemaVersion, path: String) throws -> Int {
        if let index = schemas.firstIndex(where: { $0.version == version }) { return index }
        guard let oldest = schemas.first, let latest = schemas.last else {
            throw SchemaStoreError.unknownSchema(
                path: path, storeVersion: version, reason: "the migration plan has no versions")
        }
        if version > latest.version {
            throw SchemaStoreError.storeIsNewer(path: path, storeVersion: version, latestVersion: latest.version)
        }
        if retired.contains(version) {
            throw SchemaStoreError.versionRetired(path: path, storeVersion: version, oldestSupported: oldest.version)
        }
        throw SchemaStoreError.unknownSchema(
            path: path, storeVersion: version, reason: "version \(version) is not in the migration plan")
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

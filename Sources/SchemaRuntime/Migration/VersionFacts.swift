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
    private var stepChanges: [Int: [SchemaChange]] = [:]

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
    /// `oldestCompatible` is the oldest version the store records as able to use it, named in the refusal of a
    /// newer store (``servesNewerStore(at:oldestCompatible:)`` says when there is none).
    package func index(ofStoreVersion version: SchemaVersion, oldestCompatible: SchemaVersion? = nil, path: String)
        throws -> Int
    {
        if let index = schemas.firstIndex(where: { $0.version == version }) { return index }
        guard let oldest = schemas.first, let latest = schemas.last else {
            throw SchemaStoreError.unknownSchema(
                path: path, storeVersion: version, reason: "the migration plan has no versions")
        }
        if version > latest.version {
            throw SchemaStoreError.storeIsNewer(
                path: path, storeVersion: version, latestVersion: latest.version, oldestCompatible: oldestCompatible)
        }
        if retired.contains(version) {
            throw SchemaStoreError.versionRetired(path: path, storeVersion: version, oldestSupported: oldest.version)
        }
        throw SchemaStoreError.unknownSchema(
            path: path, storeVersion: version, reason: "version \(version) is not in the migration plan")
    }

    /// Whether this plan's latest version can serve a store a newer release migrated to `version`: the store
    /// records that instances from `oldestCompatible` on can still use it (every step after that one was
    /// expanding, ``OlderInstanceCompatibility``), and this plan's latest version is not older. Such an
    /// instance serves the store as it is, without migrating or stamping it: a rolling deploy's old instance.
    package func servesNewerStore(at version: SchemaVersion, oldestCompatible: SchemaVersion?) -> Bool {
        guard let latest = schemas.last?.version, version > latest, let oldestCompatible else { return false }
        return oldestCompatible <= latest
    }

    /// The changes of the step into version `index` (``SchemaDiff``).
    private func changes(into index: Int) -> [SchemaChange] {
        if let found = lock.withLock({ stepChanges[index] }) { return found }
        let found = SchemaDiff(StepCorrespondence(previous: schemas[index - 1], current: schemas[index])).changes
        lock.withLock { stepChanges[index] = found }
        return found
    }

    /// The oldest version whose instances can use a store at version `index`, recorded in the store when it
    /// reaches that version: each version is compared with `index` directly (``OlderInstanceCompatibility``),
    /// since a column one step keeps and the next drops stops an instance that did not deprecate it. Not older
    /// than the plan's first version, whose predecessors (retired) the plan no longer knows.
    package func oldestCompatibleVersion(at index: Int) -> SchemaVersion {
        var oldest = index
        var changes: [SchemaChange] = []
        while oldest > 0 {
            changes += self.changes(into: oldest)
            let obstacles = OlderInstanceCompatibility.obstacles(
                from: layout(at: oldest - 1), to: layout(at: index), changes: changes)
            guard obstacles.isEmpty else { break }
            oldest -= 1
        }
        return schemas[oldest].version
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

import Foundation
import SchemaModel

/// The store's own tables: the current version and fingerprint, the schema history the store belongs to,
/// and the history of applied stages. Their names and what they record, on every engine; each engine's module
/// reads and writes them.
package enum StoreMetadata {
    package static let metadataTable = "_schemagen_metadata"
    package static let historyTable = "_schemagen_history"

    /// What the metadata records.
    package struct Recorded: Equatable {
        /// The version the store is at (`nil` if the metadata lost it, or holds no version number).
        package var version: SchemaVersion?
        /// The version as its row holds it, `nil` when there is no such row.
        package var versionText: String?
        /// That version's fingerprint when it was written.
        package var fingerprint: String?
        /// The schema history the store belongs to; `nil` in stores written before it was recorded.
        package var history: String?
        /// The oldest version whose instances can use the store (``VersionFacts/oldestCompatibleVersion(at:)``);
        /// `nil` in stores written before it was recorded, which only their own version uses.
        package var oldestCompatible: SchemaVersion?

        /// The metadata key of ``oldestCompatible``.
        package static let oldestCompatibleKey = "oldest_compatible_version"

        /// What the metadata table's `key`/`value` rows record, on any engine.
        package init(values: [String: String]) {
            version = values["version"].flatMap(SchemaVersion.init(parsing:))
            versionText = values["version"]
            fingerprint = values["fingerprint"]
            history = values["history"]
            oldestCompatible = values[Self.oldestCompatibleKey].flatMap(SchemaVersion.init(parsing:))
        }
    }

    /// Why a store whose metadata holds `versionText` (`nil`: no version row) has no version this runtime can
    /// read, for a ``SchemaStoreError/unknownSchema(path:storeVersion:reason:)``; on every engine alike.
    package static func unreadableVersionReason(_ versionText: String?) -> String {
        guard let versionText else {
            return
                "its metadata records no version (the 'version' row of \(metadataTable) is missing), so it was edited outside schemagen"
        }
        return
            "its metadata records the version \(SQL.literal(versionText)), which is not a version number such as 1.2.0, so it was edited outside schemagen"
    }

}

/// One entry of a store's migration history.
public struct AppliedStage: Hashable, Sendable {
    /// The version migrated from, or `nil` when the store was created.
    public var from: SchemaVersion?
    /// The version migrated to.
    public var to: SchemaVersion
    /// `created`, `lightweight` or `custom`.
    public var kind: String
    /// When it was applied.
    public var appliedAt: Date
    /// How long it took.
    public var duration: TimeInterval
    /// Rows inserted, copied or rewritten.
    public var rowsTouched: Int

    /// An entry as a store records it.
    package init(
        from: SchemaVersion?, to: SchemaVersion, kind: String, appliedAt: Date, duration: TimeInterval, rowsTouched: Int
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.appliedAt = appliedAt
        self.duration = duration
        self.rowsTouched = rowsTouched
    }
}

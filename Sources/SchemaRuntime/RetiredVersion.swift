import SchemaModel

/// A version `schemagen retire` took out of a plan: no device still holds a store of it, so its types and the
/// stages from it are no longer generated.
///
/// A store that records a retired version is refused with ``SchemaStoreError/Code/versionRetired``, naming the
/// oldest version the plan still migrates from. The oldest retired version's fingerprint keeps the plan's
/// ``SchemaMigrationPlan/defaultHistoryIdentifier`` what it was before the retirement, so stores created
/// before it are still recognised as this history's.
public struct RetiredVersion: Hashable, Sendable {
    /// The version number it shipped with.
    public let version: SchemaVersion
    /// Its fingerprint (``SchemaModel/SchemaFingerprint``), recorded by `schemagen retire` while its file was
    /// still there.
    public let fingerprint: String

    /// A retired version.
    public init(_ version: SchemaVersion, fingerprint: String) {
        self.version = version
        self.fingerprint = fingerprint
    }
}

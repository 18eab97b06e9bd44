import SchemaModel

/// Where a failed migration left the store. Every stage is atomic, so the store is always whole at one
/// version; this says which, and why.
public enum MigrationOutcome: Sendable, CustomStringConvertible {
    /// The backup made before migrating was restored: the store is exactly as it was, at `version`.
    case restored(version: SchemaVersion)
    /// The store was left at `version`, the last version whose stage committed, because no backup could be
    /// restored (`reason` says why).
    case leftAt(version: SchemaVersion, reason: NoRestoreReason)

    /// The version the store is at now.
    public var version: SchemaVersion {
        switch self {
        case .restored(let version), .leftAt(let version, _): version
        }
    }

    /// "the store was restored from its backup to version 1.0.0, as it was before migrating".
    public var description: String {
        switch self {
        case .restored(let version):
            "the store was restored from its backup to version \(version), as it was before migrating"
        case .leftAt(let version, .restoredCopyFailedCheck(let path, let error)):
            "the store records version \(version), but its backup was copied over it and the result failed the backup's checks (\(SchemaStoreError.describe(error))): do not trust it; the backup is kept at \(path)"
        case .leftAt(let version, let reason):
            "the store was left at version \(version), the last stage that completed (\(reason))"
        }
    }
}

/// Why a failed migration did not restore a backup.
public enum NoRestoreReason: Sendable, CustomStringConvertible {
    /// `StoreOptions.backupBeforeMigrating` (SchemaRuntimeSQLite) is off.
    case backupsOff
    /// The store runs each stage as one transaction of its database server (a PostgreSQL store), which rolled
    /// the failed stage back whole: there is no backup to restore, and none is needed.
    case rolledBack
    /// The backup file was gone when it was needed.
    case backupMissing(path: String)
    /// The backup file was there but failed its check, so it was not copied over the store.
    case backupUnusable(path: String, underlying: any Error)
    /// Copying the backup over the store failed; the store kept its own state and the backup was kept.
    case restoreFailed(backupPath: String, underlying: any Error)
    /// The backup was copied over the store, but the store then failed the backup's checks (integrity,
    /// version, fingerprint): it must not be trusted; the backup was kept.
    case restoredCopyFailedCheck(backupPath: String, underlying: any Error)

    /// What happened, for the error message.
    public var description: String {
        switch self {
        case .backupsOff:
            "backups are off"
        case .rolledBack:
            "the failed stage's transaction was rolled back"
        case .backupMissing(let path):
            "its backup at \(path) was gone"
        case .backupUnusable(let path, let error):
            "its backup at \(path) failed its check and was not used: \(SchemaStoreError.describe(error))"
        case .restoreFailed(let path, let error):
            "restoring its backup failed: \(SchemaStoreError.describe(error)); the backup is kept at \(path)"
        case .restoredCopyFailedCheck(let path, let error):
            "its backup was copied over it, but the result failed the backup's checks: \(SchemaStoreError.describe(error)); do not trust the store, the backup is kept at \(path)"
        }
    }
}

import Foundation
import SchemaModel

/// Everything that can go wrong opening, migrating or using a store, each with a message a developer can
/// act on and, where another error caused it, that error unchanged.
///
/// Errors that end a migration say truthfully where the store is (``MigrationOutcome``): restored from its
/// backup, or left whole at the last version whose stage committed.
///
/// ## Topics
/// ### Opening
/// - ``storeIsNewer(path:storeVersion:latestVersion:)``
/// - ``unknownSchema(path:storeVersion:reason:)``
/// - ``notADatabase(path:detail:)``
/// - ``foreignStore(path:detail:)``
/// - ``layoutMismatch(path:version:difference:)``
/// - ``storeBusy(path:)``
/// - ``multipleLinks(path:linkCount:)``
/// ### Faults of the file system and the file
/// - ``diskFull(path:underlying:)``
/// - ``readOnly(path:underlying:)``
/// - ``ioError(path:underlying:)``
/// - ``corrupt(path:underlying:)``
/// - ``cannotOpen(path:underlying:)``
/// - ``backupFailed(path:underlying:cleanupFailure:)``
/// ### Migrating
/// - ``customStageFailed(path:from:to:underlying:outcome:)``
/// - ``validationFailed(path:from:to:underlying:outcome:)``
/// - ``migrationFailed(path:from:to:underlying:outcome:)``
/// - ``invalidArgument(name:value:reason:)``
/// ### Using a store
/// - ``undecodableValue(entity:rowID:underlying:)``
/// - ``deleteDenied(entity:relationship:relatedCount:)``
/// - ``missingRequiredRelationship(entity:relationship:)``
/// - ``notInserted(entity:)``
/// - ``unknownEntity(_:)``
/// - ``unknownProperty(entity:property:)``
/// - ``unknownRelationship(entity:relationship:)``
public enum SchemaStoreError: Error, CustomStringConvertible, LocalizedError {
    /// The store was written by a newer version of the app.
    case storeIsNewer(path: String, storeVersion: SchemaVersion, latestVersion: SchemaVersion)
    /// The store belongs to this app's schema history, but its version or that version's fingerprint is
    /// not one this app knows (a version missing from the plan, or a shipped version edited in place).
    case unknownSchema(path: String, storeVersion: SchemaVersion?, reason: String)
    /// The file is not an SQLite database. It was left untouched.
    case notADatabase(path: String, detail: String)
    /// The file is an SQLite database that schemagen did not create, or one of another schema history (another
    /// app's store). It was left untouched.
    case foreignStore(path: String, detail: String)
    /// The store's tables or columns differ from the layout of the version it records: it was edited outside
    /// schemagen. It was left untouched.
    case layoutMismatch(path: String, version: SchemaVersion, difference: String)
    /// Another process holds the store and did not release it within the busy timeout.
    case storeBusy(path: String)
    /// The store's file has `linkCount` hard links. SQLite keeps a database's journal and write-ahead log
    /// beside the name it is opened by, so processes using different names can't see each other's writes
    /// or locks. It was left untouched.
    case multipleLinks(path: String, linkCount: Int)
    /// The file system has no room left for the file at `path`.
    case diskFull(path: String, underlying: any Error)
    /// The file at `path`, or its folder, can't be written.
    case readOnly(path: String, underlying: any Error)
    /// The operating system reported an I/O error reading or writing `path`.
    case ioError(path: String, underlying: any Error)
    /// SQLite found the database at `path` damaged.
    case corrupt(path: String, underlying: any Error)
    /// The file at `path` can't be opened or created (a missing folder, or no permission).
    case cannotOpen(path: String, underlying: any Error)
    /// The backup at `path` could not be written completely or did not verify; nothing was migrated and the
    /// store is as it was. `cleanupFailure` is set when the partial backup could not be removed either.
    case backupFailed(path: String, underlying: any Error, cleanupFailure: (any Error)?)
    /// A custom stage's code threw `underlying` (the error exactly as thrown) while migrating the store at
    /// `path`.
    case customStageFailed(
        path: String, from: SchemaVersion, to: SchemaVersion, underlying: any Error, outcome: MigrationOutcome)
    /// A stage ran on the store at `path` but the store failed a check (the runtime's or the validation
    /// hook's, whose error is `underlying` exactly as thrown).
    case validationFailed(
        path: String, from: SchemaVersion, to: SchemaVersion, underlying: any Error, outcome: MigrationOutcome)
    /// A stage could not be carried out on the store at `path`: `underlying` says why (often another
    /// ``SchemaStoreError`` such as ``diskFull(path:underlying:)``).
    case migrationFailed(
        path: String, from: SchemaVersion, to: SchemaVersion, underlying: any Error, outcome: MigrationOutcome)
    /// An argument given to the runtime's API is out of its range (`batchSize: 0`).
    case invalidArgument(name: String, value: String, reason: String)
    /// A stored value could not be read as the type its model declares.
    case undecodableValue(entity: String, rowID: Int64?, underlying: StoredValueError)
    /// A delete was refused by a `deny` delete rule.
    case deleteDenied(entity: String, relationship: String, relatedCount: Int)
    /// A required to-one relationship was not set when saving.
    case missingRequiredRelationship(entity: String, relationship: String)
    /// An instance was used as stored before it was inserted.
    case notInserted(entity: String)
    /// A model type is not part of the store's current version.
    case unknownEntity(String)
    /// A predicate or sort names a property the entity does not store.
    case unknownProperty(entity: String, property: String)
    /// A model class was asked for a relationship it does not have: generated code of another version, or
    /// a name misspelled in code that reaches relationships by name.
    case unknownRelationship(entity: String, relationship: String)

    /// The error that caused this one, if another error did.
    public var underlyingError: (any Error)? {
        switch self {
        case .diskFull(_, let error), .readOnly(_, let error), .ioError(_, let error), .corrupt(_, let error),
            .cannotOpen(_, let error), .backupFailed(_, let error, _), .customStageFailed(_, _, _, let error, _),
            .validationFailed(_, _, _, let error, _), .migrationFailed(_, _, _, let error, _):
            error
        case .undecodableValue(_, _, let error): error
        default: nil
        }
    }

    /// Where a failed migration left the store, for the errors that end one.
    public var outcome: MigrationOutcome? {
        switch self {
        case .customStageFailed(_, _, _, _, let outcome), .validationFailed(_, _, _, _, let outcome),
            .migrationFailed(_, _, _, _, let outcome):
            outcome
        default: nil
        }
    }

    /// The message, as `localizedDescription` gives it.
    public var errorDescription: String? { description }

    /// The message.
    public var description: String {
        switch self {
        case .storeIsNewer(let path, let storeVersion, let latest):
            "the store at \(path) is at schema version \(storeVersion), newer than this app's latest (\(latest)); update the app, or open a copy with the newer app"
        case .unknownSchema(let path, let version, let reason):
            "the store at \(path)\(version.map { " (version \($0))" } ?? "") matches no schema version this app knows: \(reason)"
        case .notADatabase(let path, let detail):
            "\(path) is not a schemagen store: \(detail); it was left untouched"
        case .foreignStore(let path, let detail):
            "\(path) is not a store of this app: \(detail); it was left untouched"
        case .layoutMismatch(let path, let version, let difference):
            "the store at \(path) records version \(version) but its tables differ from that version's: \(difference); it was edited outside schemagen and was left untouched"
        case .storeBusy(let path):
            "the store at \(path) is busy: another process is using or migrating it; try again when it is done"
        case .multipleLinks(let path, let count):
            "the store at \(path) has \(count) hard links: SQLite keeps a store's journal and write-ahead log beside the name it is opened by, so processes opening it by different names would not see each other's writes; remove the other links (a symbolic link is fine) and open it by one name; it was left untouched"
        case .diskFull(let path, let error):
            "the disk holding \(path) is full (\(Self.describe(error))); free some space and try again"
        case .readOnly(let path, let error):
            "\(path) can't be written (\(Self.describe(error))); check the permissions of the file and its folder"
        case .ioError(let path, let error):
            "an I/O error occurred reading or writing \(path) (\(Self.describe(error)))"
        case .corrupt(let path, let error):
            "the database at \(path) is damaged (\(Self.describe(error))); restore it from a copy"
        case .cannotOpen(let path, let error):
            "\(path) can't be opened or created (\(Self.describe(error))); check that its folder exists and can be written"
        case .backupFailed(let path, let error, let cleanup):
            "the backup at \(path) could not be made (\(Self.describe(error))); nothing was migrated and the store is as it was"
                + (cleanup.map { "; the partial backup could not be removed either (\(Self.describe($0)))" } ?? "")
        case .customStageFailed(let path, let from, let to, let error, let outcome):
            "migrating the store at \(path), the custom stage \(from) -> \(to) threw: \(Self.describe(error)); \(outcome)"
        case .validationFailed(let path, let from, let to, let error, let outcome):
            "migrating the store at \(path), the stage \(from) -> \(to) failed validation: \(Self.describe(error)); \(outcome)"
        case .migrationFailed(let path, let from, let to, let error, let outcome):
            "migrating the store at \(path), the stage \(from) -> \(to) failed: \(Self.describe(error)); \(outcome)"
        case .invalidArgument(let name, let value, let reason):
            "\(name) can't be \(value): \(reason)"
        case .undecodableValue(let entity, let rowID, let error):
            "a stored \(entity)\(rowID.map { " (row \($0))" } ?? "") can't be read: \(error)"
        case .deleteDenied(let entity, let relationship, let count):
            "can't delete the \(entity): its '\(relationship)' still holds \(count) object\(count == 1 ? "" : "s") and its delete rule is deny"
        case .missingRequiredRelationship(let entity, let relationship):
            "can't save the \(entity): its required relationship '\(relationship)' is not set"
        case .notInserted(let entity):
            "the \(entity) has not been inserted into the store yet"
        case .unknownEntity(let name):
            "'\(name)' is not a model of the store's current schema version"
        case .unknownProperty(let entity, let property):
            "'\(property)' is not a stored property of '\(entity)' (transient attributes and to-many relationships have no column)"
        case .unknownRelationship(let entity, let relationship):
            "'\(relationship)' is not a relationship of '\(entity)'"
        }
    }

    /// An error's own words: its `LocalizedError` description where it gives one (Foundation's generic
    /// "The operation could not be completed" says nothing), otherwise its `description`.
    static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
        return String(describing: error)
    }
}

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
    /// ``StoreOptions/backupBeforeMigrating`` is off.
    case backupsOff
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

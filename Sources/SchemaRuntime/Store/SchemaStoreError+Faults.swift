import Foundation
import SchemaModel

/// The runtime's faults, one function per code, each wording its message: the one place an error's text
/// is written.
extension SchemaStoreError {
    // MARK: Opening

    /// The store at `path` records `storeVersion`, newer than this app's latest; `oldestCompatible`, when the
    /// store records it, is the oldest version whose instances can still use it (newer than `latestVersion`
    /// here: a contracting step came after it).
    public static func storeIsNewer(
        path: String, storeVersion: SchemaVersion, latestVersion: SchemaVersion, oldestCompatible: SchemaVersion? = nil
    ) -> SchemaStoreError {
        let since =
            oldestCompatible.map {
                " and only instances at \($0) or later can use it (a step after \(latestVersion) contracted the schema)"
            } ?? ""
        return SchemaStoreError(
            code: .storeIsNewer,
            message:
                "the store at \(path) is at schema version \(storeVersion), newer than this app's latest (\(latestVersion))\(since); update the app, or open a copy with the newer app",
            path: path, storeVersion: storeVersion)
    }

    /// The store at `path` is at `storeVersion`, which the plan retired; `oldestSupported` is the oldest version
    /// it still migrates from.
    public static func versionRetired(path: String, storeVersion: SchemaVersion, oldestSupported: SchemaVersion)
        -> SchemaStoreError
    {
        SchemaStoreError(
            code: .versionRetired,
            message:
                "the store at \(path) is at schema version \(storeVersion), which this app no longer migrates from: its oldest supported version is \(oldestSupported); it was left untouched. Open it with a release of the app that still supports \(storeVersion) first, or start a new store",
            path: path, storeVersion: storeVersion)
    }

    /// The store at `path` matches no version this app knows, for `reason`.
    public static func unknownSchema(path: String, storeVersion: SchemaVersion?, reason: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .unknownSchema,
            message:
                "the store at \(path)\(storeVersion.map { " (version \($0))" } ?? "") matches no schema version this app knows: \(reason)",
            path: path, storeVersion: storeVersion)
    }

    /// The file at `path` is not a database (`detail` says what it is); it was left untouched.
    public static func notADatabase(path: String, detail: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .notADatabase, message: "\(path) is not a schemagen store: \(detail); it was left untouched",
            path: path)
    }

    /// The database at `path` is not this app's store (`detail` says why); it was left untouched.
    public static func foreignStore(path: String, detail: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .foreignStore, message: "\(path) is not a store of this app: \(detail); it was left untouched",
            path: path)
    }

    /// The store at `path` records `version`, but its tables differ from that version's by `difference`; with
    /// `servedAs`, the store is newer and it is the tables of that older version, which would serve it, that
    /// are not there as that version has them.
    public static func layoutMismatch(
        path: String, version: SchemaVersion, difference: String, servedAs: SchemaVersion? = nil
    ) -> SchemaStoreError {
        let difference = (servedAs.map { "as version \($0) uses it, " } ?? "") + difference
        return SchemaStoreError(
            code: .layoutMismatch,
            message:
                "the store at \(path) records version \(version) but its tables differ from that version's: \(difference); it was edited outside schemagen and was left untouched",
            path: path, storeVersion: version)
    }

    /// Another process held the store at `path` past the busy timeout.
    public static func storeBusy(path: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .storeBusy,
            message:
                "the store at \(path) is busy: another process is using or migrating it; try again when it is done",
            path: path)
    }

    /// The store's file at `path` has `linkCount` hard links.
    public static func multipleLinks(path: String, linkCount: Int) -> SchemaStoreError {
        SchemaStoreError(
            code: .multipleLinks,
            message:
                "the store at \(path) has \(linkCount) hard links: SQLite keeps a store's journal and write-ahead log beside the name it is opened by, so processes opening it by different names would not see each other's writes; remove the other links (a symbolic link is fine) and open it by one name; it was left untouched",
            path: path)
    }

    // MARK: Faults of the file system and the file

    /// The disk holding `path` is full.
    public static func diskFull(path: String, underlying: any Error) -> SchemaStoreError {
        SchemaStoreError(
            code: .diskFull,
            message: "the disk holding \(path) is full (\(describe(underlying))); free some space and try again",
            path: path, underlying: underlying)
    }

    /// The file at `path`, or its folder, can't be written: because the file system holding it is mounted
    /// read-only (where permissions are beside the point), or for want of permission.
    public static func readOnly(path: String, underlying: any Error) -> SchemaStoreError {
        let folder = (path as NSString).deletingLastPathComponent
        return readOnly(
            path: path, underlying: underlying, onReadOnlyMount: ReadOnlyMount.contains(folder.isEmpty ? "." : folder))
    }

    /// ``readOnly(path:underlying:)`` with what the file system says already known.
    static func readOnly(path: String, underlying: any Error, onReadOnlyMount: Bool) -> SchemaStoreError {
        let message =
            onReadOnlyMount
            ? "\(path) can't be written (\(describe(underlying))): the file system holding it is mounted read-only; open the store from a writable location, or remount the volume read-write"
            : "\(path) can't be written (\(describe(underlying))); check the permissions of the file and its folder"
        return SchemaStoreError(code: .readOnly, message: message, path: path, underlying: underlying)
    }

    /// An I/O error reading or writing `path`.
    public static func ioError(path: String, underlying: any Error) -> SchemaStoreError {
        SchemaStoreError(
            code: .ioError, message: "an I/O error occurred reading or writing \(path) (\(describe(underlying)))",
            path: path, underlying: underlying)
    }

    /// The database at `path` is damaged.
    public static func corrupt(path: String, underlying: any Error) -> SchemaStoreError {
        SchemaStoreError(
            code: .corrupt,
            message: "the database at \(path) is damaged (\(describe(underlying))); restore it from a copy",
            path: path, underlying: underlying)
    }

    /// The file at `path` can't be opened or created.
    public static func cannotOpen(path: String, underlying: any Error) -> SchemaStoreError {
        SchemaStoreError(
            code: .cannotOpen,
            message:
                "\(path) can't be opened or created (\(describe(underlying))); check that its folder exists and can be written",
            path: path, underlying: underlying)
    }

    /// The backup at `path` could not be made; `cleanupFailure` is set when the partial backup could not be
    /// removed either. Nothing was migrated.
    public static func backupFailed(path: String, underlying: any Error, cleanupFailure: (any Error)?)
        -> SchemaStoreError
    {
        SchemaStoreError(
            code: .backupFailed,
            message:
                "the backup at \(path) could not be made (\(describe(underlying))); nothing was migrated and the store is as it was"
                + (cleanupFailure.map { "; the partial backup could not be removed either (\(describe($0)))" } ?? ""),
            path: path, underlying: underlying)
    }

    // MARK: Migrating

    /// The custom stage `from` -> `to` threw `underlying` (exactly as thrown) migrating the store at `path`.
    public static func customStageFailed(
        path: String, from: SchemaVersion, to: SchemaVersion, underlying: any Error, outcome: MigrationOutcome
    ) -> SchemaStoreError {
        SchemaStoreError(
            code: .customStageFailed,
            message:
                "migrating the store at \(path), the custom stage \(from) -> \(to) threw: \(describe(underlying)); \(outcome)",
            path: path, underlying: underlying, outcome: outcome, stage: (from, to))
    }

    /// The stage `from` -> `to` ran on the store at `path` but the store failed a check (`underlying`: the
    /// runtime's, or the validation hook's exactly as thrown).
    public static func validationFailed(
        path: String, from: SchemaVersion, to: SchemaVersion, underlying: any Error, outcome: MigrationOutcome
    ) -> SchemaStoreError {
        SchemaStoreError(
            code: .validationFailed,
            message:
                "migrating the store at \(path), the stage \(from) -> \(to) failed validation: \(describe(underlying)); \(outcome)",
            path: path, underlying: underlying, outcome: outcome, stage: (from, to))
    }

    /// The stage `from` -> `to` could not be carried out on the store at `path`: `underlying` says why (often
    /// another ``SchemaStoreError``, such as one with code ``Code/diskFull``).
    public static func migrationFailed(
        path: String, from: SchemaVersion, to: SchemaVersion, underlying: any Error, outcome: MigrationOutcome
    ) -> SchemaStoreError {
        SchemaStoreError(
            code: .migrationFailed,
            message:
                "migrating the store at \(path), the stage \(from) -> \(to) failed: \(describe(underlying)); \(outcome)",
            path: path, underlying: underlying, outcome: outcome, stage: (from, to))
    }

    /// The argument `name` given to the runtime's API can't be `value`, for `reason` (`batchSize: 0`).
    public static func invalidArgument(name: String, value: String, reason: String) -> SchemaStoreError {
        SchemaStoreError(code: .invalidArgument, message: "\(name) can't be \(value): \(reason)")
    }

    // MARK: Using a store

    /// The statement `sql`, given as SQL, failed in the engine with `underlying`.
    public static func statementFailed(sql: String, underlying: any Error) -> SchemaStoreError {
        let shown = sql.count > 80 ? sql.prefix(77) + "..." : Substring(sql)
        return SchemaStoreError(
            code: .statementFailed, message: "the statement '\(shown)' failed: \(describe(underlying))",
            underlying: underlying)
    }

    /// `api`, which only SQLite stores have, was used on `store`, a store of another engine; `instead` says
    /// what serves every engine.
    public static func wrongEngine(api: String, store: String, instead: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .wrongEngine, message: "\(api) is an SQLite connection, and this is \(store): \(instead)")
    }

    /// A stored `entity` (row `rowID` when known) can't be read as its model declares.
    public static func undecodableValue(entity: String, rowID: Int64?, underlying: StoredValueError)
        -> SchemaStoreError
    {
        SchemaStoreError(
            code: .undecodableValue,
            message: "a stored \(entity)\(rowID.map { " (row \($0))" } ?? "") can't be read: \(underlying)",
            underlying: underlying, entity: entity)
    }

    /// A row of `entity` without its internal key: an undecodable value, as a damaged table's would be.
    package static func missingPrimaryKey(entity: String) -> SchemaStoreError {
        undecodableValue(
            entity: entity, rowID: nil,
            underlying: StoredValueError(
                column: TableLayout.primaryKey, expectedType: "Int64", found: .null,
                reason: "every row needs its internal key"))
    }

    /// A `deny` delete rule on `relationship` refused to delete an `entity` holding `relatedCount` objects.
    public static func deleteDenied(entity: String, relationship: String, relatedCount: Int) -> SchemaStoreError {
        SchemaStoreError(
            code: .deleteDenied,
            message:
                "can't delete the \(entity): its '\(relationship)' still holds \(relatedCount) object\(relatedCount == 1 ? "" : "s") and its delete rule is deny",
            entity: entity)
    }

    /// An `entity` was saved without its required to-one `relationship`.
    public static func missingRequiredRelationship(entity: String, relationship: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .missingRequiredRelationship,
            message: "can't save the \(entity): its required relationship '\(relationship)' is not set",
            entity: entity)
    }

    /// An `entity` instance was used as stored before it was inserted.
    public static func notInserted(entity: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .notInserted, message: "the \(entity) has not been inserted into the store yet", entity: entity)
    }

    /// The model `entity` is not part of the store's current version.
    public static func unknownEntity(_ entity: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .unknownEntity, message: "'\(entity)' is not a model of the store's current schema version",
            entity: entity)
    }

    /// A predicate or sort names `property`, which `entity` does not store.
    public static func unknownProperty(entity: String, property: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .unknownProperty,
            message:
                "'\(property)' is not a stored property of '\(entity)' (transient attributes and to-many relationships have no column)",
            entity: entity)
    }

    /// `entity` was asked for `relationship`, which it does not have: generated code of another version, or
    /// a name misspelled in code that reaches relationships by name.
    public static func unknownRelationship(entity: String, relationship: String) -> SchemaStoreError {
        SchemaStoreError(
            code: .unknownRelationship, message: "'\(relationship)' is not a relationship of '\(entity)'",
            entity: entity)
    }
}

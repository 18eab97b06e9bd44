import Foundation
import SchemaModel

/// Everything that can go wrong opening, migrating or using a store: a ``code`` that says which fault it is,
/// the store it concerns, the error that caused it unchanged, and a message a developer can act on.
///
/// It is a structure around a code, not an enumeration, so that a new fault is a new ``Code`` and never
/// breaks a caller's exhaustive `switch`. Compare codes to act on a kind of fault:
///
/// ```swift
/// do {
///     store = try SchemaStore.open(at: url, plan: AppMigrations.self, customStages: AppStages())
/// } catch let error as SchemaStoreError where error.code == .storeBusy {
///     // Another process is migrating it; try again shortly.
/// }
/// ```
///
/// Errors that end a migration say truthfully where the store is (``outcome``): restored from its backup,
/// or left whole at the last version whose stage committed.
///
/// ## Topics
/// ### Reading an error
/// - ``code``
/// - ``Code``
/// - ``path``
/// - ``underlyingError``
/// - ``outcome``
/// - ``stage``
/// - ``storeVersion``
/// - ``entity``
/// - ``description``
/// ### Opening
/// - ``storeIsNewer(path:storeVersion:latestVersion:oldestCompatible:)``
/// - ``versionRetired(path:storeVersion:oldestSupported:)``
/// - ``unknownSchema(path:storeVersion:reason:)``
/// - ``notADatabase(path:detail:)``
/// - ``foreignStore(path:detail:)``
/// - ``layoutMismatch(path:version:difference:servedAs:)``
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
/// - ``statementFailed(sql:underlying:)``
/// - ``wrongEngine(api:store:instead:)``
public struct SchemaStoreError: Error, CustomStringConvertible, LocalizedError {
    /// Which fault this is.
    public let code: Code
    /// The file the fault concerns (the store, its backup, a file beside it), when it concerns one.
    public let path: String?
    /// The error that caused this one, exactly as it was thrown, when another error did.
    public let underlyingError: (any Error)?
    /// Where a failed migration left the store, for the errors that end one.
    public let outcome: MigrationOutcome?
    /// The migration step that failed, for the errors that end a migration.
    public let stage: (from: SchemaVersion, to: SchemaVersion)?
    /// The version the store records, when the fault is about it (a store newer than the app, one whose
    /// version the app does not know, one whose tables differ from its version's).
    public let storeVersion: SchemaVersion?
    /// The model (entity) concerned, for faults of using a store.
    public let entity: String?
    /// The message, complete: what happened, where, and what to do.
    public let description: String

    /// The message, as `localizedDescription` gives it.
    public var errorDescription: String? { description }

    /// Creates an error. The runtime's own faults are made by the static functions named for each code,
    /// which word their messages alike; this is for stores that report a fault of their own.
    public init(
        code: Code, message: String, path: String? = nil, underlying: (any Error)? = nil,
        outcome: MigrationOutcome? = nil, stage: (from: SchemaVersion, to: SchemaVersion)? = nil,
        storeVersion: SchemaVersion? = nil, entity: String? = nil
    ) {
        self.code = code
        self.description = message
        self.path = path
        self.underlyingError = underlying
        self.outcome = outcome
        self.stage = stage
        self.storeVersion = storeVersion
        self.entity = entity
    }

    /// An error's own words: its `LocalizedError` description where it gives one (Foundation's generic
    /// "The operation could not be completed" says nothing), otherwise its `description`.
    package static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
        return String(describing: error)
    }
}

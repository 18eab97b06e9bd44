import Foundation
import SchemaKit

/// Everything that can go wrong opening, migrating or using a store, each with a message a developer can
/// act on.
public enum SchemaStoreError: Error, CustomStringConvertible, Sendable {
    /// The store was written by a newer version of the app.
    case storeIsNewer(path: String, storeVersion: SchemaVersion, latestVersion: SchemaVersion)
    /// The store's version or fingerprint matches no version this app knows.
    case unknownSchema(path: String, storeVersion: SchemaVersion?, reason: String)
    /// The file is not an SQLite database.
    case notADatabase(path: String, detail: String)
    /// Another process holds the store and did not release it in time.
    case storeBusy(path: String)
    /// A custom stage's code threw; the store was restored.
    case customStageFailed(from: SchemaVersion, to: SchemaVersion, underlying: String)
    /// A stage finished but the store failed a check; the store was restored.
    case validationFailed(from: SchemaVersion, to: SchemaVersion, reason: String)
    /// A stage could not be carried out; the store was restored.
    case migrationFailed(from: SchemaVersion, to: SchemaVersion, reason: String)
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

    public var description: String {
        switch self {
        case .storeIsNewer(let path, let storeVersion, let latest):
            "the store at \(path) is at schema version \(storeVersion), newer than this app's latest (\(latest)); update the app, or open a copy with the newer app"
        case .unknownSchema(let path, let version, let reason):
            "the store at \(path)\(version.map { " (version \($0))" } ?? "") matches no schema version this app knows: \(reason)"
        case .notADatabase(let path, let detail):
            "\(path) is not a schemagen store: \(detail)"
        case .storeBusy(let path):
            "the store at \(path) is busy: another process is using or migrating it; try again when it is done"
        case .customStageFailed(let from, let to, let underlying):
            "the custom stage \(from) -> \(to) threw: \(underlying); the store was left as it was before migrating"
        case .validationFailed(let from, let to, let reason):
            "the stage \(from) -> \(to) failed validation: \(reason); the store was left as it was before migrating"
        case .migrationFailed(let from, let to, let reason):
            "the stage \(from) -> \(to) failed: \(reason); the store was left as it was before migrating"
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
        }
    }
}

import SchemaModel

/// One version of a schema, as generated code declares it (`enum SchemaV9: VersionedSchema`), shaped like
/// SwiftData's protocol of the same name.
public protocol VersionedSchema {
    /// The version, as `major.minor.patch`.
    static var versionIdentifier: SchemaVersion { get }
    /// The model types of this version, defined here or reused from earlier versions.
    static var models: [any PersistentModel.Type] { get }
    /// The whole version as data: the runtime derives tables, fingerprints and lightweight stages from it.
    static var schemaDescription: Schema { get }
}

/// A persisted model class of a schema version.
///
/// Generated classes are ``StoredModel``s: they declare a table of their stored properties, and the
/// runtime implements these requirements from it, through key paths, not reflection. Code generated for
/// runtime API version 2 implements them itself. Relationships are not part of the row; the store connects
/// them.
public protocol PersistentModel: AnyObject {
    /// The entity name (the class name in every version), which is also the table name; by default the
    /// name in ``modelDescription``.
    static var entityName: String { get }
    /// The model as data. A model reused by a later version keeps its description, so each version's
    /// ``VersionedSchema/schemaDescription`` is assembled from its models' descriptions.
    static var modelDescription: Model { get }
    /// The store's identity for the instance: `nil` until it is inserted, then the row's primary key.
    var persistentModelID: Int64? { get set }
    /// Creates an instance from a stored row; transient attributes take their defaults and relationships
    /// start empty.
    init(storedRow: StoredRow) throws
    /// The stored attributes as a row (transient attributes and relationships are not included).
    func storedRow() -> StoredRow
    /// The instances a relationship holds (zero or one for to-one), by relationship name.
    ///
    /// - Throws: ``SchemaStoreError/unknownRelationship(entity:relationship:)`` for a name the model does not have.
    func relatedModels(for relationship: String) throws -> [any PersistentModel]
    /// Replaces what a relationship holds, by relationship name; instances of another type are left out.
    ///
    /// - Throws: ``SchemaStoreError/unknownRelationship(entity:relationship:)`` for a name the model does not have.
    func setRelatedModels(_ models: [any PersistentModel], for relationship: String) throws
}

extension PersistentModel {
    /// The name in ``modelDescription``, so generated code states it once.
    public static var entityName: String { modelDescription.name }
}

/// An enum of a schema version, stored by raw value and described as data like the models.
public protocol SchemaEnum: StorableEnum, CaseIterable, Sendable {
    /// The enum as data.
    static var enumDescription: EnumDeclaration { get }
}

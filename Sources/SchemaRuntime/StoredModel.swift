import SchemaModel

/// A persistent model described by one table of its stored properties (runtime API version 3): the
/// runtime derives the model as data, the row it stores and the access to its relationships from
/// ``storedProperties``, so generated code names each property's stored name once, in that table.
///
/// Only decoding stays in the class, because a designated initialiser can't be written in an extension:
/// it reads the row's values in the table's order with ``StoredProperties/reader(for:)``.
public protocol StoredModel: PersistentModel {
    /// The model's stored properties, attributes and relationships, in the order the schema declares them,
    /// each with its key path, stored name and schema type: the runtime reads, writes and connects instances
    /// through it.
    static var storedProperties: StoredProperties<Self> { get }
    /// The stored attributes' values in the table's order, which is the order of the entity's columns: how
    /// the runtime writes a row without building a ``StoredRow`` by name. The default reads them through
    /// the table's key paths.
    func storedValues() -> [StoredValue]
}

extension StoredModel {
    /// The model as data, built once from ``storedProperties``.
    public static var modelDescription: Model { storedProperties.model }

    /// The stored attributes' values in the table's order, read through its key paths.
    // Inlinable, like the table's factories, so that an optimized build specializes it for the model: in
    // unspecialized generic code every call instantiates the table's type metadata.
    @inlinable
    public func storedValues() -> [StoredValue] {
        Self.storedProperties.values(of: self)
    }

    /// The stored attributes' values by name.
    public func storedRow() -> StoredRow {
        let properties = Self.storedProperties
        return StoredRow(
            Dictionary(
                zip(properties.storedColumns, properties.values(of: self)), uniquingKeysWith: { first, _ in first }))
    }

    /// The instances relationship `relationship` holds: zero or one for a to-one.
    public func relatedModels(for relationship: String) throws -> [any PersistentModel] {
        try Self.storedProperties.relationship(named: relationship).read(self)
    }

    /// Replaces what relationship `relationship` holds; instances of another type are left out.
    public func setRelatedModels(_ models: [any PersistentModel], for relationship: String) throws {
        try Self.storedProperties.relationship(named: relationship).write(self, models)
    }
}

extension StoredModel {
    /// The names of the stored attributes, in the order of ``storedValues()``.
    var storedColumns: [String] { Self.storedProperties.storedColumns }
}

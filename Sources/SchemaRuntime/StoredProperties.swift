import SchemaModel

/// One model's stored properties as a table: for each, where it lives in the class (a key path), its
/// stored name and its schema type. Generated code declares one per model
/// (``StoredModel/storedProperties``); the runtime reads and writes instances through it.
public struct StoredProperties<Root: AnyObject>: Sendable {
    /// The model as data, as the schema declares it.
    public let model: Model
    /// How to read each stored (not transient) attribute of an instance, in declaration order.
    @usableFromInline
    let readers: [@Sendable (Root) -> StoredValue]
    /// The stored attributes' names, in the order of `readers`: the entity's columns, built once.
    let storedColumns: [String]
    /// Relationship accessors by name.
    private let relationships: [String: StoredProperty<Root>.RelationshipAccess]
    /// Each stored attribute's name, by its key path, for queries that name attributes by key path.
    private let namesByKeyPath: [StoredKeyPath: String]

    /// A model named `entity` made of `properties` (attributes and relationships, each in declaration
    /// order), with its model-level options.
    public init(
        _ entity: String, _ properties: [StoredProperty<Root>], renamedFrom: String? = nil,
        hashModifier: String? = nil, unique: [[String]] = [], indexes: [[String]] = []
    ) {
        var attributes: [Attribute] = []
        var relationshipDescriptions: [Relationship] = []
        var storedColumns: [String] = []
        var readers: [@Sendable (Root) -> StoredValue] = []
        var relationships: [String: StoredProperty<Root>.RelationshipAccess] = [:]
        var namesByKeyPath: [StoredKeyPath: String] = [:]
        for property in properties {
            switch property.kind {
            case .attribute(let attribute, let read, let keyPath):
                attributes.append(attribute)
                if let read {
                    storedColumns.append(attribute.name)
                    readers.append(read)
                }
                if let keyPath { namesByKeyPath[keyPath] = attribute.name }
            case .relationship(let relationship, let access):
                relationshipDescriptions.append(relationship)
                relationships[relationship.name] = access
            }
        }
        self.model = Model(
            name: entity, renamedFrom: renamedFrom, hashModifier: hashModifier, attributes: attributes,
            relationships: relationshipDescriptions, unique: unique, indexes: indexes)
        self.storedColumns = storedColumns
        self.readers = readers
        self.relationships = relationships
        self.namesByKeyPath = namesByKeyPath
    }

    /// The stored name of the attribute at `keyPath`; `nil` for a key path to anything else (a computed or
    /// transient property, a relationship).
    func storedName(of keyPath: AnyKeyPath) -> String? {
        namesByKeyPath[StoredKeyPath(keyPath)]
    }

    /// The stored attributes' values of `root`, in the table's order.
    @inlinable
    public func values(of root: Root) -> [StoredValue] {
        readers.map { $0(root) }
    }

    /// Reads `row`'s stored attributes in the table's order, for a model's `init(storedRow:)`.
    public func reader(for row: StoredRow) -> StoredRowReader {
        StoredRowReader(row: row, columns: storedColumns)
    }

    func relationship(named name: String) throws -> StoredProperty<Root>.RelationshipAccess {
        guard let access = relationships[name] else {
            throw SchemaStoreError.unknownRelationship(entity: model.name, relationship: name)
        }
        return access
    }
}

/// The stored attributes of one row, read in the order of a model's ``StoredProperties``.
public struct StoredRowReader {
    private let row: StoredRow
    private let columns: [String]
    private var index = 0

    init(row: StoredRow, columns: [String]) {
        self.row = row
        self.columns = columns
    }

    /// The next stored attribute's value as `T`, with its column named in any error.
    public mutating func next<T: StorableValue>() throws -> T {
        // Generated code reads exactly the table's stored attributes; reading past them is a generator bug.
        precondition(index < columns.count, "init(storedRow:) reads more attributes than its model stores")
        defer { index += 1 }
        return try row.decode(columns[index])
    }
}

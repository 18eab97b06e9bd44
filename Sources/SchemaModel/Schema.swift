/// One schema version as data: its version number, namespace, enums and models.
///
/// Generated code describes each version with one of these (`SchemaV9.schemaDescription`), and the runtime
/// derives tables, fingerprints and lightweight stages from it; the generator builds the same value from a
/// version file. It says nothing about where anything was written.
public struct Schema: Hashable, Sendable {
    /// The version (`version:`).
    public var version: SchemaVersion
    /// The Swift namespace (`SchemaV9`).
    public var name: String
    /// The enums, in the order written.
    public var enums: [EnumDeclaration]
    /// The models, in the order written.
    public var models: [Model]

    /// Creates a schema.
    public init(version: SchemaVersion, name: String, enums: [EnumDeclaration] = [], models: [Model]) {
        self.version = version
        self.name = name
        self.enums = enums
        self.models = models
    }

    /// The model with the given name.
    public func model(named name: String) -> Model? {
        models.first { $0.name == name }
    }

    /// The enum with the given name.
    public func enumDeclaration(named name: String) -> EnumDeclaration? {
        enums.first { $0.name == name }
    }

    /// The relationship of this version that pairs with `relationship` of `model`, whichever side names the
    /// other as its inverse.
    public func inverse(of relationship: Relationship, in model: Model) -> Relationship? {
        SchemaDiff.effectiveInverse(of: relationship, in: model, target: self.model(named:)).flatMap {
            self.model(named: relationship.target)?.relationship(named: $0)
        }
    }
}

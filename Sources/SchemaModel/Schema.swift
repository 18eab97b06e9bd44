/// One schema version as data: its version number, namespace, enums, structs and models.
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
    /// The structs, in the order written.
    public var structs: [StructDeclaration]
    /// The models, in the order written.
    public var models: [Model] {
        didSet {
            modelPositions = Self.positions(of: models)
            superclassNames = Self.superclassNames(of: models)
        }
    }
    /// Where each model name first appears in `models`: every relationship looks its target up by name, so
    /// a search through the list would make a version of n models cost n squared.
    private var modelPositions: [String: Int]
    /// The models some model names as its `superclass`: the cascade and both flavors' renderers ask of every
    /// model whether it has subclasses, which a search through the list would make n squared too.
    private var superclassNames: Set<String>

    /// Creates a schema.
    public init(
        version: SchemaVersion, name: String, enums: [EnumDeclaration] = [], structs: [StructDeclaration] = [],
        models: [Model]
    ) {
        self.version = version
        self.name = name
        self.enums = enums
        self.structs = structs
        self.models = models
        modelPositions = Self.positions(of: models)
        superclassNames = Self.superclassNames(of: models)
    }

    /// The model with the given name (the first, if a broken file declares it twice).
    public func model(named name: String) -> Model? {
        modelPositions[name].map { models[$0] }
    }

    /// The models' names, in the order written; read in place, since a loop over ``models`` copies each model
    /// whole.
    public var modelNames: [String] {
        models.indices.map { models[$0].name }
    }

    /// The position in ``models`` of the model with the given name (the first, if a broken file declares it
    /// twice). Whoever only reads a part of the model, or asks whether it exists, reads it there rather than
    /// through ``model(named:)``, whose copy of the whole model costs more than the lookup.
    public func modelIndex(named name: String) -> Int? {
        modelPositions[name]
    }

    /// Whether another model of the schema inherits from the model named `name`.
    public func hasSubclasses(_ name: String) -> Bool { superclassNames.contains(name) }

    // Both by index, as `modelNames`: a schema indexes its models whenever they are set.
    private static func superclassNames(of models: [Model]) -> Set<String> {
        Set(models.indices.lazy.compactMap { models[$0].superclass })
    }

    private static func positions(of models: [Model]) -> [String: Int] {
        Dictionary(models.indices.lazy.map { (models[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The enum with the given name.
    public func enumDeclaration(named name: String) -> EnumDeclaration? {
        enums.first { $0.name == name }
    }

    /// The struct with the given name.
    public func structDeclaration(named name: String) -> StructDeclaration? {
        structs.first { $0.name == name }
    }

    /// The names of the enums and structs a value of `type` holds, its own and those its structs' fields hold,
    /// each once, nearest first: everything a change to which changes what the value is.
    public func declaredTypes(reachableFrom type: AttributeType) -> [String] {
        var found: [String] = []
        var pending = [type]
        while let next = pending.popLast() {
            guard let name = next.declaredTypeName, !found.contains(name) else { continue }
            found.append(name)
            if let declaration = structDeclaration(named: name) {
                pending.append(contentsOf: declaration.fields.map(\.type).reversed())
            }
        }
        return found
    }

    /// The relationship of this version that pairs with `relationship` of `model`, whichever side names the
    /// other as its inverse.
    public func inverse(of relationship: Relationship, in model: Model) -> Relationship? {
        effectiveInverse(of: relationship, in: model).flatMap {
            self.model(named: relationship.target)?.relationship(named: $0)
        }
    }

    /// ``SchemaDiff/effectiveInverse(of:in:target:)`` with the target looked up in this version, reading its
    /// relationships where they are: the diff and the inverse checks ask it of every relationship.
    public func effectiveInverse(of relationship: Relationship, in model: Model) -> String? {
        if let inverse = relationship.inverse { return inverse }
        guard let target = modelPositions[relationship.target] else { return nil }
        return SchemaDiff.namingBack(relationship, of: model, among: models[target].relationships)
    }
}

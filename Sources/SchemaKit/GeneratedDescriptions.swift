/// Initialisers without source positions, for the schema descriptions compiled into generated code
/// (`SchemaV9.schemaDescription`). The runtime compares these descriptions to derive lightweight stages and
/// fingerprints; positions would only make generated files change when a YAML comment moves.
extension SourceLocation {
    /// The position of an element described by generated code rather than read from a file.
    public static let generated = SourceLocation(file: "", line: 0, column: 0)
}

extension Schema {
    /// A version described by generated code.
    public init(
        version: SchemaVersion, name: String, file: String, enums: [EnumDeclaration] = [], models: [Model],
        aliases: [SchemaAlias] = []
    ) {
        let stem = String(file.split(separator: "/").last?.split(separator: ".").first ?? "")
        self.init(
            version: version, versionLocation: .generated, name: name, file: file, fileStem: stem, enums: enums,
            models: models, aliases: aliases)
    }
}

extension Model {
    /// A model described by generated code.
    public init(
        name: String, renamedFrom: String? = nil, hashModifier: String? = nil, attributes: [Attribute] = [],
        relationships: [Relationship] = [], unique: [[String]] = [], indexes: [[String]] = []
    ) {
        self.init(
            name: name, renamedFrom: renamedFrom.map { Located($0, at: .generated) }, attributes: attributes,
            relationships: relationships, uniqueConstraints: unique.map { Located($0, at: .generated) },
            indexes: indexes.map { Located($0, at: .generated) }, hashModifier: hashModifier, location: .generated)
    }
}

extension Attribute {
    /// An attribute described by generated code.
    public init(
        name: String, type: AttributeType, defaultValue: DefaultValue? = nil, isUnique: Bool = false,
        originalName: String? = nil, isTransient: Bool = false, usesExternalStorage: Bool = false,
        hashModifier: String? = nil
    ) {
        self.init(
            name: name, type: type, defaultValue: defaultValue, isUnique: isUnique,
            originalName: originalName.map { Located($0, at: .generated) }, isTransient: isTransient,
            usesExternalStorage: usesExternalStorage, hashModifier: hashModifier, location: .generated)
    }
}

extension Relationship {
    /// A relationship described by generated code.
    public init(
        name: String, target: String, cardinality: Cardinality, inverse: String? = nil,
        deleteRule: DeleteRule = .nullify,
        minCount: Int? = nil, maxCount: Int? = nil, originalName: String? = nil, hashModifier: String? = nil
    ) {
        self.init(
            name: name, target: target, cardinality: cardinality, inverse: inverse.map { Located($0, at: .generated) },
            deleteRule: deleteRule, minCount: minCount, maxCount: maxCount,
            originalName: originalName.map { Located($0, at: .generated) }, hashModifier: hashModifier,
            location: .generated)
    }
}

extension EnumDeclaration {
    /// An enum described by generated code.
    public init(name: String, rawType: RawType, cases: [Case]) {
        self.init(name: name, rawType: rawType, cases: cases, location: .generated)
    }
}

extension EnumDeclaration.Case {
    /// A case described by generated code.
    public init(_ name: String, _ rawValue: EnumDeclaration.RawValue, explicit: Bool = false) {
        self.init(name: name, rawValue: rawValue, hasExplicitRawValue: explicit, location: .generated)
    }
}

extension SchemaAlias {
    /// An alias described by generated code.
    public init(name: String, target: String) {
        self.init(name: name, target: target, location: .generated)
    }
}

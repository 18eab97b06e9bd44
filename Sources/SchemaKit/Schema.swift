/// One schema version: a complete snapshot of the models and enums, read from one file.
public struct Schema: Hashable, Sendable {
    /// The version (`version:`).
    public var version: SchemaVersion
    /// Where `version:` was written.
    public var versionLocation: SourceLocation
    /// The Swift namespace (`name:`, by default `Schema` + the file's stem).
    public var name: String
    /// The file the version was read from, as shown to the user.
    public var file: String
    /// The file's name without folder or extension (`V9`), from which output file names derive.
    public var fileStem: String
    /// The enums, in the order written.
    public var enums: [EnumDeclaration]
    /// The models, in the order written.
    public var models: [Model]
    /// Extra names for the typealias map.
    public var aliases: [SchemaAlias]
    /// What the file says about the step from the previous version.
    public var migration: MigrationHints?

    /// Creates a schema.
    public init(
        version: SchemaVersion,
        versionLocation: SourceLocation,
        name: String,
        file: String,
        fileStem: String,
        enums: [EnumDeclaration] = [],
        models: [Model],
        aliases: [SchemaAlias] = [],
        migration: MigrationHints? = nil
    ) {
        self.version = version
        self.versionLocation = versionLocation
        self.name = name
        self.file = file
        self.fileStem = fileStem
        self.enums = enums
        self.models = models
        self.aliases = aliases
        self.migration = migration
    }

    /// The model with the given name.
    public func model(named name: String) -> Model? {
        models.first { $0.name == name }
    }

    /// The enum with the given name.
    public func enumDeclaration(named name: String) -> EnumDeclaration? {
        enums.first { $0.name == name }
    }
}

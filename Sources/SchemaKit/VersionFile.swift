import SchemaModel

/// One schema version as the generator reads it: the version's ``Schema``, and what only the generator
/// needs, namely the file it came from, where each element was written, the typealias map's extra names and
/// what the file says about the step from the previous version.
public struct VersionFile: Sendable {
    /// The version itself, as generated code will describe it.
    public var schema: Schema
    /// The file the version was read from, as shown to the user.
    public var file: String
    /// The file's name without folder or extension (`V9`), from which output file names derive.
    public var fileStem: String
    /// The file's name without its folder (`Schemas/V9.yaml` -> `V9.yaml`): how generated headers, the lock
    /// and messages about the order of files name it, the same on every machine.
    public var fileName: String { Self.fileName(ofPath: file) }
    /// Extra names for the typealias map.
    public var aliases: [SchemaAlias]
    /// What the file says about the step from the previous version.
    public var migration: MigrationHints?
    /// Where each element was written.
    public var sources: SourceMap

    /// Creates a version file.
    public init(
        schema: Schema, file: String, fileStem: String, aliases: [SchemaAlias] = [],
        migration: MigrationHints? = nil, sources: SourceMap? = nil
    ) {
        self.schema = schema
        self.file = file
        self.fileStem = fileStem
        self.aliases = aliases
        self.migration = migration
        self.sources = sources ?? SourceMap(file: file)
    }

    /// The version without the places its elements were written (an empty map, so every location falls back
    /// to the top of the file): for a caller done with diagnostics. A large history's places are a fifth of
    /// what it holds in memory.
    public func forgettingSources() -> VersionFile {
        var file = self
        file.sources = SourceMap(file: self.file)
        return file
    }

    /// The version (`version:`).
    public var version: SchemaVersion { schema.version }
    /// The Swift namespace.
    public var name: String { schema.name }
    /// The enums, in the order written.
    public var enums: [EnumDeclaration] { schema.enums }
    /// The structs, in the order written.
    public var structs: [StructDeclaration] { schema.structs }
    /// The models, in the order written.
    public var models: [Model] { schema.models }

    /// The model with the given name.
    public func model(named name: String) -> Model? { schema.model(named: name) }

    /// The enum with the given name.
    public func enumDeclaration(named name: String) -> EnumDeclaration? { schema.enumDeclaration(named: name) }

    /// The struct with the given name.
    public func structDeclaration(named name: String) -> StructDeclaration? { schema.structDeclaration(named: name) }

    /// Where `element` was written (or the nearest element containing it).
    public func location(of element: SchemaElement) -> SourceLocation { sources.location(of: element) }

    /// Where `version:` was written.
    public var versionLocation: SourceLocation { sources.location(of: .version) }

    /// The last component of a path as shown (`Schemas/V1.yaml` -> `V1.yaml`).
    public static func fileName(ofPath path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}

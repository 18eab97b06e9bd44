import SchemaKit
import SchemaModel

/// Loads one version file's YAML document into a ``VersionFile``, checking every key, name, type and default
/// against the schema language. (``SchemaHistoryLoader`` reads a folder of files and loads each with it.)
///
/// Loading reports every problem it finds in the file, not only the first. Checks that need the whole
/// version (relationship inverses, properties named by `unique:`) are in ``SchemaValidator``; checks that
/// need the previous version are in ``SchemaHistoryValidator``.
public struct VersionFileLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Loads `root`, the root mapping of the file `file` whose name without extension is `fileStem`: a tree
    /// built in code, such as the SwiftData import's.
    ///
    /// - Returns: the version, or `nil` when the file has errors, and the diagnostics found either way.
    public func load(_ root: YAMLNode, file: String, fileStem: String) -> (
        schema: VersionFile?, diagnostics: [Diagnostic]
    ) {
        load(YAMLDocument(tree: root), file: file, fileStem: fileStem)
    }

    /// Loads `document`, as the reader read the file `file`.
    func load(_ document: YAMLDocument, file: String, fileStem: String) -> (
        schema: VersionFile?, diagnostics: [Diagnostic]
    ) {
        var loader = VersionFileReading(document: document, file: file, fileStem: fileStem)
        let schema = loader.loadSchema()
        let diagnostics = loader.diagnostics
        return (diagnostics.containsErrors ? nil : schema, diagnostics)
    }
}

/// The state of reading one file's document, section by section (its extensions, one per section): what has been
/// declared so far and what has gone wrong.
struct VersionFileReading {
    typealias Node = YAMLDocument.Node
    typealias Entry = YAMLDocument.Entry

    /// The file being read; every node the reader is given belongs to it.
    let document: YAMLDocument
    let file: String
    let fileStem: String
    var diagnostics: [Diagnostic] = []
    /// Where each element was written.
    var sources: SourceMap
    /// Enums declared in this file, by name, filled in before models are read.
    var enumsByName: [String: EnumDeclaration] = [:]
    /// Names of all enums declared, including ones whose body has errors.
    var enumNames: Set<String> = []
    /// Names of all structs declared, before their bodies are read.
    var structNames: Set<String> = []
    /// Names of all models declared, before their bodies are read.
    var modelNames: Set<String> = []
    /// Each type text an attribute has named so far, resolved: a file spells a few types hundreds of times.
    /// Attributes are read once every enum and model name is known, so a text always resolves alike.
    var resolvedTypes: [String: AttributeType] = [:]
    /// The same, by the number of the scalar a type was written in: a lookup by index, not a hash of the text.
    var resolvedTypesByText = TextFacts<AttributeType>()
    /// The texts known to be valid Swift identifiers (an invalid one is reported wherever it is written).
    var validIdentifiers = TextFacts<Bool>()
    /// What this file's "did you mean" hints may still spend (see ``NameSuggestion/Budget``).
    var suggestionBudget = NameSuggestion.Budget()
    /// The model names prepared for hints, built at the first unknown relationship target (all are known by
    /// then: every model's name is recorded before any model is loaded).
    lazy var modelSuggestions = NameSuggestion.Index(modelNames.sorted())
    /// The types an attribute may name, prepared for hints at the first unknown type.
    lazy var typeSuggestions = NameSuggestion.Index(
        PrimitiveType.allCases.map(\.rawValue) + AttributeType.Spelling.allCases.map(\.rawValue) + enumNames.sorted()
            + structNames.sorted())
    /// The models, enums and structs an alias may name, prepared for hints at the first unknown alias target.
    lazy var aliasTargetSuggestions = NameSuggestion.Index(modelNames.union(enumNames).union(structNames).sorted())

    init(document: YAMLDocument, file: String, fileStem: String) {
        self.document = document
        self.file = file
        self.fileStem = fileStem
        sources = SourceMap(file: file)
    }

    static let topLevelKeys = TopLevelKey.names

    mutating func loadSchema() -> VersionFile? {
        let root = document.root
        guard let entries = document.entries(of: root) else { return nil }
        // Top-level keys starting with 'x-' are the user's own, for example a place to define YAML anchors.
        let ownEntries = entries.filter { !document.key($0).hasPrefix("x-") }
        let misspelled = checkKeys(ownEntries, allowed: Self.topLevelKeys, context: "at the top level of a schema file")
        let keyed = KeyedEntries(entries, in: document)

        let version = loadVersion(
            keyed[TopLevelKey.version], root: root, isMisspelled: misspelled.contains(TopLevelKey.version.rawValue))
        let name = loadNamespace(keyed[TopLevelKey.name], root: root)

        if let enumsEntry = keyed[TopLevelKey.enums] {
            loadEnums(enumsEntry.value)
        }
        let structsEntry = keyed[TopLevelKey.structs]
        if let structsEntry { declareStructNames(structsEntry.value) }
        var models: [Model] = []
        if let modelsEntry = keyed[TopLevelKey.models] {
            models = loadModels(modelsEntry)
        } else if !misspelled.contains("models") {
            error(
                .missingKey, "missing required key 'models'", at: root.location,
                hint:
                    "add 'models:' with at least one model, for example 'models: { Item: { attributes: { title: String } } }'"
            )
        }
        let structs = structsEntry.map { loadStructs($0.value) } ?? []
        let aliases = keyed[TopLevelKey.aliases].map { loadAliases($0.value) } ?? []
        let migration = keyed[TopLevelKey.migration].map { loadMigration($0) }

        guard let version, let name else { return nil }
        let schema = Schema(
            version: version, name: name, enums: enumNamesInOrder.compactMap { enumsByName[$0] }, structs: structs,
            models: models)
        return VersionFile(
            schema: schema, file: file, fileStem: fileStem, aliases: aliases, migration: migration, sources: sources)
    }

    /// Enum names in the order they were written, so the IR keeps the file's order.
    var enumNamesInOrder: [String] = []

    private mutating func loadVersion(_ entry: Entry?, root: Node, isMisspelled: Bool)
        -> SchemaVersion?
    {
        guard let entry else {
            // A misspelled 'version' key is reported once, as an unknown key with a suggestion.
            if isMisspelled { return nil }
            error(
                .missingKey, "missing required key 'version'", at: root.location,
                hint: "add 'version: 1.0.0' (major.minor.patch, as in Schema.Version)")
            return nil
        }
        guard let scalar = document.scalar(entry.value), !scalar.isNull else {
            error(
                .invalidVersion,
                "'version' must be a version number such as 1.2.0, not \(document.kindDescription(entry.value))",
                at: entry.value.location, hint: "write 'version: 1.2.0'")
            return nil
        }
        guard let version = SchemaVersion(parsing: scalar.text) else {
            error(
                .invalidVersion, "'\(scalar.text)' is not a valid version", at: entry.value.location,
                hint: "write major.minor.patch with whole numbers, such as 1.2.0 ('1.2' means 1.2.0)")
            return nil
        }
        sources.record(.version, at: entry.value.location)
        return version
    }

    private mutating func loadNamespace(_ entry: Entry?, root: Node) -> String? {
        guard let entry else {
            let defaultName = GeneratedNames.namespace(forFileStem: fileStem)
            guard SwiftIdentifier.isValid(defaultName) else {
                error(
                    .invalidIdentifier,
                    "the file name gives the namespace '\(defaultName)', which is not a Swift identifier",
                    at: root.location,
                    hint: "add 'name: \(SwiftIdentifier.suggestion(for: defaultName))' or rename the file")
                return nil
            }
            return defaultName
        }
        guard let text = scalarText(entry.value, what: "'name'") else { return nil }
        guard checkIdentifier(text, at: entry.value.location, what: "the namespace name") else { return nil }
        return text
    }
}

/// A mapping's entries by key, for looking up the keys a construct knows. A linear scan: the mappings
/// that are looked up by key have a handful of entries, and building a dictionary for each costs more.
struct KeyedEntries {
    private let entries: ArraySlice<YAMLDocument.Entry>
    private let document: YAMLDocument

    /// `entries` of a mapping of `document`, which holds their keys' texts.
    init(_ entries: ArraySlice<YAMLDocument.Entry>, in document: YAMLDocument) {
        self.entries = entries
        self.document = document
    }

    subscript<Key: SchemaKey>(key: Key) -> YAMLDocument.Entry? {
        // The name is made once, and only the matching entry is copied out: `first(where:)` copied each entry
        // it tested.
        let name = key.rawValue
        for index in entries.indices where document.key(entries[index], is: name) { return entries[index] }
        return nil
    }
}

import SchemaGenCore
import SchemaKit
import SchemaModel

/// A version file the import writes: built in memory as a located tree whose every node carries the Swift
/// location it comes from, loaded by schemagen's own loader (so what `validate` reports about it is at the
/// hand-written code), and written out by its version-file writer.
public struct WrittenVersionFile: Sendable {
    /// The file name (`V9.yaml`).
    public var fileName: String
    /// The version.
    public var version: SchemaVersion
    /// The YAML text; empty when schemagen's loader refuses the version (see ``diagnostics``).
    public var text: String
    /// The version file as a tree, at Swift locations: what the import validates and audits.
    public var tree: SchemaSourceTree
    /// What loading this file alone reported, at Swift locations.
    public var diagnostics: [Diagnostic]
    /// The `acceptDataLoss` entries the import wrote because the app's plan dropped that data as it shipped.
    public var acceptedRemovals: [String] = []
    /// The import's warnings about this file (``ShippedRemovals``), at Swift locations.
    public var importWarnings: [Diagnostic] = []
    /// The version as schemagen's loader reads it, when it does.
    var loaded: VersionFile?

    /// Creates a written file; by default its tree is an empty mapping and nothing was reported.
    public init(
        fileName: String, version: SchemaVersion, text: String, tree: SchemaSourceTree? = nil,
        diagnostics: [Diagnostic] = []
    ) {
        self.fileName = fileName
        self.version = version
        self.text = text
        self.tree =
            tree
            ?? SchemaSourceTree(
                name: fileName, root: YAMLNode(.mapping([]), at: SourceLocation(file: fileName, line: 1, column: 1)))
        self.diagnostics = diagnostics
    }

    /// Whether schemagen's loader reads the version, so that its text can be written.
    public var loads: Bool { !diagnostics.containsErrors }
}

/// Builds an ``ImportedHistory`` into the contract's version files: the contract's shorthands where they
/// apply, inverses on both sides, a comment wherever something could not be imported, and
/// `migration: stage: custom` where the app's plan has a custom stage. Each file is a located tree that
/// schemagen's loader reads as it reads a file, then ``SchemaFileWriter`` writes; the same history gives the
/// same bytes.
public struct VersionFileWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// One file per version, oldest first. Where the app's plan drops data without a custom stage, the file
    /// of the version it ships in accepts the loss (``ShippedRemovals``): the history is a fact.
    public func write(_ history: ImportedHistory) -> [WrittenVersionFile] {
        let stems = Self.fileStems(for: history.versions.map { ($0.version, Self.namespace(of: $0)) })
        let firstPass = zip(history.versions, stems).map { write($0, stem: $1, history: history, accepting: nil) }
        let removals = ShippedRemovals.find(in: firstPass, history: history)
        guard !removals.isEmpty else { return firstPass }
        return zip(zip(history.versions, stems), firstPass).map { pair, written in
            guard let acceptance = removals[pair.0.version] else { return written }
            return write(pair.0, stem: pair.1, history: history, accepting: acceptance)
        }
    }

    private func write(
        _ version: ImportedVersion, stem: String, history: ImportedHistory, accepting: ShippedRemovals.Acceptance?
    ) -> WrittenVersionFile {
        let builder = VersionTreeBuilder(
            version: version, stem: stem, history: history, acceptedRemovals: accepting?.paths ?? [],
            carriedRemovals: accepting?.carriedPaths ?? [])
        let (root, comments) = builder.build()
        let fileName = stem + ".yaml"
        let loaded = VersionFileLoader().load(root, file: fileName, fileStem: stem)
        var file = WrittenVersionFile(
            fileName: fileName, version: version.version,
            text: loaded.schema.map { SchemaFileWriter().write($0, comments: comments) } ?? "",
            tree: SchemaSourceTree(name: fileName, root: root), diagnostics: loaded.diagnostics)
        file.loaded = loaded.schema
        file.acceptedRemovals = accepting?.paths ?? []
        file.importWarnings = accepting?.warnings ?? []
        return file
    }

    /// The file stems of a history's versions, one rule for every version number: a namespace ending in `V`
    /// and digits gives them (`SchemaV10` -> `V10` whatever its version, `NotesSchemaV3` -> `V3`); any other
    /// namespace, or one whose stem another version takes too, gives `V` and the version's three numbers
    /// joined by underscores (`ModelsLatest` at 1.2.0 -> `V1_2_0`). The file says `name:` unless its
    /// namespace is `Schema` plus its stem.
    public static func fileStems(for versions: [(version: SchemaVersion, namespace: String)]) -> [String] {
        let preferred = versions.map { version, namespace -> String? in
            let digits = namespace.reversed().prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, namespace.dropLast(digits.count).hasSuffix("V") else { return nil }
            return "V" + String(digits.reversed())
        }
        var counts: [String: Int] = [:]
        for stem in preferred.compactMap({ $0 }) { counts[stem, default: 0] += 1 }
        return zip(versions, preferred).map { entry, stem in
            if let stem, counts[stem] == 1 { return stem }
            return "V\(entry.version.major)_\(entry.version.minor)_\(entry.version.patch)"
        }
    }

    /// The namespace's own name, without the types it is nested in.
    static func namespace(of version: ImportedVersion) -> String {
        version.schemaName.split(separator: ".").last.map(String.init) ?? version.schemaName
    }
}

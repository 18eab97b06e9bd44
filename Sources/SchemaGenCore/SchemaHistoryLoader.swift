import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One version file: its name (`V9.yaml`) and its bytes.
public struct SchemaSourceFile: Sendable {
    /// The file name, which names the namespace by default (`V9.yaml` -> `SchemaV9`).
    public var name: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// Creates a file.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Creates a file from text.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The name without its extension.
    var stem: String { Self.stem(ofFileNamed: name) }

    /// A file name without its extension.
    static func stem(ofFileNamed name: String) -> String {
        String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
    }
}

/// One version file already read into a located YAML tree, by a front end that builds version files in
/// memory (the SwiftData import, whose nodes carry the Swift locations they come from).
public struct SchemaSourceTree: Sendable {
    /// The file name (`V9.yaml`), which names the namespace by default.
    public var name: String
    /// The file's root mapping.
    public var root: YAMLNode

    /// Creates a tree.
    public init(name: String, root: YAMLNode) {
        self.name = name
        self.root = root
    }
}

/// Reads a folder of version files into a validated ``SchemaHistory``: the front half of every command.
///
/// Files are `*.yaml` and `*.yml` directly in the folder (``isVersionFileName(_:)``), read in name order so
/// diagnostics come out the same on every machine; the history itself is ordered by `version:`.
public struct SchemaHistoryLoader: Sendable {
    /// What loading a folder produced.
    public struct Result: Sendable {
        /// The history, when there are no errors.
        public var history: SchemaHistory?
        /// Every error and warning, sorted by file, line and column.
        public var diagnostics: [Diagnostic]
        /// The files read, as shown to the user.
        public var files: [String]
        /// Every version file that loaded, even when the history as a whole has errors: the sealing check
        /// compares each with its sealed shape whatever else is wrong.
        public var versionFiles: [VersionFile] = []
    }

    /// Times the stages, when given.
    public var clock: StageClock?
    /// The versions the lock retires: a file of one is an error (SG809), never read into the history, which
    /// starts after them.
    public var retired: [SchemaHistory.RetiredVersion]

    /// The history's lock, whose sealed versions keep the hash modifiers schemagen gave them
    /// (``UniquenessHashModifiers``).
    public var lock: SchemaLock?

    /// Creates a loader; `clock` times its stages, `retired` are the versions the history's lock retires, and
    /// `lock` is that lock.
    public init(clock: StageClock? = nil, retired: [SchemaHistory.RetiredVersion] = [], lock: SchemaLock? = nil) {
        self.clock = clock
        self.retired = retired
        self.lock = lock
    }

    /// Whether a file of the schemas folder named `name` is a version file: `*.yaml` or `*.yml`, not hidden,
    /// and not the configuration file (which a configuration with `schemas: .` keeps in the same folder).
    public static func isVersionFileName(_ name: String) -> Bool { OutputFileNames.isVersionFile(name) }

    /// Loads every version file in `directory`. `displayPath` is how the folder is named in diagnostics
    /// (by default the path as given).
    public func load(directory: URL, displayPath: String? = nil) -> Result {
        let shownFolder = Self.trimmedFolderName(displayPath ?? directory.path)
        func failure(_ diagnostic: Diagnostic, files: [String] = []) -> Result {
            Result(history: nil, diagnostics: [diagnostic], files: files)
        }
        if let problem = FileProblem.listing(directory.path) {
            guard !problem.isMissing else {
                return failure(
                    Diagnostic(
                        .error, .noSuchFolder, "no such folder", at: .path(shownFolder),
                        hint: "run from the package root, or pass the folder of version files with --schemas"))
            }
            return failure(
                Diagnostic(
                    .error, .unreadableFile, "the schemas folder can't be listed: \(problem.reason)",
                    at: .path(shownFolder), hint: problem.hint))
        }
        let listed: [String]
        do {
            listed = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            let problem = FileProblem.from(error, reading: true)
            return failure(
                Diagnostic(
                    .error, .unreadableFile, "the schemas folder can't be listed: \(problem.reason)",
                    at: .path(shownFolder), hint: problem.hint))
        }
        let names = listed.filter(Self.isVersionFileName).sorted()
        guard !names.isEmpty else {
            return failure(
                Diagnostic(
                    .error, .noSchemaFiles, "the folder holds no schema files (*.yaml)", at: .path(shownFolder),
                    hint: "add one file per schema version, such as V1.yaml"))
        }
        // Each file is read where it is loaded and let go once parsed, so a long history never holds every
        // file's bytes at once (they were a quarter of the worst case's heap at its peak).
        let shownFiles = names.map { shownFolder == "." ? $0 : shownFolder + "/" + $0 }
        let loaded = Self.loadShared(Array(zip(names, shownFiles))) { name, shownFile in
            let read = clock.measure(.readFiles) { FileProblem.read(directory.appendingPathComponent(name).path) }
            switch read {
            case .success(let bytes):
                return loadFile(bytes, file: shownFile, fileStem: SchemaSourceFile.stem(ofFileNamed: name))
            case .failure(let problem):
                return (
                    nil,
                    [
                        Diagnostic(
                            .error, .unreadableFile, "the file can't be read: \(problem.reason)", at: .path(shownFile),
                            hint: problem.hint)
                    ]
                )
            }
        }
        // Loading never reads a file, so an unreadable-file error is a read's: the first one is the whole answer.
        if let unreadable = loaded.lazy.flatMap(\.diagnostics).first(where: { $0.code == .unreadableFile }) {
            return failure(unreadable, files: shownFiles)
        }
        return checkHistory(loaded, files: shownFiles)
    }

    /// Loads version files already in memory, named as in `folder` (shown in diagnostics as
    /// `folder/name`): what ``load(directory:displayPath:)`` does once it has read the folder, and what the
    /// tests and other front ends call without touching the file system.
    public func load(files: [SchemaSourceFile], folder: String) -> Result {
        let shownFolder = Self.trimmedFolderName(folder)
        let sorted = files.sorted { $0.name < $1.name }
        let shownFiles = sorted.map { shownFolder == "." ? $0.name : shownFolder + "/" + $0.name }
        let loaded = Self.loadShared(Array(zip(sorted, shownFiles))) { file, shownFile in
            loadFile(file.bytes, file: shownFile, fileStem: file.stem)
        }
        return checkHistory(loaded, files: shownFiles)
    }

    /// Loads version files already read into located trees, named as in `folder`: what the loader does after
    /// parsing, for a front end that builds the trees itself. Diagnostics are at the trees' own locations.
    public func load(trees: [SchemaSourceTree], folder: String) -> Result {
        let shownFolder = Self.trimmedFolderName(folder)
        let sorted = trees.sorted { $0.name < $1.name }
        let shownFiles = sorted.map { shownFolder == "." ? $0.name : shownFolder + "/" + $0.name }
        let loaded = Self.loadShared(Array(zip(sorted, shownFiles))) { tree, shownFile in
            loadDocument(
                YAMLDocument(tree: tree.root), file: shownFile, fileStem: SchemaSourceFile.stem(ofFileNamed: tree.name))
        }
        return checkHistory(loaded, files: shownFiles)
    }

    /// Loads each of `inputs` with `load`. Files are independent until the cross-version checks, so they
    /// load concurrently; each version then shares the storage of what it declares alike with those loaded
    /// before it (``DeclarationSharing``), so a long history's memory grows with what its versions change
    /// rather than with their number.
    private static func loadShared<Input: Sendable>(
        _ inputs: [Input], _ load: @Sendable (Input) -> (schema: VersionFile?, diagnostics: [Diagnostic])
    ) -> [(schema: VersionFile?, diagnostics: [Diagnostic])] {
        let sharing = DeclarationSharing()
        return inputs.concurrentMap { input in
            var result = load(input)
            if var schema = result.schema {
                result.schema = nil
                sharing.share(&schema)
                result.schema = schema
            }
            return result
        }
    }

    private func checkHistory(_ loaded: [(schema: VersionFile?, diagnostics: [Diagnostic])], files shownFiles: [String])
        -> Result
    {
        var diagnostics = loaded.flatMap(\.diagnostics)
        var history: SchemaHistory?
        let retiredVersions = Set(retired.map(\.version))
        // Before any check: a version's generated hash modifiers are part of what it is.
        let files = UniquenessHashModifiers.apply(to: loaded.compactMap(\.schema), lock: lock)
        let current = files.filter { !retiredVersions.contains($0.version) }
        diagnostics += files.filter { retiredVersions.contains($0.version) }.map(retiredFileError)
        // Cross-version checks only make sense once every version has loaded.
        if !diagnostics.containsErrors {
            let validated = clock.measure(.checkVersions) {
                SchemaHistoryValidator().validate(current, retired: retired)
            }
            diagnostics += validated.diagnostics
            history = validated.history
        }
        return Result(
            history: diagnostics.containsErrors ? nil : history, diagnostics: diagnostics.sorted(), files: shownFiles,
            versionFiles: files)
    }

    /// The error for the file of a retired version found in the folder again (restored, or merged back from
    /// an old branch): nothing is generated from it, which the build plugin, having declared its output from
    /// the file name, would otherwise report as a missing file.
    private func retiredFileError(_ file: VersionFile) -> Diagnostic {
        let newest = retired.map(\.version).max().map { "\($0)" } ?? "\(file.version)"
        return .error(
            .retiredFileStillPresent,
            "version \(file.version) is retired (the lock retires every version through \(newest)), but its file \(file.fileName) is back",
            at: file.versionLocation, hint: "delete \(file.fileName); version control keeps it")
    }

    /// Reads, loads and validates one file's bytes.
    public func loadFile(_ bytes: [UInt8], file: String, fileStem: String) -> (
        schema: VersionFile?, diagnostics: [Diagnostic]
    ) {
        switch clock.measure(.parseYAML, { YAMLReader().readDocument(bytes, path: file) }) {
        case .failure(let failure):
            return (nil, [failure.diagnostic])
        case .success(let document):
            return loadDocument(document, file: file, fileStem: fileStem)
        }
    }

    /// Loads and validates one file's document.
    private func loadDocument(_ document: YAMLDocument, file: String, fileStem: String) -> (
        schema: VersionFile?, diagnostics: [Diagnostic]
    ) {
        let loaded = clock.measure(.loadVersions) {
            VersionFileLoader().load(document, file: file, fileStem: fileStem)
        }
        guard let schema = loaded.schema else { return (nil, loaded.diagnostics) }
        let diagnostics = loaded.diagnostics + clock.measure(.checkVersions) { SchemaValidator().validate(schema) }
        return (diagnostics.containsErrors ? nil : schema, diagnostics)
    }

    private static func trimmedFolderName(_ path: String) -> String {
        let trimmed = path.droppingTrailingSlashes()
        return trimmed.isEmpty ? "." : String(trimmed)
    }
}

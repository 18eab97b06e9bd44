import SchemaKit
import SchemaModel

/// What a change to a schema history does, for a reviewer: the versions it adds, edits and removes, the
/// steps it adds with their analysis, and the generated files that change. `schemagen diff` prints it.
public struct HistoryReview: Sendable {
    /// A version present in both histories whose stored shape differs.
    public struct VersionEdit: Sendable {
        /// The version.
        public var version: SchemaVersion
        /// Its file now, as shown to the user.
        public var file: String
        /// Whether the lock file seals it (then every command refuses the edit too).
        public var isSealed: Bool
        /// Whether it is the latest version of both histories and not sealed: a version still being written,
        /// whose edit is work in progress rather than a risk.
        public var isInProgress: Bool
        /// Each element that differs, with where it is now.
        public var changes: [(location: SourceLocation, summary: String)]
    }

    /// A version of the base that the history no longer has.
    public struct VersionRemoval: Sendable {
        /// The version.
        public var version: SchemaVersion
        /// Its file in the base.
        public var file: String
        /// Whether the lock file seals it.
        public var isSealed: Bool
        /// Whether the lock retires it (`schemagen retire`): removed on purpose, once no device held it.
        public var isRetired: Bool
    }

    /// A generated file that the change adds, removes or rewrites.
    public struct FileChange: Sendable {
        /// What happens to the file.
        public enum Kind: String, Sendable {
            case added, removed, changed
        }

        /// Its path in the output folder.
        public var path: String
        /// What happens to it.
        public var kind: Kind
        /// Lines added.
        public var added: Int
        /// Lines removed.
        public var removed: Int
    }

    /// How the base is named in the output: a revision (`origin/main`), or a folder.
    public var baseName: String
    /// Versions the base does not have, oldest first.
    public var addedVersions: [VersionFile]
    /// Versions whose stored shape changed.
    public var editedVersions: [VersionEdit]
    /// Versions the history no longer has.
    public var removedVersions: [VersionRemoval]
    /// The steps into the added versions, as the analysis sees them (empty when the history has errors).
    public var newSteps: [VersionStep]
    /// The generated files that change (empty when either history has errors).
    public var generatedFiles: [FileChange]
    /// Whether the generated files could be compared (both histories render).
    public var comparedGeneratedFiles: Bool
    /// The history's own problems.
    public var diagnostics: [Diagnostic]
    /// What the review speaks for: the flavor that adds to each new step.
    let context: GenerationContext

    /// Whether the change is risky: it edits a version of the base that may have shipped (sealed, or followed by
    /// a later one), or removes one the lock does not retire (devices may hold stores of it), or the history has
    /// errors. An edit to the base's latest version, unsealed, is a change in progress.
    public var isRisky: Bool {
        !riskyEdits.isEmpty || !riskyRemovals.isEmpty || diagnostics.containsErrors
    }

    /// The removed versions the lock does not retire.
    public var riskyRemovals: [VersionRemoval] { removedVersions.filter { !$0.isRetired } }

    /// The removed versions the lock retires.
    public var retirements: [VersionRemoval] { removedVersions.filter(\.isRetired) }

    /// The edits to versions that may have shipped.
    public var riskyEdits: [VersionEdit] { editedVersions.filter { !$0.isInProgress } }

    /// The edits to the base's latest version while it is not sealed.
    public var editsInProgress: [VersionEdit] { editedVersions.filter(\.isInProgress) }

    /// Compares `head` (the working tree, checked against its lock file) with `base`, and their generated
    /// files in `context`.
    public init(
        base: SchemaPipeline.Result, baseName: String, head: SchemaPipeline.Result, context: GenerationContext
    ) {
        let lock = head.lock
        self.baseName = baseName
        let baseByVersion = Dictionary(
            base.versionFiles.map { ($0.version, $0) }, uniquingKeysWith: { first, _ in first })
        let headVersions = Set(head.versionFiles.map(\.version))
        // A version still being written is the latest on both sides: once a later one is added, it is done.
        let baseLatest = base.versionFiles.map(\.version).max()
        let headLatest = head.versionFiles.map(\.version).max()
        addedVersions = head.versionFiles.filter { baseByVersion[$0.version] == nil }.sorted { $0.version < $1.version }
        editedVersions = head.versionFiles.sorted { $0.version < $1.version }.compactMap { file in
            guard let old = baseByVersion[file.version] else { return nil }
            let changes = SealCheck.changes(
                from: SealedShape.records(of: old.schema).map(\.text), to: SealedShape.records(of: file.schema),
                context: context)
            guard !changes.isEmpty else { return nil }
            let isSealed = lock?.entry(for: file.version) != nil
            return VersionEdit(
                version: file.version, file: file.file, isSealed: isSealed,
                isInProgress: !isSealed && file.version == baseLatest && file.version == headLatest,
                changes: changes.map { (file.location(of: $0.element), $0.summary) })
        }
        removedVersions = base.versionFiles.filter { !headVersions.contains($0.version) }
            .sorted { $0.version < $1.version }
            .map {
                let entry = lock?.entry(for: $0.version)
                return VersionRemoval(
                    version: $0.version, file: $0.file, isSealed: entry != nil,
                    isRetired: entry?.retiredFingerprint != nil)
            }
        let added = Set(addedVersions.map(\.version))
        newSteps = head.analysis?.steps.filter { added.contains($0.schema.version) } ?? []
        self.context = context
        diagnostics = head.diagnostics
        if let baseAnalysis = base.analysis, let headAnalysis = head.analysis {
            generatedFiles = Self.fileChanges(
                from: context.render(baseAnalysis), to: context.render(headAnalysis))
            comparedGeneratedFiles = true
        } else {
            generatedFiles = []
            comparedGeneratedFiles = false
        }
    }

    private static func fileChanges(from old: [GeneratedFile], to new: [GeneratedFile]) -> [FileChange] {
        let oldByPath = Dictionary(old.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let newByPath = Dictionary(new.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        var changes: [FileChange] = []
        for path in Set(oldByPath.keys).union(newByPath.keys).sorted() {
            let before = oldByPath[path]
            let after = newByPath[path]
            guard before != after else { continue }
            let counts = UnifiedDiff.lineCounts(old: before ?? "", new: after ?? "")
            let kind: FileChange.Kind = before == nil ? .added : after == nil ? .removed : .changed
            changes.append(FileChange(path: path, kind: kind, added: counts.added, removed: counts.removed))
        }
        return changes
    }
}

import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The whole compiler in one place: read the version files, load and validate each, check the history,
/// analyse every step, and render the Swift. Every front end (the CLI, and through it both plugins), the
/// benchmarks and the tests call it; none wires the stages itself.
///
/// Inputs are files in memory (``SchemaSourceFile``); reading a folder is a thin wrapper around that, and
/// writing the output is the caller's (``OutputPlan``), so the pipeline itself does no I/O.
public struct SchemaPipeline: Sendable {
    /// What the front half produced.
    public struct Result: Sendable {
        /// The loaded history and its analysis, when there are no errors.
        public var analysis: HistoryAnalysis?
        /// Every diagnostic, sorted.
        public var diagnostics: [Diagnostic]
        /// The files read, as shown to the user.
        public var files: [String]
        /// Every version file that loaded, even when the history as a whole has errors.
        public var versionFiles: [VersionFile] = []
        /// The lock file as read, when there is one and it is valid.
        public var lock: SchemaLock?

        /// The result in the form `ValidationReport` reads.
        public var loaderResult: SchemaHistoryLoader.Result {
            .init(history: analysis?.history, diagnostics: diagnostics, files: files)
        }
    }

    /// What a whole run produced: the analysis and diagnostics, and the rendered files when there are no
    /// errors (empty otherwise).
    public struct Generation: Sendable {
        /// The front half's result.
        public var result: Result
        /// The generated files, in memory.
        public var files: [GeneratedFile]
    }

    /// The lock file (`schemagen.lock`), if the history has one: sealed versions are checked against it
    /// before anything else.
    public var lock: SchemaSourceFile?
    /// What the code will be generated as, resolved once: a flavor adds its own checks (SwiftData's, say) to
    /// every run, so `validate` reports what `generate` would.
    public var context: GenerationContext
    /// The choices the context is made from.
    public var options: GenerationOptions {
        get { context.options }
        set { context = GenerationContext(options: newValue) }
    }
    /// Times each stage of a run, when given: how the benchmarks see where the time goes without wiring
    /// the stages themselves.
    public var clock: StageClock?

    /// Creates a pipeline; `lock` is the history's lock file, if it has one, and `clock` times its stages.
    public init(
        lock: SchemaSourceFile? = nil, options: GenerationOptions = GenerationOptions(), clock: StageClock? = nil
    ) {
        self.lock = lock
        context = GenerationContext(options: options)
        self.clock = clock
    }

    /// Loads, validates and analyses version files already in memory, shown as being in `folder`.
    public func run(files: [SchemaSourceFile], folder: String) -> Result {
        let lock = readLock()
        return analyse(loader(lock).load(files: files, folder: folder), lock: lock)
    }

    /// The same over version files already read into located trees (``SchemaSourceTree``): diagnostics are
    /// at the trees' own locations.
    public func run(trees: [SchemaSourceTree], folder: String) -> Result {
        let lock = readLock()
        return analyse(loader(lock).load(trees: trees, folder: folder), lock: lock)
    }

    /// The same over the version files in `directory`, naming it `displayPath` in diagnostics.
    public func run(directory: URL, displayPath: String? = nil) -> Result {
        let lock = readLock()
        return analyse(loader(lock).load(directory: directory, displayPath: displayPath), lock: lock)
    }

    /// Runs the front half, then renders the Swift for `options` (which replace the pipeline's) if there are
    /// no errors.
    public func generate(files: [SchemaSourceFile], folder: String, options: GenerationOptions) -> Generation {
        let pipeline = SchemaPipeline(lock: lock, options: options, clock: clock)
        return pipeline.render(pipeline.run(files: files, folder: folder))
    }

    /// The same over the version files in `directory`.
    public func generate(directory: URL, displayPath: String? = nil, options: GenerationOptions) -> Generation {
        let pipeline = SchemaPipeline(lock: lock, options: options, clock: clock)
        return pipeline.render(pipeline.run(directory: directory, displayPath: displayPath))
    }

    /// The same, handing each file to `stage` on the thread that rendered it instead of keeping it, and what
    /// `stage` returns to `emit` on the calling thread, in the files' order: for a caller that writes the files
    /// as they come (``OutputWriter``), each on the thread that made it. Renders nothing when the front half
    /// finds errors. The clock times rendering on the calling thread, and `stage` summed over the threads that
    /// ran it, within that.
    ///
    /// When there are no errors, the result's version files and analysis no longer know where their elements
    /// were written (``VersionFile/forgettingSources()``): every diagnostic has its place by then, and rendering,
    /// which holds the most, reports none.
    public func generate<Staged: Sendable>(
        directory: URL, displayPath: String? = nil, options: GenerationOptions,
        stage: @Sendable (GeneratedFile) -> Staged, emit: ([Staged]) throws -> Void
    ) rethrows -> Result {
        let pipeline = SchemaPipeline(lock: lock, options: options, clock: clock)
        var result = pipeline.run(directory: directory, displayPath: displayPath)
        guard let analysis = result.analysis?.forgettingSources() else { return result }
        // Both replaced before rendering starts, so no copy of the places outlives them.
        result.analysis = analysis
        result.versionFiles = result.versionFiles.map { $0.forgettingSources() }
        let clock = self.clock
        try clock.measure(.render) {
            try pipeline.context.render(
                analysis, stage: { file in clock.measure(.emitFiles) { stage(file) } }, emit: emit)
        }
        return result
    }

    /// The lock as read and its own problems; `nil` when the history has no lock.
    private typealias ReadLock = (lock: SchemaLock?, diagnostics: [Diagnostic])?

    /// Reads the lock first: the versions it retires are left out of the history as it loads.
    private func readLock() -> ReadLock {
        guard let lock else { return nil }
        return clock.measure(.checkSeals) { SchemaLock.parse(lock.bytes, path: lock.name) }
    }

    private func loader(_ lock: ReadLock) -> SchemaHistoryLoader {
        SchemaHistoryLoader(clock: clock, retired: lock?.lock?.retired ?? [], lock: lock?.lock)
    }

    private func analyse(_ loaded: SchemaHistoryLoader.Result, lock: ReadLock) -> Result {
        let (sealed, sealing) = checkSealedVersions(loaded.versionFiles, read: loaded.files, lock: lock)
        // An edited sealed version is the cause of whatever the steps around it would report (a removal the
        // next version does not acknowledge, say): report the cause alone.
        guard let history = loaded.history, !sealing.containsErrors else {
            return Result(
                analysis: nil, diagnostics: (loaded.diagnostics + sealing).sorted(), files: loaded.files,
                versionFiles: loaded.versionFiles, lock: sealed)
        }
        let analysis = clock.measure(.analyse) { HistoryAnalysis(history) }
        let flavorDiagnostics = clock.measure(.flavorChecks) { context.diagnostics(for: analysis) }
        let fileDiagnostics = loaded.diagnostics.filter { context.flavor.keeps($0, among: flavorDiagnostics) }
        let diagnostics = (fileDiagnostics + sealing + flavorDiagnostics).sorted()
        return Result(
            analysis: diagnostics.containsErrors ? nil : analysis, diagnostics: diagnostics, files: loaded.files,
            versionFiles: loaded.versionFiles, lock: sealed)
    }

    /// The lock as read, and its own problems, then each sealed version's against it.
    private func checkSealedVersions(_ files: [VersionFile], read: [String], lock parsedLock: ReadLock) -> (
        SchemaLock?, [Diagnostic]
    ) {
        guard let lockFile = lock, let parsed = parsedLock else { return (nil, []) }
        guard let sealed = parsed.lock else { return (nil, parsed.diagnostics) }
        return clock.measure(.checkSeals) {
            (
                sealed,
                parsed.diagnostics
                    + SealCheck(lock: sealed, lockPath: lockFile.name, context: context).diagnostics(
                        for: files, read: read)
            )
        }
    }

    private func render(_ result: Result) -> Generation {
        guard let analysis = result.analysis else { return Generation(result: result, files: []) }
        let files = clock.measure(.render) { context.render(analysis) }
        return Generation(result: result, files: files)
    }
}

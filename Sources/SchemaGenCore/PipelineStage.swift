import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The stages of ``SchemaPipeline``, in the order they run, as ``StageClock`` reports them.
public enum PipelineStage: String, CaseIterable, Sendable {
    /// Reading the version files from the folder.
    case readFiles = "read files"
    /// libyaml's events into located YAML nodes, every file.
    case parseYAML = "YAML to located nodes"
    /// Located nodes into the schema values and their source map, every file.
    case loadVersions = "nodes to schema values"
    /// The checks within each version, and across versions.
    case checkVersions = "checks within and across versions"
    /// Sealed versions against the lock file.
    case checkSeals = "sealed versions"
    /// Renames, diffs, redefinitions and stages of every step.
    case analyse = "analysis of every step"
    /// The flavor's own checks (SwiftData's rules, say).
    case flavorChecks = "the flavor's checks"
    /// The Swift of every file, on the calling thread's clock (the other cores render alongside).
    case render = "rendering"
    /// Handing each rendered file to the caller on the thread that rendered it (writing it, for `generate`),
    /// summed over those threads; part of ``render``.
    case emitFiles = "writing the files"
}

/// Where a pipeline run spends its time: each stage's duration, summed over the threads that ran it (files
/// load concurrently, so a stage's sum can exceed the wall time of the run). Give one to
/// ``SchemaPipeline/clock`` to time a run; without one the pipeline measures nothing.
public final class StageClock: @unchecked Sendable {
    // @unchecked: every access to `totals` holds `lock`.
    private let lock = Lock()
    private var totals: [PipelineStage: Duration] = [:]

    /// Creates a clock with nothing measured.
    public init() {}

    /// The time spent in each stage so far; a stage that has not run is absent.
    public var durations: [PipelineStage: Duration] {
        lock.withLock { totals }
    }

    /// Runs `body`, adding the time it takes to `stage`.
    public func measure<T>(_ stage: PipelineStage, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { record(stage, since: start) }
        return try body()
    }

    /// Adds the time from `start` to now to `stage`.
    public func record(_ stage: PipelineStage, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        lock.withLock { totals[stage, default: .zero] += elapsed }
    }
}

extension Optional where Wrapped == StageClock {
    /// Runs `body`, timed when there is a clock.
    func measure<T>(_ stage: PipelineStage, _ body: () throws -> T) rethrows -> T {
        guard let clock = self else { return try body() }
        return try clock.measure(stage, body)
    }
}

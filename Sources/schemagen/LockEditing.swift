import ArgumentParser
import SchemaGenCore
import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the commands that change the lock (`seal`, `retire`) share: reading it, checking the history against
/// a lock, and writing it whole or not at all.
enum LockEditing {
    /// The lock of `inputs` as read, or an empty one when there is none; its problems are printed, and one
    /// that can't be trusted exits 1.
    static func read(_ inputs: Workspace) throws -> SchemaLock {
        guard let lockFile = try inputs.readLock() else { return SchemaLock() }
        let parsed = SchemaLock.parse(lockFile.bytes, path: lockFile.name)
        StandardStreams.writeError(parsed.diagnostics.map { $0.formatted + "\n" }.joined())
        guard let lock = parsed.lock else { throw ExitCode.failure }
        return lock
    }

    /// The history's analysis when it validates against `lock`, with the configured options so the flavor's
    /// checks run (a history its flavor refuses is never sealed or retired); prints the diagnostics and exits
    /// 1 otherwise.
    @discardableResult
    static func validate(_ inputs: Workspace, against lock: SchemaLock) throws -> HistoryAnalysis {
        let lockFile = lock.entries.isEmpty ? nil : SchemaSourceFile(name: inputs.shownLock, text: lock.text)
        let result = SchemaPipeline(lock: lockFile, options: inputs.generationOptions).run(
            directory: inputs.schemas, displayPath: inputs.shownSchemas)
        let report = ValidationReport(result.loaderResult, folder: inputs.shownSchemas)
        StandardStreams.writeError(report.diagnosticsText)
        guard let analysis = result.analysis else { throw ExitCode.failure }
        return analysis
    }

    /// Writes `lock` in one step (the old file stays whole if it can't be written), or exits 1 saying why.
    static func write(_ lock: SchemaLock, for inputs: Workspace) throws {
        do {
            try Data(lock.text.utf8).write(to: inputs.lock, options: .atomic)
        } catch {
            let problem = FileProblem.from(error, reading: false)
            throw StandardStreams.failure(
                Diagnostic(
                    .error, .unwritableFile, "the lock file can't be written: \(problem.reason); it was left as it was",
                    at: .path(inputs.shownLock), hint: problem.hint))
        }
    }

    /// Exits 1 with `diagnostic`, when there is one.
    static func fail(_ diagnostic: Diagnostic?) throws {
        guard let diagnostic else { return }
        throw StandardStreams.failure(diagnostic)
    }

    /// The version number an option gives.
    static func version(_ text: String, option: String) throws -> SchemaVersion {
        guard let version = SchemaVersion(parsing: text) else {
            throw ValidationError("\(option) takes a version number such as 1.2.0, not '\(text)'")
        }
        return version
    }
}

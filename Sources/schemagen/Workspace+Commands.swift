import ArgumentParser
import SchemaGenCore
import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the commands read through their workspace, failing with the problem's diagnostic.
extension Workspace {
    /// Prints ``Workspace/configurationNote``, for the commands that report their inputs.
    func printConfigurationNote() {
        if let configurationNote { StandardStreams.writeError(configurationNote + "\n") }
    }

    /// The text of `name`, a file of the schemas folder (a version file a command rewrites or copies);
    /// exits 1 saying why when it can't be read.
    func schemaFileText(_ name: String) throws -> String {
        switch FileProblem.read(schemas.appendingPathComponent(name).path) {
        case .success(let bytes):
            return String(decoding: bytes, as: UTF8.self)
        case .failure(let problem):
            throw StandardStreams.failure(
                Diagnostic(
                    .error, .unreadableFile, "\(name) can't be read: \(problem.reason)",
                    at: .path(shownSchemaFile(name)), hint: problem.hint))
        }
    }

    /// The lock file's contents, if there is one.
    func readLock() throws -> SchemaSourceFile? {
        switch FileProblem.read(lock.path) {
        case .success(let bytes):
            return SchemaSourceFile(name: shownLock, bytes: bytes)
        case .failure(let problem) where problem.isMissing:
            return nil
        case .failure(let problem):
            // Never taken for "no lock": that would drop every seal without a word.
            throw StandardStreams.failure(
                Diagnostic(
                    .error, .unreadableFile, "the lock file can't be read: \(problem.reason)",
                    at: .path(shownLock), hint: problem.hint))
        }
    }

    /// The pipeline for these inputs: with the lock file, when there is one, and the configuration's
    /// options (so its flavor's checks run), or `options` when a command's flags changed them.
    func pipeline(options: GenerationOptions? = nil) throws -> SchemaPipeline {
        SchemaPipeline(lock: try readLock(), options: options ?? generationOptions)
    }
}

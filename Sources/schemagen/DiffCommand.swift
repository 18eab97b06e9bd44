import ArgumentParser
import SchemaGenCore
import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `schemagen diff`: what the working tree's schema history changes against a git revision or a folder,
/// for a pull-request review.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the schema history with a git revision (or a folder) and print what a reviewer needs.",
        discussion: """
            Lists versions added, edited and removed (edits and removals first, as the risk they are: devices \
            may hold stores of those versions; errors when the version is sealed); for each new step, its \
            changes with locations, the stage kind and why, what is redefined and the relationship path that \
            forced it, what is reused, destructive changes and how each is covered; and the generated files \
            that change, with counts of lines. Exit status: 0 when nothing risky was found, 1 when an existing \
            version is edited or removed, the history has errors, or the base can't be read. An edit to the \
            latest version while it is not sealed, and no later one is added, is a change in progress, not a risk.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, text, json
    }

    @OptionGroup var options: SchemasOptions

    @Option(name: .long, help: "The git revision to compare with, such as origin/main.")
    var base: String?

    @Option(name: .customLong("base-schemas"), help: "A folder of version files to compare with, instead of --base.")
    var baseSchemas: String?

    @Option(help: "Output format: markdown (for a pull-request comment), text or json.")
    var format: Format = .markdown

    @Flag(help: "Embed each new step's entity-relationship diagram (Mermaid) in the Markdown.")
    var graph = false

    func validate() throws {
        guard (base == nil) != (baseSchemas == nil) else {
            throw ValidationError("give exactly one of --base REV and --base-schemas DIR")
        }
    }

    func run() throws {
        let inputs = try options.resolve()
        let pipeline = try inputs.pipeline()
        let head = pipeline.run(directory: inputs.schemas, displayPath: inputs.shownSchemas)
        let baseResult: SchemaPipeline.Result
        let baseName: String
        if let baseSchemas {
            let url = URL(fileURLWithPath: baseSchemas, relativeTo: SchemasOptions.workingDirectory)
            guard FileManager.default.fileExists(atPath: url.path) else {
                try fail("no such folder", at: baseSchemas, hint: "pass the folder of the base's version files")
            }
            baseResult = SchemaPipeline().run(directory: url, displayPath: baseSchemas)
            baseName = baseSchemas
        } else if let revision = base {
            let git = GitRevision(revision)
            let files = try git.schemaFiles(in: inputs.schemas, shownAs: inputs.shownSchemas)
            // The base as it was, lock included: read without the lock that retired versions and sealed hash
            // modifiers, a history compared with itself would generate differently.
            let lock = try git.file(at: inputs.lock, shownAs: inputs.shownLock)
            baseResult = SchemaPipeline(lock: lock).run(files: files, folder: inputs.shownSchemas)
            baseName = revision
        } else {
            throw ValidationError("give exactly one of --base REV and --base-schemas DIR")
        }
        let review = HistoryReview(
            base: baseResult, baseName: baseName, head: head, context: pipeline.context)
        let rendered = ReviewRenderer.render(
            review, format: ReviewRenderer.Format(rawValue: format.rawValue) ?? .markdown, graphs: graph)
        print(rendered, terminator: "")
        if review.isRisky { throw ExitCode.failure }
    }

    private func fail(_ message: String, at path: String, hint: String) throws -> Never {
        throw StandardStreams.failure(Diagnostic(.error, .baseUnavailable, message, at: .path(path), hint: hint))
    }
}

/// A git revision's copy of a folder, read with the `git` command.
struct GitRevision {
    let revision: String

    init(_ revision: String) {
        self.revision = revision
    }

    /// The version files directly in `folder` at this revision, named as in `shown`.
    func schemaFiles(in folder: URL, shownAs shown: String) throws -> [SchemaSourceFile] {
        let listing = try git(["ls-tree", "--name-only", revision, "--", "."], in: folder, shown: shown)
        let names = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.contains("/") && SchemaHistoryLoader.isVersionFileName($0) }
        return try names.sorted().map { name in
            SchemaSourceFile(
                name: name, bytes: try git(["show", "\(revision):./\(name)"], in: folder, shown: shown))
        }
    }

    /// The file at `url` as it is at this revision, named `shown`; `nil` when the revision has no such file.
    func file(at url: URL, shownAs shown: String) throws -> SchemaSourceFile? {
        let folder = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        let listing = try git(["ls-tree", "--name-only", revision, "--", name], in: folder, shown: shown)
        guard !listing.isEmpty else { return nil }
        return SchemaSourceFile(
            name: shown, bytes: try git(["show", "\(revision):./\(name)"], in: folder, shown: shown))
    }

    private func git(_ arguments: [String], in folder: URL, shown: String) throws -> [UInt8] {
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run("git", ["-C", folder.path] + arguments)
        } catch {
            throw failure("git could not be run (\(error.reason))", shown: shown)
        }
        guard outcome.status == 0 else {
            let message = String(decoding: outcome.errors, as: UTF8.self)
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "exit \(outcome.status)"
            throw failure("git can't read revision '\(revision)' here: \(firstLine)", shown: shown)
        }
        return outcome.output
    }

    private func failure(_ message: String, shown: String) -> ExitCode {
        StandardStreams.failure(
            Diagnostic(
                .error, .baseUnavailable, message, at: .path(shown),
                hint:
                    "run inside the repository, and name a revision it has (such as origin/main); or use --base-schemas"
            ))
    }
}

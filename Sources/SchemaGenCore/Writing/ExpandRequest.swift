import SchemaKit
import SchemaModel

/// What `schemagen expand` writes: the latest step, contracting, split in two releases. The latest version's
/// file becomes the expanding version (``ExpandingVersion``), under the same number; the version as written
/// moves to the next file under the contracting number. Instances of the release before keep serving while
/// the expanding version migrates the store, and instances at the expanding version keep serving through the
/// removals it deprecated.
public enum ExpandRequest {
    /// The two files to write, and what each release does to the instances of the one before.
    public struct Outcome: Sendable {
        /// The expanding version, written over the latest version's file.
        public var expanding: NextVersionFile.File
        /// The contracting version: the latest version as written, in a new file.
        public var contracting: NextVersionFile.File
        /// The attributes the expanding version keeps as `deprecated`, as `Model.attribute`.
        public var deprecated: [String]
    }

    /// Splits the latest step of `analysis`. `latestText` is the latest version file's text, `lock` the
    /// history's lock (a sealed version shipped and never changes), `contractingVersion` the number of the
    /// contracting version (default: the next minor release), `existing` the schemas folder's file names and
    /// `schemasPath` the folder as shown.
    public static func split(
        _ analysis: HistoryAnalysis, latestText: String, lock: SchemaLock, contractingVersion: SchemaVersion?,
        existing: Set<String>, schemasPath: String
    ) -> Result<Outcome, Diagnostic> {
        guard let step = analysis.steps.last else {
            return .failure(
                Diagnostic(
                    .error, .invalidExpandRequest, "the history has no versions", at: .path(schemasPath),
                    hint: "write the first version"))
        }
        let latest = step.schema
        func refuse(_ message: String, hint: String) -> Result<Outcome, Diagnostic> {
            .failure(.error(.invalidExpandRequest, message, at: latest.versionLocation, hint: hint))
        }
        guard let previous = step.previous else {
            return refuse(
                "the history has one version, so there is no step to split", hint: "write the next version first")
        }
        if lock.entry(for: latest.version) != nil {
            return refuse(
                "\(latest.version) is sealed: it shipped, and a shipped version never changes",
                hint: "write the expanding version as a new version after it, then the contracting one")
        }
        guard !step.olderInstanceObstacles.isEmpty else {
            return refuse(
                "the step \(previous.version) -> \(latest.version) is expanding already: instances at \(previous.version) keep serving once it runs",
                hint: "ship it as it is")
        }
        let expanding = ExpandingVersion.make(
            previous: previous.schema, current: latest.schema, version: latest.version)
        var unchanged = previous.schema
        unchanged.version = latest.version
        unchanged.name = latest.name
        guard expanding != unchanged else {
            return refuse(
                "splitting \(previous.version) -> \(latest.version) changes nothing: it adds nothing an instance at \(previous.version) tolerates, and removes no attribute that can be deprecated",
                hint:
                    "a rename or a type change can't be split by schemagen: add the new attribute in one version, fill it in a custom stage, deprecate the old one, and remove it in the next"
            )
        }
        let number = contractingVersion ?? SchemaVersion(latest.version.major, latest.version.minor + 1, 0)
        guard number > latest.version else {
            return refuse(
                "the contracting version \(number) is not after \(latest.version)",
                hint: "give a version after \(latest.version) with '--contracting-version'")
        }
        let contractingName = NextVersionFile.nextStem(after: latest.fileStem, version: number) + ".yaml"
        guard !existing.contains(contractingName) else {
            return refuse(
                "\(contractingName) exists already, and the contracting version would be written there",
                hint: "expand the latest version only; remove \(contractingName) if it is left from an earlier split")
        }
        let deprecated = ExpandingVersion.deferrableRemovals(previous: previous.schema, current: latest.schema)
        var header = [
            "Expanding half of \(latest.version), written by `schemagen expand`: \(previous.version) with what \(latest.version)",
            "adds that instances at \(previous.version) tolerate, so they keep serving while this version migrates.",
        ]
        if !deprecated.isEmpty {
            header.append(
                "Deprecated until \(number) removes \(deprecated.count == 1 ? "it" : "them"): \(MessageText.list(deprecated))."
            )
        }
        header.append("The rest of \(latest.version) is \(number), in \(contractingName).")
        var comments = SchemaFileWriter.Comments()
        comments.header = header
        let expandingFile = VersionFile(
            schema: expanding, file: latest.file, fileStem: latest.fileStem, aliases: latest.aliases)
        return .success(
            Outcome(
                expanding: .init(
                    fileName: latest.fileName, text: SchemaFileWriter().write(expandingFile, comments: comments),
                    version: latest.version),
                contracting: .init(
                    fileName: contractingName, text: contractingText(latestText, of: latest, version: number),
                    version: number),
                deprecated: deprecated))
    }

    /// The latest version's text under the contracting number, without its `name:` (which names the expanding
    /// version now), comments and layout kept.
    private static func contractingText(_ text: String, of latest: VersionFile, version: SchemaVersion) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let versionLine = latest.versionLocation.line - 1
        if lines.indices.contains(versionLine) {
            lines[versionLine] = NextVersionFile.replacingScalar(
                in: lines[versionLine], at: latest.versionLocation.column, with: "\(version)")
        }
        return NextVersionFile.droppingTopLevelEntries(["name"], from: lines).joined(separator: "\n")
    }
}

import SchemaKit
import SchemaModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The file `schemagen new-version` starts the next version with: the latest version file as written (its
/// comments, anchors and layout kept), with the next version number, no `name:` (the namespace follows the
/// new file's name), no `migration:` (its hints are about the step into the latest version, not out of it),
/// and, in place of the latest file's opening comments, a first line to say what the version changes.
public enum NextVersionFile {
    /// The file to write: its name and text.
    public struct File: Sendable, Equatable {
        /// `V8.yaml`.
        public var fileName: String
        /// Its text.
        public var text: String
        /// The version it declares.
        public var version: SchemaVersion

        /// Creates a file.
        public init(fileName: String, text: String, version: SchemaVersion) {
            self.fileName = fileName
            self.text = text
            self.version = version
        }
    }

    /// The version after `latest` (read from `text`): `version` when given, else the next minor release; named
    /// after the latest file's stem with its number counted up (`V7` -> `V8`), else after the version
    /// (`V1_7_0`). An error when the version is not after the latest or the file exists (`existing` names the
    /// folder's files).
    public static func make(
        after latest: VersionFile, text: String, version: SchemaVersion? = nil, existing: Set<String>
    ) -> Result<File, Diagnostic> {
        let next = version ?? SchemaVersion(latest.version.major, latest.version.minor + 1, 0)
        guard next > latest.version else {
            return .failure(
                .error(
                    .invalidVersion, "\(next) is not after the latest version, \(latest.version)",
                    at: latest.versionLocation,
                    hint:
                        "give a version after \(latest.version), such as \(SchemaVersion(latest.version.major, latest.version.minor + 1, 0))"
                ))
        }
        let fileName = nextStem(after: latest.fileStem, version: next) + ".yaml"
        guard !existing.contains(fileName) else {
            return .failure(
                Diagnostic(
                    .error, .unwritableFile, "\(fileName) exists already; nothing was written", at: .path(fileName),
                    hint: "edit \(fileName), or start the version after it with '--version'"))
        }
        return .success(
            File(fileName: fileName, text: nextText(text, latest: latest, version: next), version: next))
    }

    /// `V8` after `V7`, `Schema10` after `Schema9`; `V1_7_0` when the stem ends in no number.
    public static func nextStem(after stem: String, version: SchemaVersion) -> String {
        let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(String(digits.reversed())) else {
            return "V\(version.major)_\(version.minor)_\(version.patch)"
        }
        return String(stem.dropLast(digits.count)) + String(number + 1)
    }

    private static func nextText(_ text: String, latest: VersionFile, version: SchemaVersion) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let versionLine = latest.versionLocation.line - 1
        if lines.indices.contains(versionLine) {
            lines[versionLine] = replacingScalar(
                in: lines[versionLine], at: latest.versionLocation.column, with: "\(version)")
        }
        lines = droppingTopLevelEntries(["name", "migration"], from: lines)
        // The latest file's opening comments say what that version changed.
        let opening = lines.prefix { $0.hasPrefix("#") || $0.trimmingBlanks().isEmpty }
        let stub = "# \(version): what this version changes, and why."
        return ([stub] + lines.dropFirst(opening.count)).joined(separator: "\n")
    }

    /// `line` with the plain scalar starting at `column` (1-based, in characters) replaced by `value`, a
    /// comment after it kept.
    static func replacingScalar(in line: String, at column: Int, with value: String) -> String {
        let characters = Array(line)
        let start = min(max(column - 1, 0), characters.count)
        var end = start
        while end < characters.count, characters[end] != " ", characters[end] != "#" { end += 1 }
        return String(characters[..<start]) + value + String(characters[end...])
    }

    /// `lines` without the top-level entries named `keys`: each from its key's line to the next line that
    /// starts another top-level entry.
    static func droppingTopLevelEntries(_ keys: Set<String>, from lines: [String]) -> [String] {
        var result: [String] = []
        var dropping = false
        for line in lines {
            let startsEntry = line.first.map { !$0.isWhitespace && $0 != "#" } ?? false
            if startsEntry {
                let key = String(line.prefix { $0 != ":" })
                dropping = keys.contains(key)
            }
            if !dropping { result.append(line) }
        }
        return result
    }
}

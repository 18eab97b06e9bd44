import SchemaKit
import SchemaModel

/// The lock file, `schemagen.lock`: the versions that have shipped, each with its file and its sealed shape.
///
/// ```
/// # ...comments...
/// schemagen-lock 2
/// sealed-versions 1
/// version 1.0.0 sha256:5e1f... V1.yaml
///     enum	Level	String
///     case	Level	high	s:high
/// ```
///
/// One header line per version (`version`, its number, the digest of its records, and its file name, which
/// is the rest of the line), then its records, each indented four spaces, exactly as
/// ``SealedShape/records(of:)`` writes them. The format is small enough to review in a pull request and is
/// written in one order only, so sealing a version changes only the lines of that version. The number after
/// `schemagen-lock` is the records' format (``SealedShape/Format``): a lock in an older format is still read
/// and checked in its own format, with a warning, until `schemagen seal --upgrade` rewrites it.
///
/// `sealed-versions` says how many versions the lock seals, so a lock that lost entries (cut short by a
/// failed copy or a bad merge) is an error rather than seals dropped without a word: each entry's digest
/// proves its own records, but nothing in an entry can tell that entries after it are gone. A lock written
/// before the count existed is read with a warning until `schemagen seal --upgrade` adds it; one of those
/// that seals nothing at all is what a lock cut down to its first line looks like, and is an error.
///
/// Versions `schemagen retire` took out of the plan keep their entries, and each has a `retired` line after
/// the count, with its store fingerprint (``SchemaModel/SchemaFingerprint``), which the generated plan states
/// (its history identifier is derived from the oldest one's). Retired versions are the oldest sealed ones:
/// a lock that retires a version but not a sealed one before it was edited.
///
/// ```
/// sealed-versions 3
/// retired 1.0.0 v2:3f09...
/// version 1.0.0 sha256:5e1f... V1.yaml
/// ```
public struct SchemaLock: Hashable, Sendable {
    /// One sealed version.
    public struct Entry: Hashable, Sendable {
        /// The version number it shipped with.
        public var version: SchemaVersion
        /// Its file name in the schemas folder, such as `V9.yaml`.
        public var file: String
        /// `sha256:` and the digest of `records`.
        public var digest: String
        /// Its sealed shape, one record a line (each ended by a line feed).
        public var records: [String]
        /// The line of the lock file its header is on (0 for an entry not read from a file).
        public var line: Int = 0
        /// For a retired version, its store fingerprint, recorded when it was retired; `nil` while it is in
        /// the plan.
        public var retiredFingerprint: String?

        /// An entry sealing `records`, in the current format.
        public init(version: SchemaVersion, file: String, records: [String]) {
            self.init(version: version, file: file, records: records, format: .current)
        }

        /// An entry sealing `records` in `format`.
        init(version: SchemaVersion, file: String, records: [String], format: SealedShape.Format) {
            self.version = version
            self.file = file
            self.records = records
            digest = SealedShape.digest(of: records, format: format)
        }

        /// Entries are equal when they seal the same thing, wherever they were read from.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.version, lhs.file, lhs.digest, lhs.records, lhs.retiredFingerprint)
                == (rhs.version, rhs.file, rhs.digest, rhs.records, rhs.retiredFingerprint)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(version)
            hasher.combine(file)
            hasher.combine(digest)
            hasher.combine(records)
            hasher.combine(retiredFingerprint)
        }
    }

    /// The lock file's name.
    public static let fileName = WorkspaceLayout.lockFileName
    /// The first line that is not a comment, naming the records' format.
    static func formatLine(_ format: SealedShape.Format) -> String { "schemagen-lock \(format.rawValue)" }
    /// The word of the line after it, which says how many versions the lock seals.
    static let countWord = "sealed-versions"
    /// The word of a line naming a retired version and its fingerprint.
    static let retiredWord = "retired"

    /// The sealed versions, oldest first.
    public var entries: [Entry]
    /// The format of the entries' records.
    let format: SealedShape.Format
    /// Whether the file it was read from lacked the `sealed-versions` line (written before it existed).
    private(set) var lacksCount = false

    /// A lock sealing `entries`, in the current format.
    public init(entries: [Entry] = []) {
        self.init(entries: entries, format: .current)
    }

    /// A lock sealing `entries`, whose records are in `format`.
    init(entries: [Entry], format: SealedShape.Format) {
        self.entries = entries.sorted { $0.version < $1.version }
        self.format = format
    }

    /// Whether the lock is in an older format than `seal` writes.
    public var isOutdated: Bool { format < .current }

    /// Whether `schemagen seal --upgrade` has something to do: an older format, or no count of its versions.
    public var needsUpgrade: Bool { isOutdated || lacksCount }

    /// The same versions sealed in the current format, `records` giving each entry's records in it (from
    /// its file, which the caller has checked against this lock already).
    func upgraded(records: (Entry) -> [String]) -> SchemaLock {
        SchemaLock(
            entries: entries.map { Entry(version: $0.version, file: $0.file, records: records($0)) },
            format: .current)
    }

    /// The entry sealing `version`, if it is sealed.
    public func entry(for version: SchemaVersion) -> Entry? {
        entries.first { $0.version == version }
    }

    /// The versions retired from the plan, oldest first: the history as the generator sees it starts after
    /// them.
    public var retired: [SchemaHistory.RetiredVersion] {
        entries.compactMap { entry in
            entry.retiredFingerprint.map {
                SchemaHistory.RetiredVersion(version: entry.version, file: entry.file, fingerprint: $0)
            }
        }
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "# The schema versions that have shipped, written by `schemagen seal`. A sealed version's stored",
            "# shape must never change: put changes in a new version file. Do not edit by hand.",
            Self.formatLine(format),
            "\(Self.countWord) \(entries.count)",
        ]
        for entry in entries {
            if let fingerprint = entry.retiredFingerprint {
                lines.append("\(Self.retiredWord) \(entry.version) \(fingerprint)")
            }
        }
        for entry in entries {
            lines.append("version \(entry.version) \(entry.digest) \(entry.file)")
            for record in entry.records {
                lines.append("    " + record.dropLast(record.hasSuffix("\n") ? 1 : 0))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reports a lock whose `sealed-versions` count does not match its entries, or that has neither a count
    /// nor an entry: both are what a lock cut short looks like.
    private static func checkCount(
        _ count: (value: Int, line: Int)?, of entries: [Entry], formatLine: Int,
        error: (Int, String, String) -> Void, restore: String
    ) {
        if let count, count.value != entries.count {
            let held =
                entries.isEmpty
                ? "holds none" : "holds \(entries.count) (the last is \(entries[entries.count - 1].version))"
            error(
                count.line,
                "the lock file says it seals \(MessageText.count(count.value, "version")) but \(held): it was cut short or entries were removed",
                restore)
        } else if count == nil, entries.isEmpty {
            error(
                formatLine,
                "the lock file seals no version and does not say how many it should: it was cut short after its first line",
                restore)
        }
    }

    /// Marks the entries `retiredLines` retire, reporting a line that retires a version the lock does not seal,
    /// or retires one twice, and a sealed version older than a retired one that is not retired itself: retiring
    /// takes the oldest versions out of the plan, so anything else is a hand edit.
    private static func checkRetired(
        _ retiredLines: [(version: SchemaVersion, fingerprint: String, line: Int)], in entries: inout [Entry],
        error: (Int, String, String) -> Void, restore: String
    ) {
        for retired in retiredLines {
            guard let index = entries.firstIndex(where: { $0.version == retired.version }) else {
                error(retired.line, "the lock retires version \(retired.version), which it does not seal", restore)
                continue
            }
            guard entries[index].retiredFingerprint == nil else {
                error(retired.line, "the lock retires version \(retired.version) twice", restore)
                continue
            }
            entries[index].retiredFingerprint = retired.fingerprint
        }
        guard let newestRetired = entries.filter({ $0.retiredFingerprint != nil }).map(\.version).max() else { return }
        for entry in entries where entry.version < newestRetired && entry.retiredFingerprint == nil {
            error(
                entry.line,
                "version \(entry.version) is not retired, but the later \(newestRetired) is: only the oldest versions can be retired",
                restore)
        }
    }

    /// Reads a lock file's bytes; `path` is how it is named in diagnostics. A lock that can't be trusted
    /// (malformed, or edited by hand so a version's records no longer match its digest) gives errors and
    /// no lock.
    public static func parse(_ bytes: [UInt8], path: String) -> (lock: SchemaLock?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func error(_ line: Int, _ message: String, hint: String) {
            diagnostics.append(
                .error(.invalidLockFile, message, at: SourceLocation(file: path, line: line, column: 1), hint: hint))
        }
        var format: SealedShape.Format?
        var formatLineNumber = 1
        var count: (value: Int, line: Int)?
        var entries: [Entry] = []
        var retiredLines: [(version: SchemaVersion, fingerprint: String, line: Int)] = []
        let regenerate = "run 'schemagen seal' again from a version of the file that is not edited by hand"
        let restore = "restore the lock from version control (git checkout -- \(path)); never edit it by hand"
        // Split on the byte, not on Swift's characters: a CRLF line end is one Character, never equal to "\n".
        for (offset, rawLine) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = offset + 1
            let content = String(
                decoding: rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine, as: UTF8.self)
            if content.hasPrefix("    ") {
                guard format != nil, !entries.isEmpty else {
                    error(line, "a record before any 'version' line", hint: regenerate)
                    continue
                }
                entries[entries.count - 1].records.append(String(content.dropFirst(4)) + "\n")
                continue
            }
            if content.isEmpty || content.hasPrefix("#") { continue }
            if format == nil {
                guard let known = SealedShape.Format.allCases.first(where: { content == formatLine($0) }) else {
                    error(
                        line,
                        "the lock file must start with '\(formatLine(.current))', not \(MessageText.quoted(content))",
                        hint: "this file was not written by this release of schemagen; \(regenerate)")
                    return (nil, diagnostics)
                }
                format = known
                formatLineNumber = line
                continue
            }
            if content.hasPrefix(countWord + " ") {
                guard count == nil, entries.isEmpty, let value = Int(content.dropFirst(countWord.count + 1)),
                    value >= 0
                else {
                    error(
                        line, "\(MessageText.quoted(content)) is not where a lock file says how many versions it seals",
                        hint: "'\(countWord) N' is the line after '\(formatLine(format ?? .current))'; \(restore)")
                    continue
                }
                count = (value, line)
                continue
            }
            if content.hasPrefix(retiredWord + " ") {
                let fields = content.split(separator: " ", omittingEmptySubsequences: false)
                guard entries.isEmpty, fields.count == 3, let version = SchemaVersion(parsing: String(fields[1])),
                    fields[2].contains(":")
                else {
                    error(
                        line, "\(MessageText.quoted(content)) is not where a lock file names a retired version",
                        hint: "'\(retiredWord) 1.2.0 v2:<fingerprint>' lines come before the versions; \(restore)")
                    continue
                }
                retiredLines.append((version, String(fields[2]), line))
                continue
            }
            let fields = content.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, fields[0] == "version", let version = SchemaVersion(parsing: String(fields[1])),
                fields[2].hasPrefix("sha256:"), !fields[3].isEmpty
            else {
                error(
                    line, "\(MessageText.quoted(content)) is not a line of a lock file",
                    hint: "a version's line is 'version 1.2.0 sha256:<digest> V3.yaml', its records indented below")
                continue
            }
            var entry = Entry(version: version, file: String(fields[3]), records: [], format: format ?? .current)
            entry.digest = String(fields[2])
            entry.line = line
            if let first = entries.first(where: { $0.version == version }) {
                error(line, "version \(version) is sealed twice (first at line \(first.line))", hint: regenerate)
            } else if let first = entries.first(where: { $0.file == entry.file }) {
                error(
                    line, "the file '\(entry.file)' is sealed twice (first at line \(first.line))", hint: regenerate)
            }
            entries.append(entry)
        }
        guard let format else {
            error(1, "the lock file is empty", hint: "delete it, then run 'schemagen seal' to write it anew")
            return (nil, diagnostics)
        }
        // Only a lock whose every line reads is counted: a malformed line already says what is wrong.
        if diagnostics.isEmpty {
            checkCount(count, of: entries, formatLine: formatLineNumber, error: error, restore: restore)
        }
        checkRetired(retiredLines, in: &entries, error: error, restore: restore)
        for entry in entries where SealedShape.digest(of: entry.records, format: format) != entry.digest {
            error(
                entry.line, "the records of version \(entry.version) do not match its digest: the lock was edited",
                hint: regenerate)
        }
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        if format < .current {
            diagnostics.append(
                .warning(
                    .lockFormatOutdated,
                    "the lock is format \(format.rawValue), which does not seal SwiftData's version-hash inputs (a to-many relationship's optionality and counts, for one): an edit to them in a sealed version passes",
                    at: SourceLocation(file: path, line: formatLineNumber, column: 1),
                    hint:
                        "run 'schemagen seal --upgrade': it checks every sealed version against this lock, then rewrites it in format \(SealedShape.Format.current.rawValue)"
                ))
        } else if count == nil {
            diagnostics.append(
                .warning(
                    .lockFormatOutdated,
                    "the lock does not say how many versions it seals (it was written before the '\(countWord)' line existed), so a lock cut short would pass unnoticed",
                    at: SourceLocation(file: path, line: formatLineNumber, column: 1),
                    hint:
                        "run 'schemagen seal --upgrade': it checks every sealed version against this lock, then adds the line"
                ))
        }
        var lock = SchemaLock(entries: entries, format: format)
        lock.lacksCount = count == nil
        return (lock, diagnostics)
    }
}

import SchemaKit
import SchemaModel

/// Checks the history against the lock file: every sealed version must still be there, in the same file,
/// with the same version number and the same sealed shape. A change is reported at the element that changed,
/// in the sealed version's own file, saying what it was and what it is.
struct SealCheck {
    let lock: SchemaLock
    /// How the lock file is named in diagnostics.
    let lockPath: String

    /// The problems of `files` (every version file that loaded) against the lock.
    func diagnostics(for files: [VersionFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in lock.entries {
            let lockLine = SourceLocation(file: lockPath, line: max(entry.line, 1), column: 1)
            guard let file = files.first(where: { Self.fileName(of: $0) == entry.file }) else {
                diagnostics.append(
                    .error(
                        .sealedFileMissing,
                        "version \(entry.version) is sealed (it has shipped), but its file '\(entry.file)' is gone",
                        at: lockLine,
                        hint:
                            "restore '\(entry.file)': devices hold stores of that version; if it never shipped, run 'schemagen seal --unseal \(entry.version)'"
                    ))
                continue
            }
            guard file.version == entry.version else {
                diagnostics.append(
                    .error(
                        .sealedVersionRenumbered,
                        "'\(entry.file)' is sealed as version \(entry.version) (it has shipped), but now says \(file.version)",
                        at: file.versionLocation,
                        hint:
                            "put 'version: \(entry.version)' back, and write \(file.version) as a new version file"))
                continue
            }
            let records = SealedShape.records(of: file.schema)
            guard SealedShape.digest(of: records.map(\.text)) != entry.digest else { continue }
            diagnostics += changes(in: file, against: entry, current: records)
        }
        return diagnostics
    }

    /// One error per element whose records differ from the sealed ones.
    private func changes(in file: VersionFile, against entry: SchemaLock.Entry, current: [SchemaFingerprint.Record])
        -> [Diagnostic]
    {
        let sealed = Set(entry.records)
        let now = Set(current.map(\.text))
        var order: [SchemaElement] = []
        var before: [SchemaElement: [String]] = [:]
        var after: [SchemaElement: [String]] = [:]
        for record in current where !sealed.contains(record.text) {
            if before[record.element] == nil, after[record.element] == nil { order.append(record.element) }
            after[record.element, default: []].append(record.text)
        }
        // A sealed record that is gone is put with the current record that has its key (same kind and names),
        // so a changed column reads as one change, not a removal and an addition.
        let elementsByKey = Dictionary(
            current.map { (Self.key(of: $0.text), $0.element) }, uniquingKeysWith: { first, _ in first })
        for text in entry.records where !now.contains(text) {
            let element = elementsByKey[Self.key(of: text)] ?? Self.sealedElement(of: text)
            if before[element] == nil, after[element] == nil { order.append(element) }
            before[element, default: []].append(text)
        }
        if order.isEmpty {
            // The records are the same but the digest is not: only the lock can be wrong, and parsing it
            // checked that; say so rather than report nothing.
            order.append(.version)
        }
        // Elements with records in both shapes were there before and are still there.
        let kept = Set(current.filter { sealed.contains($0.text) }.map(\.element))
        let present = Set(current.map(\.element))
        return order.map { element in
            let was = (before[element] ?? []).map(SealedShape.describe).joined(separator: "; ")
            let now = (after[element] ?? []).map(SealedShape.describe).joined(separator: "; ")
            let subject = element == .version ? "its stored shape" : "'\(element)'"
            let change: String
            switch (was.isEmpty, now.isEmpty) {
            case (false, false): change = "\(subject) changed: it was \(was); it is now \(now)"
            case (true, false) where kept.contains(element): change = "\(subject) changed: it now also has \(now)"
            case (true, false): change = "\(subject) was added: \(now)"
            case (false, true) where present.contains(element): change = "\(subject) changed: it no longer has \(was)"
            case (false, true): change = "\(subject) was removed: it had \(was)"
            case (true, true): change = "its records no longer match the lock"
            }
            return .error(
                .sealedVersionChanged, "version \(entry.version) is sealed (it has shipped), but \(change)",
                at: file.location(of: element),
                hint:
                    "devices hold stores of the sealed shape; undo the edit and make the change in a new version file (if \(entry.version) never shipped, run 'schemagen seal --unseal \(entry.version)')"
            )
        }
    }

    /// A version file's name without its folder, as the lock records it.
    static func fileName(of file: VersionFile) -> String {
        String(file.file.split(separator: "/").last ?? Substring(file.file))
    }

    /// What identifies a record apart from its details: its kind and names (`column`, table, column).
    private static func key(of text: String) -> String {
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
        let names =
            switch fields.first {
            case "enum", "table": 2
            case "case", "column", "hashModifier": 3
            default: fields.count
            }
        return fields.prefix(names).joined(separator: "\t")
    }

    /// For a sealed record with no counterpart now: the enum, or the model of the entity table, it belongs
    /// to (so a removed model reads as one removal); a removed join table belongs to the version as a whole.
    private static func sealedElement(of text: String) -> SchemaElement {
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count > 1 else { return .version }
        switch fields[0] {
        case "enum", "case": return .enumeration(fields[1])
        case "table" where fields.count > 2 && fields[2] == "join": return .version
        case "table", "column", "index", "hashModifier":
            return fields[1].hasPrefix("_join_") ? .version : .model(fields[1])
        default: return .version
        }
    }
}

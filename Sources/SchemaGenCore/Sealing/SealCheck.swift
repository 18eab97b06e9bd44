import SchemaKit
import SchemaModel

/// Checks the history against the lock file: every sealed version must still be there, in the same file,
/// with the same version number and the same sealed shape. A change is reported at the element that changed,
/// in the sealed version's own file, saying what it was and what it is.
struct SealCheck {
    let lock: SchemaLock
    /// How the lock file is named in diagnostics.
    let lockPath: String
    /// Whose words the changes are said in: SwiftData's entities and attributes, or the store's tables and
    /// columns.
    var context = GenerationContext()

    /// The problems of `files` (every version file that loaded) against the lock; `read` names every file
    /// read, loaded or not.
    func diagnostics(for files: [VersionFile], read: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let readNames = Set(read.map(VersionFile.fileName(ofPath:)))
        // A retired version's file is gone by design; one that is back is its own error (SG809).
        for entry in lock.entries where entry.retiredFingerprint == nil {
            let lockLine = SourceLocation(file: lockPath, line: max(entry.line, 1), column: 1)
            guard let file = files.first(where: { $0.fileName == entry.file }) else {
                // A file that is there but does not load has its own errors; only a missing one is this error.
                if readNames.contains(entry.file) { continue }
                diagnostics.append(
                    .error(
                        .sealedFileMissing,
                        "version \(entry.version) is sealed (it has shipped), but its file '\(entry.file)' is gone",
                        at: lockLine,
                        hint:
                            "restore '\(entry.file)': devices hold stores of that version; \(unsealAdvice(entry.version))"
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
            let records = SealedShape.records(of: file.schema, format: lock.format)
            guard SealedShape.digest(of: records.map(\.text), format: lock.format) != entry.digest else { continue }
            var changes = Self.changes(from: entry.records, to: records, context: context)
            if changes.isEmpty {
                // The same records in another order: the lock was written by something else; never pass it.
                changes = [ShapeChange(element: .version, summary: "its records are not in the order sealed")]
            }
            diagnostics += changes.map { change in
                .error(
                    .sealedVersionChanged, "version \(entry.version) is sealed (it has shipped), but \(change.summary)",
                    at: file.location(of: change.element),
                    hint:
                        "devices hold stores of the sealed shape; undo the edit and make the change in a new version file (\(unsealAdvice(entry.version)))"
                )
            }
        }
        diagnostics += versionsBeforeSealed(files)
        return diagnostics
    }

    /// What to do if `version` never shipped, in words `seal` will accept: only the latest sealed version can
    /// be unsealed (``SealRequest`` refuses the others, SG804), so for an earlier one the hint says that.
    private func unsealAdvice(_ version: SchemaVersion) -> String {
        let later = lock.entries.map(\.version).filter { $0 > version }.sorted()
        guard let latest = later.last else {
            return "if \(version) never shipped, run 'schemagen seal --unseal \(version)'"
        }
        let count = later.count == 1 ? "1 later version is" : "\(later.count) later versions are"
        return
            "\(version) can be unsealed only if it and every version after it never shipped: \(count) sealed, so run 'schemagen seal --unseal' from \(latest) down"
    }

    /// A version that is not sealed but numbered below the latest sealed one would be inserted into shipped
    /// history: devices already past it never migrate through it, and the stage after it changes meaning.
    private func versionsBeforeSealed(_ files: [VersionFile]) -> [Diagnostic] {
        guard let latestSealed = lock.entries.map(\.version).max() else { return [] }
        let sealed = Set(lock.entries.map(\.version))
        // A sealed file that now states another number has its own error (SG802).
        let sealedFiles = Set(lock.entries.map(\.file))
        return files.filter {
            !sealed.contains($0.version) && $0.version < latestSealed && !sealedFiles.contains($0.fileName)
        }
        .sorted { $0.version < $1.version }
        .map { file in
            .error(
                .versionBeforeSealed,
                "version \(file.version) is not sealed but comes before the sealed \(latestSealed): it would be inserted into shipped history",
                at: file.versionLocation,
                hint:
                    "devices at \(latestSealed) would never migrate through it; number it above \(latestSealed)"
            )
        }
    }

    /// A difference between a version's shape then and now, for one element.
    struct ShapeChange: Sendable {
        /// The element, as it is now (or its model, enum or version when it is gone).
        var element: SchemaElement
        /// "'SDMeal.title' changed: it was ...; it is now ...".
        var summary: String
    }

    /// What differs between the records `sealed` (a version's shape then) and `current` (now), one change
    /// per element, in the order of the current records, then of the removed ones.
    static func changes(
        from sealedRecords: [String], to current: [SchemaFingerprint.Record],
        context: GenerationContext = GenerationContext()
    ) -> [ShapeChange] {
        let sealed = Set(sealedRecords)
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
        for text in sealedRecords where !now.contains(text) {
            let element = elementsByKey[Self.key(of: text)] ?? Self.sealedElement(of: text)
            if before[element] == nil, after[element] == nil { order.append(element) }
            before[element, default: []].append(text)
        }
        // Elements with records in both shapes were there before and are still there.
        let kept = Set(current.filter { sealed.contains($0.text) }.map(\.element))
        let present = Set(current.map(\.element))
        return order.map { element in
            let was = (before[element] ?? []).map { context.describe(SealedRecord(line: $0)) }.joined(separator: "; ")
            let now = (after[element] ?? []).map { context.describe(SealedRecord(line: $0)) }.joined(separator: "; ")
            let records = (before[element] ?? []) + (after[element] ?? [])
            let isNamespace = records.allSatisfy {
                if case .namespace = SealedRecord(line: $0) { true } else { false }
            }
            let subject = element == .version ? (isNamespace ? "its namespace" : "its stored shape") : "'\(element)'"
            let summary: String
            switch (was.isEmpty, now.isEmpty) {
            case (false, false): summary = "\(subject) changed: it was \(was); it is now \(now)"
            case (true, false) where kept.contains(element): summary = "\(subject) changed: it now also has \(now)"
            case (true, false): summary = "\(subject) was added: \(now)"
            case (false, true) where present.contains(element): summary = "\(subject) changed: it no longer has \(was)"
            case (false, true): summary = "\(subject) was removed: it had \(was)"
            case (true, true): summary = "\(subject) changed"
            }
            return ShapeChange(element: element, summary: summary)
        }
    }

    /// What identifies a record apart from its details: its kind and names (`column`, table, column).
    private static func key(of text: String) -> [String] { SealedRecord(line: text).identity }

    /// For a sealed record with no counterpart now: the enum, the struct, or the model of the entity table, it
    /// belongs to (so a removed model reads as one removal); a removed join table belongs to the version as a whole.
    private static func sealedElement(of text: String) -> SchemaElement { SealedRecord(line: text).sealedElement }
}

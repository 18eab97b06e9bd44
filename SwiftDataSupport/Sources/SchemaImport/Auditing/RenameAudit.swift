import SchemaKit

/// Classes renamed between two versions with no custom stage that copies their rows: SwiftData names
/// entities by class, so a renamed class is a new, empty entity. Each removed class is paired with at most
/// one new class and each new class with at most one removed class, the closest first: the same name once
/// version marks are taken off (`EventV1` and `Event`, `Bookmark` and `BookmarkModel`), then one name
/// extending the other, then most properties in common.
struct RenameAudit {
    let previous: ImportedVersion
    let current: ImportedVersion
    let stage: ImportedStage?

    /// Each rename, with the entity it removes.
    func findings() -> [(removed: String, finding: AuditFinding)] {
        let previousNames = Set(previous.models.map(\.entityName))
        let currentNames = Set(current.models.map(\.entityName))
        let added = current.models.filter { !previousNames.contains($0.entityName) }
        let removed = previous.models.filter { !currentNames.contains($0.entityName) }
        var candidates: [(score: Double, removed: ImportedModel, renamed: ImportedModel)] = []
        for old in removed {
            for new in added {
                let score = Self.likeness(old, new)
                if score >= 0.5 { candidates.append((score, old, new)) }
            }
        }
        candidates.sort {
            ($0.score, $1.removed.entityName, $1.renamed.entityName)
                > ($1.score, $0.removed.entityName, $0.renamed.entityName)
        }
        var pairedOld = Set<String>()
        var pairedNew = Set<String>()
        var pairs: [(ImportedModel, ImportedModel)] = []
        for candidate in candidates
        where !pairedOld.contains(candidate.removed.entityName) && !pairedNew.contains(candidate.renamed.entityName) {
            pairedOld.insert(candidate.removed.entityName)
            pairedNew.insert(candidate.renamed.entityName)
            pairs.append((candidate.removed, candidate.renamed))
        }
        return pairs.compactMap { old, new in
            if let stage, stage.kind == .custom,
                stage.mentionedNames.contains(old.entityName) || stage.mentionedNames.contains(new.entityName)
            {
                return nil
            }
            var finding = AuditFinding(
                .classRenamedWithoutCopy, .harmful, at: new.location,
                "\(current.schemaName) renames the class \(old.entityName) to \(new.entityName), and no "
                    + "custom stage copies its rows",
                why: "SwiftData names entities by class: \(new.entityName) is a new, empty entity and every "
                    + "\(old.entityName) row is dropped; copy the rows in a custom stage (a version that has "
                    + "shipped keeps its class names: changing one back strands the devices on it)")
            finding.cause = .renamed(from: old.entityName, to: new.entityName, version: current.schemaName)
            return (old.entityName, finding)
        }
    }

    /// 3 for the same name without version marks, 2 + a little for one name extending the other, else the
    /// share of the removed model's properties the other has.
    private static func likeness(_ removed: ImportedModel, _ candidate: ImportedModel) -> Double {
        let (old, new) = (removed.entityName, candidate.entityName)
        if stem(old) == stem(new) { return 3 }
        if new.hasPrefix(old) || old.hasPrefix(new) {
            return 2 + Double(min(old.count, new.count)) / Double(max(old.count, new.count))
        }
        let names = Set(removed.properties.map(\.name))
        guard !names.isEmpty else { return 0 }
        return Double(names.intersection(candidate.properties.map(\.name)).count) / Double(names.count)
    }

    /// A class name without the marks apps use to tell versions of it apart: `EventV1`, `Event_V2`,
    /// `EventV1p2`, `LegacyEvent`, `EventModel` -> `Event`.
    static func stem(_ name: String) -> String {
        var stem = Substring(withoutVersionMark(name))
        for prefix in ["Legacy", "Old"] where stem.hasPrefix(prefix) && stem.count > prefix.count {
            let rest = stem.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { stem = rest }
        }
        for suffix in ["Model", "Entity", "Record"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
        }
        return String(stem)
    }

    /// A name without a trailing version mark: `V1`, `V1p2`, `V1_2`, `_V1` (`NoteV2` -> `Note`).
    static func withoutVersionMark(_ name: String) -> String {
        let characters = Array(name)
        var end = characters.count
        while end > 0, characters[end - 1].isNumber || ["p", "_"].contains(characters[end - 1]) { end -= 1 }
        guard end > 1, end < characters.count, characters[end - 1] == "V", characters[end].isNumber else {
            return name
        }
        end -= 1
        if end > 0, characters[end - 1] == "_" { end -= 1 }
        return String(characters[..<end])
    }
}

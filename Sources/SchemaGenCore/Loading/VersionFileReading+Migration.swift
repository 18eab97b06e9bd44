import SchemaKit
import SchemaModel

/// Loading `aliases:` and `migration:`.
extension VersionFileReading {
    static let migrationKeys = MigrationKey.names

    mutating func loadAliases(_ node: Node) -> [SchemaAlias] {
        guard let entries = mappingEntries(node, what: "'aliases'") else { return [] }
        var aliases: [SchemaAlias] = []
        for entry in entries {
            let alias = document.key(entry)
            guard checkIdentifier(alias, at: entry.keyLocation, what: "the alias name"),
                let target = scalarText(entry.value, what: "the target of the alias '\(alias)'")
            else { continue }
            if modelNames.contains(alias) || enumNames.contains(alias) || structNames.contains(alias) {
                error(
                    .invalidAlias, "the alias '\(alias)' has the name of a model or enum of this version",
                    at: entry.keyLocation,
                    hint: "every model and enum is in the typealias map already; remove the alias")
                continue
            }
            guard modelNames.contains(target) || enumNames.contains(target) || structNames.contains(target) else {
                error(
                    .invalidAlias,
                    "the alias '\(alias)' points at '\(target)', which is not a model or enum of this version",
                    at: entry.value.location,
                    hint: aliasTargetSuggestions.hint(
                        for: target, budget: &suggestionBudget,
                        otherwise: "name a model declared under 'models:'"))
                continue
            }
            sources.record(.alias(alias), at: entry.keyLocation)
            aliases.append(SchemaAlias(name: alias, target: target))
        }
        return aliases
    }

    mutating func loadMigration(_ entry: Entry) -> MigrationHints {
        var hints = MigrationHints(location: entry.keyLocation)
        guard let entries = mappingEntries(entry.value, what: "'migration'") else { return hints }
        checkKeys(entries, allowed: Self.migrationKeys, context: "in 'migration'")
        let keyed = KeyedEntries(entries, in: document)
        if let stage = keyed[MigrationKey.stage], let text = scalarText(stage.value, what: "'stage'") {
            if text == "custom" {
                hints.forcesCustomStage = true
                hints.stageLocation = stage.value.location
            } else {
                error(
                    .invalidForcedStage, "\(MessageText.quoted(text)) is not a stage you can force",
                    at: stage.value.location,
                    hint: text == "lightweight"
                        ? "the stage is lightweight whenever the changes allow it; remove 'stage'"
                        : "write 'stage: custom', or remove 'stage' to let schemagen decide")
            }
        }
        if let note = keyed[MigrationKey.note] {
            hints.note = scalarText(note.value, what: "'note'")
        }
        if let accept = keyed[MigrationKey.acceptDataLoss] {
            hints.acceptDataLoss = loadDataLossPaths(accept.value, key: MigrationKey.acceptDataLoss.rawValue)
        }
        if let carries = keyed[MigrationKey.carries] {
            hints.carries = loadDataLossPaths(carries.value, key: MigrationKey.carries.rawValue)
        }
        return hints
    }

    private mutating func loadDataLossPaths(_ node: Node, key: String) -> [Located<MigrationHints.DataLossPath>] {
        let items: [Node]
        if let list = document.items(of: node) {
            items = Array(list)
        } else if node.kind == .scalar, !node.isNull {
            items = [node]
        } else {
            error(
                .unexpectedValueKind,
                "'\(key)' must be a list of names such as Model or Model.property, not \(document.kindDescription(node))",
                at: node.location, hint: "write '\(key): [SDLegacy, SDItem.quantity]'")
            return []
        }
        var paths: [Located<MigrationHints.DataLossPath>] = []
        for item in items {
            guard let text = scalarText(item, what: "an entry of '\(key)'") else { continue }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard (1...2).contains(parts.count), parts.allSatisfy(SwiftIdentifier.isValid) else {
                error(
                    .invalidDataLossName,
                    "\(MessageText.quoted(text)) is not a name of the form Model or Model.property", at: item.location,
                    hint: "name a model, enum, property or enum case, such as 'SDItem.quantity'")
                continue
            }
            let path = MigrationHints.DataLossPath(typeName: parts[0], memberName: parts.count == 2 ? parts[1] : nil)
            if paths.contains(where: { $0.value == path }) {
                warning(
                    .duplicateEntry, "\(MessageText.quoted(text)) is listed twice in '\(key)'",
                    at: item.location,
                    hint: "remove one")
                continue
            }
            paths.append(Located(path, at: item.location))
        }
        return paths
    }
}

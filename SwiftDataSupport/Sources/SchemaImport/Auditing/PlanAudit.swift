import SchemaKit

/// The findings that need no analysis: the plan's `schemas` and stages against the versioned schemas, a
/// stored `versionIdentifier`, and the app's top-level typealias map against the latest version.
struct PlanAudit {
    let imported: ImportedHistory

    func findings() -> [AuditFinding] {
        storedIdentifiers() + planFindings() + typealiasMapFindings()
    }

    private func storedIdentifiers() -> [AuditFinding] {
        imported.versions.filter(\.versionIsStoredVariable).map { version in
            var finding = AuditFinding(
                .storedVersionIdentifier, .hygiene, at: version.versionLocation ?? version.location,
                "\(version.schemaName).versionIdentifier is a stored static var",
                why: "Swift 6 rejects it (\"static property 'versionIdentifier' is not concurrency-safe because "
                    + "it is nonisolated global shared mutable state\"); declare it `static let` or computed, as "
                    + "generated code does")
            finding.cause = .storedVersionIdentifier
            return finding
        }
    }

    private func planFindings() -> [AuditFinding] {
        guard let plan = imported.plan else {
            guard imported.versions.count > 1, let latest = imported.versions.last else { return [] }
            return [
                AuditFinding(
                    .stepMissingFromStages, .harmful, at: latest.location,
                    "the sources declare \(imported.versions.count) versioned schemas but no SchemaMigrationPlan",
                    why: "without a plan SwiftData opens the store with the latest schema alone and migrates only "
                        + "what it can infer in one step")
            ]
        }
        // The history is the plan's: a version in it that `schemas` does not list is one its stages name.
        let listed = Set(plan.schemas.map(\.name))
        return imported.versions.filter { !listed.contains($0.schemaName) }.map { version in
            AuditFinding(
                .versionMissingFromSchemas, .harmful, at: plan.schemasLocation ?? plan.location,
                "\(plan.name).schemas does not list \(version.schemaName) (\(version.version))",
                why: "a store created at \(version.version) is a version the plan does not know: SwiftData can't "
                    + "migrate it (\"Cannot use staged migration with an unknown model version\")")
        }
    }

    /// The app's names for today's models that name an older class. A typealias for a model the latest
    /// version no longer has, or whose name says which version it is for (`LegacyBookmark`, `NoteV1`), is
    /// kept for code that reads that version (a custom stage, a migrator): not the map.
    private func typealiasMapFindings() -> [AuditFinding] {
        guard let latest = imported.versions.last else { return [] }
        return imported.topLevelAliases.compactMap { alias in
            guard let model = latest.models.first(where: { $0.entityName == alias.entityName }),
                !Self.namesAVersion(alias)
            else { return nil }
            guard model.className != alias.className else { return nil }
            return AuditFinding(
                .staleTypealiasMap, .harmful, at: alias.location,
                "typealias \(alias.name) = \(alias.written), but the latest version \(latest.schemaName) uses "
                    + model.className,
                why: "the app's code creates and fetches the older class, which is not in the latest schema's "
                    + "models: fetches find nothing and inserts fail")
        }
    }
}

extension PlanAudit {
    /// Whether an alias's name marks the version it is for: `LegacyNote`, `OldNote`, `NoteV1`, `NoteV1p2`,
    /// `Note_V1`, where the model is `Note`.
    static func namesAVersion(_ alias: ImportedAlias) -> Bool {
        let name = alias.name.split(separator: ".").last.map(String.init) ?? alias.name
        guard name != alias.entityName else { return false }
        let words = ["Legacy", "Old", "Previous", "Frozen", "Deprecated", "Archived"]
        return words.contains { name.hasPrefix($0) || name.hasSuffix($0) }
            || RenameAudit.withoutVersionMark(name) != name
    }
}

extension ImportedAlias {
    /// `SchemaV8.SDMeal`, and the class it ends at when that is another (`SchemaV8.SDMeal (SchemaV6.SDMeal)`).
    fileprivate var written: String { target == className ? target : "\(target) (\(className))" }
}
